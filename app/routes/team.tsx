import { CtaBand } from "~/components/sections/cta-band";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { PageBanner } from "~/components/sections/page-banner";
import { Section, SectionHeading } from "~/components/sections/section-heading";
import { TeamGrid } from "~/components/team/team-grid";
import { advisoryPrinciples, banner, closingCta, teamSection } from "~/content/pages/team";
import { teamMembers } from "~/content/team";
import { metaFor } from "~/lib/seo";

export const meta = () => metaFor("team");

export default function TeamPage() {
  return (
    <>
      <PageBanner title={banner.title} subtitle={banner.subtitle} />
      <Section aria-labelledby="team-heading">
        <div className="container-page">
          <SectionHeading id="team-heading" eyebrow={teamSection.eyebrow} title={teamSection.title} intro={teamSection.intro} />
          <TeamGrid members={teamMembers} labelledBy="team-heading" className="mt-12" />
        </div>
      </Section>
      <Section tone="soft" aria-labelledby="advisory-principles-heading">
        <div className="container-page">
          <SectionHeading id="advisory-principles-heading" title={advisoryPrinciples.title} />
          <FeatureGrid features={advisoryPrinciples.items} className="mt-10" />
        </div>
      </Section>
      <CtaBand title={closingCta.title} text={closingCta.text} actions={closingCta.actions} />
    </>
  );
}
