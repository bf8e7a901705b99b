import { ConsortiumPage } from "~/components/consortium/consortium-page";
import { EntityCards } from "~/components/consortium/entity-cards";
import { PracticePanel } from "~/components/consortium/practice-panel";
import { StewardshipFlow } from "~/components/consortium/stewardship-flow";
import { CtaBand } from "~/components/sections/cta-band";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { Section, SectionHeading } from "~/components/sections/section-heading";
import {
  banner,
  biasMitigation,
  closing,
  dataFlow,
  dualEntity,
  explainability,
  handling,
} from "~/content/pages/data-stewardship";
import { metaFor } from "~/lib/seo";

export const meta = () => metaFor("data-stewardship");

export default function DataStewardshipPage() {
  return (
    <ConsortiumPage banner={banner} tab="data-stewardship">
      <Section>
        <div className="container-page">
          <SectionHeading eyebrow={dualEntity.eyebrow} title={dualEntity.title} intro={dualEntity.intro} />
          <div className="mt-12">
            <EntityCards entities={dualEntity.entities} />
          </div>
        </div>
      </Section>
      <Section tone="soft">
        <div className="container-page">
          <SectionHeading eyebrow={handling.eyebrow} title={handling.title} intro={handling.intro} />
          <FeatureGrid features={handling.items} className="mt-12" />
        </div>
      </Section>
      <Section>
        <div className="container-page">
          <SectionHeading eyebrow={dataFlow.eyebrow} title={dataFlow.title} intro={dataFlow.intro} align="center" />
          <div className="mt-12">
            <StewardshipFlow stages={dataFlow.stages} boundary={dataFlow.boundary} caption={dataFlow.caption} />
          </div>
        </div>
      </Section>
      <Section tone="soft">
        <div className="container-page grid gap-6 lg:grid-cols-2">
          <PracticePanel practice={biasMitigation} />
          <PracticePanel practice={explainability} />
        </div>
      </Section>
      <CtaBand title={closing.title} text={closing.text} actions={closing.actions} />
    </ConsortiumPage>
  );
}
