import { site } from "~/config/site";
import type { PageMeta } from "~/lib/page-meta-type";
import type { PageId } from "~/route-table";

const { productName: product, consortiumName: consortium, corporationName: corporation } = site;

/** Each page's title and search description: read by its route's `meta`, its social image and the tests. */
export const pageMetas: Record<PageId, PageMeta> = {
  home: {
    title: `${product}: Quantify Trust. Power Regenerative Prosperity.`,
    description: `${product} turns hidden ethical debt into measurable regenerative return with validated trust intelligence, built on privacy-preserving synthetic data.`,
  },
  ecosystem: {
    title: `About the ${product} Ecosystem`,
    description: `How ${corporation} and the non-profit ${consortium} work together: contributors, subscribers and support partners in one trust-intelligence network.`,
  },
  platform: {
    title: "TrustScore Intelligence Platform",
    description: `Explore the ${product} TrustScore engine: four headline prosperity metrics, dynamic pricing results and a live view of how data converges into insight.`,
  },
  solutions: {
    title: "Solutions",
    description: `${product} solutions for enterprise leaders: trust scoring, scenario modelling and dynamic pricing that turn ethical performance into market advantage.`,
  },
  "dynamic-pricing": {
    title: "Dynamic Pricing with P-Points",
    description: `Reward ethical behaviour at the point of sale. ${product} dynamic pricing links prices to verified trust through P-Points, with illustrative rental-housing results.`,
  },
  "prosperity-intelligence": {
    title: "Quantitative Prosperity Intelligence",
    description: `Quantified prosperity insights: how ${product} measures environmental, social, ethical and economic value to reveal systemic trust in markets and communities.`,
  },
  "how-it-works": {
    title: "How It Works",
    description: `From privacy-first data contribution to validated insight: the three steps, the dual-entity architecture and the safeguards behind every ${product} score.`,
  },
  "prosperity-points": {
    title: "P-Points: The Prosperity Currency",
    description: `P-Points are ${product}'s two-tier points currency that rewards verified ethical action and powers dynamic pricing, with defences built in against gaming.`,
  },
  "corporation-about": {
    title: `About ${corporation}`,
    description: `${corporation} builds the ${product} trust-intelligence platform, using only the consortium's synthetic data to deliver validated prosperity insights.`,
  },
  investors: {
    title: "Investors",
    description: `Invest in the infrastructure of trust. Why systemic and institutional investors back ${product}: market, model, governance and the path to scale.`,
  },
  "the-difference": {
    title: `The ${product} Difference`,
    description: `What sets ${product} apart from ESG ratings and reputation surveys: validated multi-dimensional scoring, synthetic data and independent non-profit governance.`,
  },
  "consortium-mission": {
    title: `Our Mission: ${consortium}`,
    description: `${consortium} is the independent 501(c)(3) data steward behind ${product}: guarding raw data, consent and privacy so that trust can be measured fairly.`,
  },
  "data-stewardship": {
    title: "Responsible Data & AI Governance",
    description: `How ${consortium} handles data: consent, privacy, synthetic data with consortium identifiers, bias mitigation, explainability and audit trails.`,
  },
  impact: {
    title: "Our Impact",
    description: `How ${consortium} turns individual voices into collective insight: partnerships, community programmes and data literacy for a regenerative economy.`,
  },
  "community-voice": {
    title: "Community Voice Programme",
    description: `The Community Voice programme gives residents, workers and customers a protected, consented channel to shape how organisations are measured.`,
  },
  "data-literacy": {
    title: "Data Literacy Programme",
    description: `The Data Literacy programme helps communities and small organisations understand, question and use the data that describes them.`,
  },
  "get-involved": {
    title: "Get Involved",
    description: `Join ${consortium} as an investor, business, data contributor, researcher, donor or team member, and help build the economy of trust.`,
  },
  "consortium-about": {
    title: `About ${consortium}`,
    description: `${consortium} is an independent 501(c)(3) non-profit and ethical governance body: its problem statement, capabilities, mission, vision and partners.`,
  },
  team: {
    title: "Team & Advisors",
    description: `Meet the founder and the ten advisors guiding ${product} across strategy, technology, go-to-market, ethics and governance, and research.`,
  },
  contact: {
    title: "Contact Us",
    description: `Contact the ${product} team: request a demo, discuss investment, partner with the consortium, contribute data or collaborate on research.`,
  },
  privacy: {
    title: "Privacy Policy",
    description: `How ${corporation} and ${consortium} handle what you send through this website: what is stored, why, for how long, who sees it and your rights.`,
  },
  terms: {
    title: "Terms of Service",
    description: `The terms that govern your use of the ${product} website, its content, the white paper and the forms you submit through it.`,
  },
  vision: {
    title: "Our Vision: Architecting the Economy of Tomorrow",
    description: `${product}'s vision of an economy where trust is measured, ethical debt is visible and prosperity is regenerative for business and community alike.`,
  },
  insights: {
    title: "Insights",
    description: `Research and perspectives from ${product}, featuring the white paper on ethical debt and the trust premium (version 3.0, July 2025).`,
  },
  company: {
    title: "Company: Our Mission",
    description: `The mission of ${corporation}, the team building ${product} and the department addresses to reach us, with a direct contact form.`,
  },
  "white-paper": {
    title: "White Paper: Ethical Debt and the Trust Premium",
    description: `Read the ${product} white paper (version 3.0, July 2025): how ethical debt hides in balance sheets and how validated trust becomes a measurable premium.`,
  },
  "schedule-demo": {
    title: "Schedule a Demo",
    description: `Book a 30-45 minute personalised ${product} demo: TrustScore intelligence, quantified prosperity insights and the dual-entity architecture in action.`,
  },
};
