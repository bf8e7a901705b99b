// /platform/about-us
import { DualEntityArchitecture } from "~/components/sections/dual-entity-architecture";
import { FactPanel } from "~/components/sections/fact-panel";
import { GroupTitle } from "~/components/sections/group-title";
import { StorySection } from "~/components/sections/story-section";
import { TitledSection } from "~/components/sections/titled-section";
import { ActionLinks } from "~/components/sections/action-links";
import { CtaBand } from "~/components/sections/cta-band";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { PageBanner } from "~/components/sections/page-banner";
import corporationAbout from "~content/pages/corporation-about";
import howItWorks from "~content/pages/how-it-works";
import { metaFor } from "~/lib/seo";

export const meta = () => metaFor("corporation-about");

const {
  banner,
  closing,
  facts,
  factsTitle,
  more,
  moreSection,
  products,
  productsSection,
  relationshipSection,
  separation,
  separationTitle,
  values,
  valuesSection,
  whoWeAre,
} = corporationAbout;
const { architecture } = howItWorks;

export default function CorporationAboutPage() {
  return (
    <>
      <PageBanner eyebrow={banner.eyebrow} title={banner.title} subtitle={banner.subtitle}>
        <ActionLinks actions={banner.actions} />
      </PageBanner>
      <StorySection story={whoWeAre} aside={<FactPanel title={factsTitle} facts={facts} />} />
      <TitledSection heading={productsSection} tone="soft">
        <FeatureGrid features={products} />
      </TitledSection>
      <TitledSection heading={relationshipSection}>
        <DualEntityArchitecture content={architecture} />
        <GroupTitle>{separationTitle}</GroupTitle>
        <FeatureGrid features={separation} />
      </TitledSection>
      <TitledSection heading={valuesSection} tone="soft">
        <FeatureGrid features={values} />
      </TitledSection>
      <TitledSection heading={moreSection}>
        <FeatureGrid features={more} />
      </TitledSection>
      <CtaBand title={closing.title} text={closing.text} actions={closing.actions} />
    </>
  );
}
