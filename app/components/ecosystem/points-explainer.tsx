import { ShieldAlert } from "lucide-react";
import { DetailCards } from "~/components/sections/detail-cards";
import { TitledSection } from "~/components/sections/titled-section";
import { ActionButton } from "~/components/sections/action-links";
import { Card } from "~/components/ui/card";
import type { PointsDefences } from "~/content/pages/ecosystem";
import type { DetailCard, SectionIntro } from "~/content/schema/blocks";

/** The two-tier points architecture in brief, with its defences against gaming. */
export function PointsExplainer({
  heading,
  tiers,
  defences,
}: {
  heading: SectionIntro;
  tiers: DetailCard[];
  defences: PointsDefences;
}) {
  return (
    <TitledSection heading={heading}>
      <DetailCards cards={tiers} columns={2} />
      <Card
        tone="accent"
        padding="large"
        className="mt-6 flex flex-col gap-5 md:flex-row md:items-center md:justify-between"
      >
        <div className="flex gap-4">
          <ShieldAlert aria-hidden="true" className="mt-1 size-6 shrink-0 text-accent" />
          <div className="max-w-3xl">
            <h3 className="text-lg font-semibold text-ink">{defences.title}</h3>
            <p className="mt-2 leading-relaxed text-ink-soft">{defences.text}</p>
          </div>
        </div>
        <ActionButton action={defences.action} className="self-start md:self-center" />
      </Card>
    </TitledSection>
  );
}
