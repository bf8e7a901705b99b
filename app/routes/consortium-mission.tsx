// /consortium (and every unknown path under it)
import { ConsortiumPage } from "~/components/consortium/consortium-page";
import { JoinCards } from "~/components/consortium/join-cards";
import { ActionButton } from "~/components/sections/action-links";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { IconList } from "~/components/sections/icon-list";
import { TitledSection } from "~/components/sections/titled-section";
import { Paragraphs } from "~/components/ui/paragraphs";
import mission from "~content/pages/consortium-mission";
import { metaFor } from "~/lib/seo";

export const meta = () => metaFor("consortium-mission");

const { banner, ecosystem, heroActions, join, principles, purpose } = mission;

/** Also serves every unknown path under /consortium (docs/product.md#routes). */
export default function ConsortiumMissionPage() {
  return (
    <ConsortiumPage banner={banner} tab="consortium-mission" heroActions={heroActions}>
      <TitledSection heading={purpose} layout="beside">
        <Paragraphs paragraphs={purpose.paragraphs} />
      </TitledSection>
      <TitledSection heading={principles} tone="soft">
        <FeatureGrid features={principles.items} />
      </TitledSection>
      <TitledSection heading={ecosystem} tone="night" layout="beside" lead={<ActionButton action={ecosystem.action} />}>
        <IconList items={ecosystem.groups} tone="night" />
      </TitledSection>
      <TitledSection heading={join} align="center">
        <JoinCards cards={join.cards} />
      </TitledSection>
    </ConsortiumPage>
  );
}
