import type { ClaimFigure } from "~/components/sections/claim-figures";
import type { SectionIntro } from "~/components/sections/titled-section";
import type { InsightLink } from "~/components/insights/insight-cards";
import { site } from "~/config/site";
import type { Action } from "~/content/types";
import { whitePaper } from "~/content/white-paper";
import { pathTo } from "~/lib/site-routes";

const { productName: product, consortiumName: consortium } = site;

export const banner = {
  title: "Insights",
  subtitle: "Research and perspectives on ethical debt and the trust premium.",
};

export const featuredPaper = {
  label: "Featured white paper",
  title: whitePaper.title,
  version: whitePaper.version,
  date: whitePaper.date,
  abstract: whitePaper.abstract,
  topics: ["Ethical debt", "The trust premium", "Dual-entity architecture", "P-Points"],
  action: { label: "Read the White Paper", to: pathTo("white-paper") } satisfies Action,
};

/**
 * Figures the white paper quotes from published research (its section 3.1): claims,
 * shown with their qualifiers and their source wherever they appear.
 */
export const whitePaperClaims: ClaimFigure[] = [
  { qualifier: "Up to", value: "2.5x", label: "market returns compared with low-trust peers" },
  { qualifier: "Around", value: "50%", label: "revenue growth above comparable organisations" },
  { qualifier: "Up to", value: "20%", label: "price premium customers pay to organisations they trust" },
  { value: "30%", label: "lower operating costs" },
  { value: "70 to 120%", label: "higher profitability in the best-performing cases" },
];

export const whitePaperClaimsAttribution = `Claims quoted in the white paper "${whitePaper.title}" (version ${whitePaper.version}, ${whitePaper.date}) from published research on organisations with high trust or strong sustainability practices. They vary by study and sector, and they are not measurements made by ${product} or promised outcomes.`;

export const whitePaperSource = { label: "Read the white paper", to: pathTo("white-paper") };

export const claimsTitle = "Claims quoted in the paper";

export const moreSection: SectionIntro = {
  id: "more-insights",
  eyebrow: "Explore further",
  title: "Perspectives from across the ecosystem",
  intro: `Essays and explainers from ${product} and ${consortium} on measuring trust, governing data and building regenerative prosperity.`,
};

export const moreInsights: InsightLink[] = [
  {
    kind: "Vision",
    title: "Architecting the Economy of Tomorrow",
    text: "Our vision of an economy of trust: regenerative prosperity, the journey from ethical debt to trust premium, and the role of communities.",
    to: pathTo("vision"),
  },
  {
    kind: "Explainer",
    title: "How It Works",
    text: "From privacy-first data contribution to validated insight: the three steps, the dual-entity architecture and the safeguards.",
    to: pathTo("how-it-works"),
  },
  {
    kind: "Perspective",
    title: `The ${product} Difference`,
    text: "Why ESG ratings, reputation surveys and black-box AI leave gaps, and what validated, independently governed scoring does instead.",
    to: pathTo("the-difference"),
  },
  {
    kind: "Explainer",
    title: "P-Points: The Prosperity Currency",
    text: "The two-tier points architecture, its defences against gaming and how it drives dynamic pricing.",
    to: pathTo("prosperity-points"),
  },
  {
    kind: "Governance",
    title: "Responsible Data & AI Governance",
    text: "How the consortium handles consent, synthetic data, bias mitigation and explainability.",
    to: pathTo("data-stewardship"),
  },
  {
    kind: "Impact",
    title: "Our Impact",
    text: "How individual voices become collective insight: partnerships, community programmes and data literacy.",
    to: pathTo("impact"),
  },
];

export const closing = {
  title: "Discuss the research with us",
  text: "Questions about the white paper, a research collaboration or a briefing for your team: we would be glad to talk.",
  actions: [
    { label: "Contact Us", to: pathTo("contact") },
    { label: "Read the White Paper", to: pathTo("white-paper") },
  ] satisfies Action[],
};
