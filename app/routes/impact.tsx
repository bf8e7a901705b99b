import { ConsortiumPage } from "~/components/consortium/consortium-page";
import { PartnershipCards } from "~/components/consortium/partnership-cards";
import { ProgrammeCards } from "~/components/consortium/programme-cards";
import { CtaBand } from "~/components/sections/cta-band";
import { Section, SectionHeading } from "~/components/sections/section-heading";
import { banner, closing, partnerships, programmes, visualisation } from "~/content/pages/impact";
import { Island } from "~/islands/island";
import { metaFor } from "~/lib/seo";
import { ImpactCanvas } from "~/visualisations/impact-particles/impact-canvas";

export const meta = () => metaFor("impact");

export default function ImpactPage() {
  return (
    <ConsortiumPage banner={banner} tab="impact">
      <Section aria-labelledby="impact-visualisation-heading">
        <div className="container-page">
          <SectionHeading
            id="impact-visualisation-heading"
            eyebrow={visualisation.eyebrow}
            title={visualisation.title}
            intro={visualisation.intro}
            align="center"
          />
          <div className="mx-auto mt-12 max-w-5xl">
            <Island name="impact-canvas" component={ImpactCanvas} />
          </div>
        </div>
      </Section>
      <Section tone="soft">
        <div className="container-page">
          <SectionHeading eyebrow={partnerships.eyebrow} title={partnerships.title} intro={partnerships.intro} />
          <div className="mt-12">
            <PartnershipCards cards={partnerships.cards} />
          </div>
        </div>
      </Section>
      <Section>
        <div className="container-page">
          <SectionHeading eyebrow={programmes.eyebrow} title={programmes.title} intro={programmes.intro} />
          <div className="mt-12">
            <ProgrammeCards programmes={programmes.items} />
          </div>
        </div>
      </Section>
      <CtaBand title={closing.title} text={closing.text} actions={closing.actions} />
    </ConsortiumPage>
  );
}
