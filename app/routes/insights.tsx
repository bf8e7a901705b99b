import { ClaimFigures } from "~/components/corporation/claim-figures";
import { GroupTitle } from "~/components/corporation/group-title";
import { TitledSection } from "~/components/corporation/titled-section";
import { FeaturedPaperCard } from "~/components/insights/featured-paper-card";
import { InsightCards } from "~/components/insights/insight-cards";
import { CtaBand } from "~/components/sections/cta-band";
import { PageBanner } from "~/components/sections/page-banner";
import { Section } from "~/components/sections/section-heading";
import { site } from "~/config/site";
import {
  banner,
  claimsTitle,
  closing,
  featuredPaper,
  moreInsights,
  moreSection,
  whitePaperClaims,
  whitePaperClaimsAttribution,
  whitePaperSource,
} from "~/content/pages/insights";
import { metaFor } from "~/lib/seo";

export const meta = () => metaFor("insights");

export default function InsightsPage() {
  return (
    <>
      <PageBanner title={banner.title} subtitle={banner.subtitle} />
      <Section id="featured" aria-labelledby="featured-paper-heading">
        <div className="container-page">
          <FeaturedPaperCard paper={featuredPaper} brand={site.productName} headingId="featured-paper-heading" />
          <GroupTitle>{claimsTitle}</GroupTitle>
          <ClaimFigures
            figures={whitePaperClaims}
            attribution={whitePaperClaimsAttribution}
            source={whitePaperSource}
          />
        </div>
      </Section>
      <TitledSection heading={moreSection} tone="soft">
        <InsightCards insights={moreInsights} />
      </TitledSection>
      <CtaBand title={closing.title} text={closing.text} actions={closing.actions} />
    </>
  );
}
