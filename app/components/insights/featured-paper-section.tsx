import { GroupTitle } from "~/components/sections/group-title";
import { Section } from "~/components/sections/section";
import { site } from "~/config/site";
import type { FeaturedPaper, WhitePaperClaims as Claims } from "~/content/pages/insights";
import { whitePaper } from "~/lib/white-paper-content";
import { FeaturedPaperCard } from "./featured-paper-card";
import { WhitePaperClaims } from "./white-paper-claims";

const headingId = "featured-paper-heading";

/** The insights page's lead section, named by the paper's own title: the paper, then the claims it quotes. */
export function FeaturedPaperSection({
  featured,
  claimsTitle,
  claims,
}: {
  featured: FeaturedPaper;
  claimsTitle: string;
  claims: Claims;
}) {
  return (
    <Section id="featured" aria-labelledby={headingId}>
      <div className="container-page">
        <FeaturedPaperCard featured={featured} paper={whitePaper} brand={site.productName} headingId={headingId} />
        <GroupTitle>{claimsTitle}</GroupTitle>
        <WhitePaperClaims claims={claims} />
      </div>
    </Section>
  );
}
