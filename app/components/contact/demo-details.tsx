import { Clock, ShieldCheck } from "lucide-react";
import type { Feature } from "~/content/types";

/** The "What You'll Experience" items: icon, title and one sentence each. */
export function DemoExperienceList({ items }: { items: Feature[] }) {
  return (
    <ul className="space-y-6">
      {items.map((item) => {
        const Icon = item.icon;
        return (
          <li key={item.title} className="flex gap-4">
            {Icon ? (
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand-strong">
                <Icon aria-hidden="true" className="size-5" />
              </span>
            ) : null}
            <div>
              <h3 className="text-lg font-semibold">{item.title}</h3>
              <p className="mt-1 leading-relaxed text-muted">{item.text}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** The demo's length and who it is for, on a dark panel beside the list. */
export function DemoDurationPanel({
  label,
  text,
  audienceTitle,
  audience,
}: {
  label: string;
  text: string;
  audienceTitle: string;
  audience: string[];
}) {
  return (
    <aside aria-label="About the demo" className="rounded-card bg-night p-6 text-white shadow-card sm:p-8">
      <p className="flex items-center gap-3 text-xl font-semibold">
        <Clock aria-hidden="true" className="size-6 shrink-0 text-[#b9f0f4]" />
        {label}
      </p>
      <p className="mt-3 leading-relaxed text-white/80">{text}</p>
      <h3 className="mt-8 text-sm font-semibold tracking-widest text-[#b9f0f4] uppercase">{audienceTitle}</h3>
      <ul className="mt-4 space-y-3">
        {audience.map((entry) => (
          <li key={entry} className="flex gap-3 leading-relaxed text-white/85">
            <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-ethical" />
            {entry}
          </li>
        ))}
      </ul>
    </aside>
  );
}

/** Spec 2.12: the note that everything shown in a demo is simulated. */
export function DemoPrivacyNote({ title, text }: { title: string; text: string }) {
  return (
    <div className="flex gap-4 rounded-card border border-brand/30 bg-brand-soft p-5">
      <ShieldCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-strong" />
      <div>
        <h3 className="font-semibold text-ink">{title}</h3>
        <p className="mt-1 text-sm leading-relaxed text-ink-soft">{text}</p>
      </div>
    </div>
  );
}
