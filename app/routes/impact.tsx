// /consortium/impact
import { ConsortiumPage } from "~/components/consortium/consortium-page";
import { PartnershipCards } from "~/components/consortium/partnership-cards";
import { ProgrammeCards } from "~/components/consortium/programme-cards";
import { CtaBand } from "~/components/sections/cta-band";
import { TitledSection } from "~/components/sections/titled-section";
import consortium from "~content/data/consortium";
import impact from "~content/pages/impact";
import { Island } from "~/islands/island";
import { metaFor } from "~/lib/seo";
import { ImpactCanvas } from "~/visualisations/impact-particles/impact-canvas";

export const meta = () => metaFor("impact");

const { banner, closing, partnerships, programmes, visualisation } = impact;

export default function ImpactPage() {
  return (
    <ConsortiumPage banner={banner} tab="impact">
      <TitledSection heading={visualisation} align="center">
        <div className="mx-auto max-w-5xl">
          <Island name="impact-canvas" component={ImpactCanvas} />
        </div>
      </TitledSection>
      <TitledSection heading={partnerships} tone="soft">
        <PartnershipCards cards={partnerships.cards} />
      </TitledSection>
      <TitledSection heading={programmes}>
        <ProgrammeCards programmes={consortium.programmes} />
      </TitledSection>
      <CtaBand title={closing.title} text={closing.text} actions={closing.actions} />
    </ConsortiumPage>
  );
}
