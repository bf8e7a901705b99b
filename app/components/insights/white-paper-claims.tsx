import { ClaimFigures } from "~/components/sections/claim-figures";
import type { WhitePaperClaims as Claims } from "~/content/pages/insights";
import { whitePaper } from "~/lib/white-paper-content";

/**
 * The figures the white paper quotes, always with their attribution to it. The paper's title,
 * version and date are read from the paper itself, so a new edition updates every page that
 * shows them (Insights, Our Vision, Investors).
 */
export function WhitePaperClaims({ claims, tone }: { claims: Claims; tone?: "plain" | "night" }) {
  const { before, after } = claims.attribution;
  return (
    <ClaimFigures
      figures={claims.figures}
      attribution={`${before} "${whitePaper.title}" (version ${whitePaper.version}, ${whitePaper.date}) ${after}`}
      source={claims.source}
      tone={tone}
    />
  );
}
