// /consortium/about-us
import { ConsortiumPage } from "~/components/consortium/consortium-page";
import { FactPanel } from "~/components/sections/fact-panel";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { PullQuote } from "~/components/sections/pull-quote";
import { StatementCards } from "~/components/sections/statement-cards";
import { StorySection } from "~/components/sections/story-section";
import { TitledSection } from "~/components/sections/titled-section";
import { Paragraphs } from "~/components/ui/paragraphs";
import about from "~content/pages/consortium-about";
import { metaFor } from "~/lib/seo";

export const meta = () => metaFor("consortium-about");

const { banner, capabilities, identity, missionVision, partners, problem } = about;

export default function ConsortiumAboutPage() {
  return (
    <ConsortiumPage banner={banner} tab="consortium-about">
      <StorySection
        story={identity}
        aside={<FactPanel facts={identity.facts} emphasis="detail" edge="brand" aria-label={identity.factsLabel} />}
      />
      <TitledSection
        heading={problem}
        tone="soft"
        layout="beside"
        lead={<PullQuote quote={problem.quote} tone="raised" />}
      >
        <Paragraphs paragraphs={problem.paragraphs} />
      </TitledSection>
      <TitledSection heading={capabilities}>
        <FeatureGrid features={capabilities.items} columns={4} />
      </TitledSection>
      <TitledSection heading={missionVision} tone="night">
        <StatementCards statements={[missionVision.mission, missionVision.vision]} />
      </TitledSection>
      <TitledSection heading={partners}>
        <FeatureGrid features={partners.items} />
      </TitledSection>
    </ConsortiumPage>
  );
}
