// /team
import { CtaBand } from "~/components/sections/cta-band";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { PageBanner } from "~/components/sections/page-banner";
import { headingIdOf } from "~/components/sections/section";
import { TitledSection } from "~/components/sections/titled-section";
import { TeamGrid } from "~/components/team/team-grid";
import { advisoryPrinciples, banner, closingCta, teamSection } from "~/content/pages/team";
import { teamMembers } from "~/content/team";
import { metaFor } from "~/lib/seo";

export const meta = () => metaFor("team");

export default function TeamPage() {
  return (
    <>
      <PageBanner title={banner.title} subtitle={banner.subtitle} />
      <TitledSection heading={teamSection}>
        <TeamGrid members={teamMembers} labelledBy={headingIdOf(teamSection.id)} />
      </TitledSection>
      <TitledSection heading={advisoryPrinciples} tone="soft">
        <FeatureGrid features={advisoryPrinciples.items} />
      </TitledSection>
      <CtaBand title={closingCta.title} text={closingCta.text} actions={closingCta.actions} />
    </>
  );
}
