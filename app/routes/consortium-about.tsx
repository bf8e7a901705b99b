import { IdentitySection, MissionVisionSection, ProblemSection } from "~/components/consortium/about-sections";
import { ConsortiumPage } from "~/components/consortium/consortium-page";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { Section, SectionHeading } from "~/components/sections/section-heading";
import { banner, capabilities, partners } from "~/content/pages/consortium-about";
import { metaFor } from "~/lib/seo";

export const meta = () => metaFor("consortium-about");

export default function ConsortiumAboutPage() {
  return (
    <ConsortiumPage banner={banner} tab="consortium-about">
      <IdentitySection />
      <ProblemSection />
      <Section>
        <div className="container-page">
          <SectionHeading eyebrow={capabilities.eyebrow} title={capabilities.title} />
          <FeatureGrid features={capabilities.items} columns={4} className="mt-12" />
        </div>
      </Section>
      <MissionVisionSection />
      <Section>
        <div className="container-page">
          <SectionHeading eyebrow={partners.eyebrow} title={partners.title} intro={partners.intro} />
          <FeatureGrid features={partners.items} className="mt-12" />
        </div>
      </Section>
    </ConsortiumPage>
  );
}
