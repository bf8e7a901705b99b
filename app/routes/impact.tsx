// /consortium/impact
import { ConsortiumPage } from "~/components/consortium/consortium-page";
import { PartnershipCards } from "~/components/consortium/partnership-cards";
import { ProgrammeCards } from "~/components/consortium/programme-cards";
import { CtaBand } from "~/components/sections/cta-band";
import { TitledSection } from "~/components/sections/titled-section";
import consortium from "~content/data/consortium";
import impact from "~content/pages/impact";
import { ScriptIsland } from "~/islands/script-island";
import { metaFor } from "~/lib/seo";
import { ImpactCanvas, impactCanvasIsland } from "~/visualisations/impact-particles/impact-canvas";
import impactCanvasScript from "~/browser/impact-canvas.ts?worker&url";

export const meta = () => metaFor("impact");

const { banner, closing, partnerships, programmes, visualisation } = impact;

export default function ImpactPage() {
  return (
    <ConsortiumPage banner={banner} tab="impact">
      <TitledSection heading={visualisation} align="center">
        <div className="mx-auto max-w-5xl">
          <ScriptIsland name={impactCanvasIsland} script={impactCanvasScript}>
            <ImpactCanvas />
          </ScriptIsland>
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
