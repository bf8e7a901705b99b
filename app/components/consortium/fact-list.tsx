import type { Fact } from "~/content/consortium";
import { cn } from "~/lib/cn";

/** Short label and value pairs, such as who runs a programme or an organisation's legal status. */
export function FactList({ facts, className }: { facts: Fact[]; className?: string }) {
  return (
    <dl className={cn("divide-y divide-line", className)}>
      {facts.map((fact) => (
        <div key={fact.label} className="py-4 first:pt-0 last:pb-0">
          <dt className="text-sm font-semibold tracking-wide text-muted uppercase">{fact.label}</dt>
          <dd className="mt-1 text-lg font-medium text-ink">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
