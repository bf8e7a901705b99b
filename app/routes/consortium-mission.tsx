import { ConsortiumPage } from "~/components/consortium/consortium-page";
import { EcosystemSection, JoinSection, PurposeSection } from "~/components/consortium/mission-sections";
import { ActionLinks } from "~/components/sections/action-links";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { Section, SectionHeading } from "~/components/sections/section-heading";
import { banner, heroActions, principles } from "~/content/pages/consortium-mission";
import { metaFor } from "~/lib/seo";

export const meta = () => metaFor("consortium-mission");

/** Also serves every unknown path under /consortium (spec 2.1 catch-all). */
export default function ConsortiumMissionPage() {
  return (
    <ConsortiumPage banner={banner} tab="consortium-mission" heroActions={<ActionLinks actions={heroActions} />}>
      <PurposeSection />
      <Section tone="soft">
        <div className="container-page">
          <SectionHeading eyebrow={principles.eyebrow} title={principles.title} intro={principles.intro} />
          <FeatureGrid features={principles.items} className="mt-12" />
        </div>
      </Section>
      <EcosystemSection />
      <JoinSection />
    </ConsortiumPage>
  );
}
