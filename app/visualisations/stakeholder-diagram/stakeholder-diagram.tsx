import { Building2, FlaskConical, HandCoins, type LucideIcon } from "lucide-react";
import { useId, useState } from "react";
import { cardVariants } from "~/components/ui/card";
import { Eyebrow } from "~/components/ui/eyebrow";
import type { StakeholderGroupId } from "~/content/visualisations/stakeholder-groups";
import { cn } from "~/lib/cn";
import stakeholderGroupsData from "~content/data/stakeholder-groups";
import { toggleStakeholder, type StakeholderSelection } from "./selection";

const { groups: stakeholderGroups, text: stakeholderDiagramText } = stakeholderGroupsData;

/** Each group's icon: in code, so the island ships only the three it draws. */
const groupIcons: Record<StakeholderGroupId, LucideIcon> = {
  contributors: HandCoins,
  subscribers: Building2,
  support: FlaskConical,
};

/**
 * The stakeholder diagram (docs/product.md#stakeholder-diagram): three group cards. Choosing a card
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
          const Icon = groupIcons[group.id];
          return (
            <button
              key={group.id}
              type="button"
              aria-pressed={isSelected}
              aria-controls={detailId(group.id)}
              onClick={() => setSelected((current) => toggleStakeholder(current, group.id))}
              className={cn(
                cardVariants({ tone: isSelected ? "selected" : "raised" }),
                "flex h-full flex-col items-start gap-3 text-left",
                "motion-safe:transition-[border-color,background-color,box-shadow] hover:border-brand",
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  "flex size-12 items-center justify-center rounded-full",
                  isSelected ? "bg-brand text-on-fill" : "bg-brand-soft text-brand-strong",
                )}
              >
                <Icon className="size-6" />
              </span>
              <span className="text-lg font-semibold text-ink">{group.label}</span>
              <Eyebrow as="span">{group.role}</Eyebrow>
              <span className="flex flex-wrap gap-2">
                {group.members.map((member) => (
                  <span
                    key={member}
                    className="rounded-full bg-surface-soft px-3 py-1 text-sm text-ink-soft ring-1 ring-line"
                  >
                    {member}
                  </span>
                ))}
              </span>
            </button>
          );
        })}
      </div>
      <div aria-live="polite" className={cn(cardVariants({ tone: "soft", padding: "small" }), "mt-4 md:p-6")}>
        {selected === null ? <p className="text-muted">{stakeholderDiagramText.prompt}</p> : null}
        {stakeholderGroups.map((group) => (
          <div
            key={group.id}
            id={detailId(group.id)}
            hidden={selected !== group.id}
            data-testid={`stakeholder-detail-${group.id}`}
          >
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
