import { type LeadStatus, leadStatusLabels } from "~/desk/vocabulary";
import { cn } from "~/lib/cn";

const tones: Record<LeadStatus, string> = {
  new: "bg-brand-soft text-brand-strong",
  "in-progress": "bg-accent-soft text-accent-strong",
  won: "bg-success-soft text-success",
  lost: "bg-surface-soft text-ink-soft",
  spam: "bg-danger-soft text-danger",
};

/** A lead's status as a word on a tint (the word carries it; the tint only helps the eye). */
export function StatusBadge({ status }: { status: LeadStatus }) {
  return (
    <span className={cn("inline-block rounded px-2 py-0.5 text-xs font-semibold whitespace-nowrap", tones[status])}>
      {leadStatusLabels[status]}
    </span>
  );
}
