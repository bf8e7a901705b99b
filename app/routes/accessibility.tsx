// /accessibility
import { ActionLinks } from "~/components/sections/action-links";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { PageBanner } from "~/components/sections/page-banner";
import { StorySection } from "~/components/sections/story-section";
import { TitledSection } from "~/components/sections/titled-section";
import accessibility from "~content/pages/accessibility";
import { metaFor } from "~/lib/seo";

export const meta = () => metaFor("accessibility");

const {
  banner,
  expectations,
  expectationsSection,
  limitations,
  limitationsSection,
  report,
  reportActions,
  review,
  target,
  testing,
  testingSection,
} = accessibility;

/** "November 23, 2026": the review date is a calendar day, so it is read and shown in UTC. */
const reviewDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(
  new Date(review.date),
);

export default function AccessibilityPage() {
  return (
    <>
      <PageBanner eyebrow={banner.eyebrow} title={banner.title} subtitle={banner.subtitle}>
        <p className="text-white/85">
          {review.label} <time dateTime={review.date}>{reviewDate}</time>
        </p>
      </PageBanner>
      <StorySection story={target} />
      <TitledSection heading={expectationsSection} tone="soft">
        <FeatureGrid features={expectations} />
      </TitledSection>
      <TitledSection heading={testingSection}>
        <FeatureGrid features={testing} columns={2} />
      </TitledSection>
      <TitledSection heading={limitationsSection} tone="soft">
        <FeatureGrid features={limitations} columns={2} />
      </TitledSection>
      <StorySection story={report}>
        <ActionLinks actions={reportActions} />
      </StorySection>
    </>
  );
}
