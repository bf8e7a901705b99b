import { useId, useState } from "react";
import { stakeholderDiagramText, stakeholderGroups } from "~/content/visualisations/stakeholder-groups";
import { cn } from "~/lib/cn";
import { toggleStakeholder, type StakeholderSelection } from "./selection";

/**
 * Spec 2.3's ecosystem diagram: three stakeholder group cards. Choosing a card
 * selects it and shows its role; choosing it again deselects it. Every card and
 * every role is in the pre-rendered HTML; only the selection needs script.
 */
export function StakeholderDiagram() {
  const [selected, setSelected] = useState<StakeholderSelection>(null);
  const id = useId();
  const detailId = (groupId: string) => `${id}-${groupId}`;

  return (
    <figure data-testid="stakeholder-diagram" className="w-full">
      <div role="group" aria-label={stakeholderDiagramText.label} className="grid gap-4 md:grid-cols-3">
        {stakeholderGroups.map((group) => {
          const isSelected = selected === group.id;
          const Icon = group.icon;
          return (
            <button
              key={group.id}
              type="button"
              aria-pressed={isSelected}
              aria-controls={detailId(group.id)}
              onClick={() => setSelected((current) => toggleStakeholder(current, group.id))}
              className={cn(
                "flex h-full flex-col items-start gap-3 rounded-card border bg-white p-6 text-left shadow-card",
                "motion-safe:transition-[border-color,background-color,box-shadow] hover:border-brand",
                isSelected ? "border-brand bg-brand-soft ring-2 ring-brand" : "border-line",
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  "flex size-12 items-center justify-center rounded-full",
                  isSelected ? "bg-brand text-white" : "bg-brand-soft text-brand-strong",
                )}
              >
                <Icon className="size-6" />
              </span>
              <span className="text-lg font-semibold text-ink">{group.label}</span>
              <span className="text-sm font-semibold tracking-wide text-brand-strong uppercase">{group.role}</span>
              <span className="flex flex-wrap gap-2">
                {group.members.map((member) => (
                  <span key={member} className="rounded-full bg-surface-soft px-3 py-1 text-sm text-ink-soft ring-1 ring-line">
                    {member}
                  </span>
                ))}
              </span>
            </button>
          );
        })}
      </div>
      <div aria-live="polite" className="mt-4 rounded-card border border-line bg-surface-soft p-5 md:p-6">
        {selected === null ? <p className="text-muted">{stakeholderDiagramText.prompt}</p> : null}
        {stakeholderGroups.map((group) => (
          <div key={group.id} id={detailId(group.id)} hidden={selected !== group.id} data-testid={`stakeholder-detail-${group.id}`}>
            <p className="font-semibold text-ink">
              {group.label}: {group.members.join(", ")}
            </p>
            <p className="mt-2 leading-relaxed text-ink-soft">{group.detail}</p>
          </div>
        ))}
      </div>
      <figcaption className="sr-only">{stakeholderDiagramText.caption}</figcaption>
    </figure>
  );
}
