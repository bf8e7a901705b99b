import { ClaimFigures } from "~/components/sections/claim-figures";
import { GroupTitle } from "~/components/sections/group-title";
import { Section } from "~/components/sections/section";
import { site } from "~/config/site";
import {
  claimsTitle,
  featuredPaper,
  whitePaperClaims,
  whitePaperClaimsAttribution,
  whitePaperSource,
} from "~/content/pages/insights";
import { FeaturedPaperCard } from "./featured-paper-card";

const headingId = "featured-paper-heading";

/** The insights page's lead section, named by the paper's own title: the paper, then the claims it quotes. */
export function FeaturedPaperSection() {
  return (
    <Section id="featured" aria-labelledby={headingId}>
      <div className="container-page">
        <FeaturedPaperCard paper={featuredPaper} brand={site.productName} headingId={headingId} />
        <GroupTitle>{claimsTitle}</GroupTitle>
        <ClaimFigures figures={whitePaperClaims} attribution={whitePaperClaimsAttribution} source={whitePaperSource} />
      </div>
    </Section>
  );
}
