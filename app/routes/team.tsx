// /team
import { CtaBand } from "~/components/sections/cta-band";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { PageBanner } from "~/components/sections/page-banner";
import { headingIdOf } from "~/components/sections/section";
import { TitledSection } from "~/components/sections/titled-section";
import { TeamGrid } from "~/components/team/team-grid";
import teamPage from "~content/pages/team";
import { metaFor } from "~/lib/seo";
import { shownTeam } from "~/lib/shown-team";

export const meta = () => metaFor("team");

const { advisoryPrinciples, advisoryPrinciplesSection, banner, closingCta, teamSection } = teamPage;

export default function TeamPage() {
  return (
    <>
      <PageBanner title={banner.title} subtitle={banner.subtitle} />
      <TitledSection heading={teamSection}>
        <TeamGrid members={shownTeam} labelledBy={headingIdOf(teamSection.id)} anchors priority />
      </TitledSection>
      <TitledSection heading={advisoryPrinciplesSection} tone="soft">
        <FeatureGrid features={advisoryPrinciples} />
      </TitledSection>
      <CtaBand title={closingCta.title} text={closingCta.text} actions={closingCta.actions} />
    </>
  );
}
