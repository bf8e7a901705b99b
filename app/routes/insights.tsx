// /insights
import { FeaturedPaperSection } from "~/components/insights/featured-paper-section";
import { InsightCards } from "~/components/insights/insight-cards";
import { CtaBand } from "~/components/sections/cta-band";
import { PageBanner } from "~/components/sections/page-banner";
import { TitledSection } from "~/components/sections/titled-section";
import { banner, closing, moreInsights, moreSection } from "~/content/pages/insights";
import { metaFor } from "~/lib/seo";

export const meta = () => metaFor("insights");

export default function InsightsPage() {
  return (
    <>
      <PageBanner title={banner.title} subtitle={banner.subtitle} />
      <FeaturedPaperSection />
      <TitledSection heading={moreSection} tone="soft">
        <InsightCards insights={moreInsights} />
      </TitledSection>
      <CtaBand title={closing.title} text={closing.text} actions={closing.actions} />
    </>
  );
}
