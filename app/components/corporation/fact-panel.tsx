import { cn } from "~/lib/cn";

export type Fact = { term: string; detail: string };

/** Key facts as a description list in a quiet panel. */
export function FactPanel({ title, facts, tone = "soft" }: { title: string; facts: Fact[]; tone?: "soft" | "white" }) {
  return (
    <aside className={cn("rounded-card border border-line p-6 md:p-8", tone === "soft" ? "bg-surface-soft" : "bg-white shadow-card")}>
      <h3 className="text-sm font-semibold tracking-widest text-brand-strong uppercase">{title}</h3>
      <dl className="mt-4 divide-y divide-line">
        {facts.map((fact) => (
          <div key={fact.term} className="py-4 first:pt-0 last:pb-0">
            <dt className="font-semibold text-ink">{fact.term}</dt>
            <dd className="mt-1 leading-relaxed text-ink-soft">{fact.detail}</dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}
