import type { Contrast } from "~/components/sections/contrast-list";
import type { Dimension } from "~/components/sections/dimension-list";
import type { Fact } from "~/components/sections/fact-panel";
import type { RoadmapPhase } from "~/components/sections/roadmap";
import type { Story } from "~/components/sections/story-section";
import type { SectionIntro } from "~/components/sections/titled-section";
import { site } from "~/config/site";
import { tagline } from "~/content/tagline";
import type { Action } from "~/content/types";
import { pathTo } from "~/lib/site-routes";

const { productName: product, consortiumName: consortium } = site;

export const banner = {
  eyebrow: "Our Vision",
  title: "Architecting the Economy of Tomorrow",
  subtitle:
    "An economy where trust is measured, ethical debt is visible and prosperity regenerates the communities that create it.",
};

export const economyOfTrust: Story = {
  id: "economy-of-trust",
  eyebrow: "The economy of trust",
  title: "Trust is the asset every economy runs on, and the one it barely measures",
  paragraphs: [
    "A tenant trusts that a landlord will make the repairs. A supplier trusts that the invoice will be paid. A town trusts that a new employer will leave it better than it found it. When that trust holds, transactions are cheaper, relationships last longer and value compounds. When it breaks, the cost arrives all at once.",
    "Yet modern markets measure trust poorly, if at all. Financial statements record what was spent and earned, not what was promised and kept. Ratings and surveys offer opinions about trust, gathered occasionally and validated rarely. The result is an economy that flies blind on its most valuable asset.",
    `${product} exists to change that. We see an economy of trust: one in which the trust between organisations and the people they affect is measured as rigorously as revenue, good conduct is visible and rewarded, and the data that makes it visible is held in trust for the people it describes.`,
  ],
};

export const promise = { quote: tagline, source: `The ${product} promise` };

export const regenerativeSection: SectionIntro = {
  id: "regenerative-prosperity",
  eyebrow: "Regenerative prosperity",
  title: "Prosperity that leaves everyone stronger",
  intro:
    "Prosperity that draws down people and places is borrowed, not earned. Regenerative prosperity leaves every stakeholder, and the world they share, better off than before. We measure it across four dimensions, on one standard.",
};

export const regenerativeDimensions: Dimension[] = [
  {
    key: "environmental",
    title: "Environmental",
    text: "Growth that restores the natural systems it depends on, instead of spending them down.",
  },
  {
    key: "social",
    title: "Social",
    text: "Workplaces, homes and neighbourhoods where people are heard and are better off for the relationship.",
  },
  {
    key: "ethical",
    title: "Ethical",
    text: "Value, risk and voice shared fairly, and made measurable by the quantitative ethical dimension.",
  },
  {
    key: "economic",
    title: "Economic",
    text: "Returns that last, because they are built on relationships that last.",
  },
];

export const debtToPremiumSection: SectionIntro = {
  id: "ethical-debt-to-trust-premium",
  eyebrow: "From ethical debt to trust premium",
  title: "Making the hidden liability visible, and the reward real",
  intro:
    "Ethical debt is what an organisation owes when it takes more trust than it gives back: the supplier paid late, the complaint ignored, the repair deferred one winter too many. Like financial debt it accrues interest. Unlike financial debt, it appears on no balance sheet until it is called in.",
};

export const debtToPremiumLabels = { before: "Ethical debt", after: "Trust premium" };

export const debtToPremium: Contrast[] = [
  {
    subject: "How trust is seen",
    before: "An opinion, surveyed once a year and rarely checked.",
    after: "A validated measure, updated continuously and explained by its evidence.",
  },
  {
    subject: "How risk shows up",
    before: "Hidden until a scandal, a walkout or a wave of departures turns it into a bill.",
    after: "Visible early, as ethical debt that can be managed and paid down.",
  },
  {
    subject: "How conduct is rewarded",
    before: "Good behaviour goes unnoticed, and cutting corners often pays, for a while.",
    after: "Verified ethical action earns P-Points, better prices and a lasting premium.",
  },
  {
    subject: "Who holds the data",
    before: "Whoever collects it, usually with little say for the people it describes.",
    after: "An independent non-profit steward, with consent and synthetic data by design.",
  },
];

export const premiumClaimsTitle = "What published research suggests the premium is worth";

export const communities: Story = {
  id: "role-of-communities",
  eyebrow: "The role of communities",
  title: "Communities help write the measure",
  paragraphs: [
    "An economy of trust cannot be measured from the outside in. The people who live with an organisation's decisions, its employees, customers, tenants and neighbours, know things no disclosure will ever say. They are the primary source of truth about trust, and they deserve a voice, a share and protection.",
    `That is why ${consortium} exists as an independent 501(c)(3). Communities contribute through privacy-first channels, keep control of the data that describes them, and see the insight they help create put to work for them: through P-Points that reward verified good conduct, and through programmes that build the confidence to question the data.`,
    "Community voice is not a box to tick. It is the foundation of the measure, which is why it is governed apart from the company that sells the insights.",
  ],
};

export const communityGainsTitle = "What communities gain";

export const communityGains: Fact[] = [
  { term: "Voice", detail: "A protected channel into how the organisations around them are measured." },
  { term: "Control", detail: "Consent managed by a non-profit steward, with the right to withdraw." },
  { term: "Reward", detail: "P-Points that recognise verified contributions and conduct." },
  { term: "Capability", detail: "Data literacy to question, understand and use the evidence." },
];

export const programmes: Action[] = [
  { label: "Community Voice", to: pathTo("community-voice"), variant: "outline" },
  { label: "Data Literacy", to: pathTo("data-literacy"), variant: "outline" },
];

export const horizonSection: SectionIntro = {
  id: "horizon",
  eyebrow: "The horizon",
  title: "Towards the 2030s",
  intro: "Economies are not rebuilt in a year. This is the direction we are working towards, stage by stage.",
};

export const horizon: RoadmapPhase[] = [
  {
    horizon: "Today",
    title: "Making trust measurable",
    text: "Proving that trust can be quantified with rigour: four headline metrics, one measurement standard and a validation engine that shows its working.",
  },
  {
    horizon: "The next few years",
    title: "Making trust actionable",
    text: "Businesses in the first markets use validated intelligence, scenario modelling and P-Points to pay down ethical debt and earn a visible premium, and communities share in the rewards of their contribution.",
  },
  {
    horizon: "Towards the 2030s",
    title: "Making trust comparable",
    text: "A shared environmental, social, ethical and economic standard lets investors, regulators and communities compare trust across organisations and markets as readily as they compare earnings.",
  },
  {
    horizon: "The 2030s",
    title: "An economy that regenerates",
    text: "An economy in which trust is part of how value is priced, organisations compete to leave their communities stronger, and the people behind the data share in the prosperity it creates.",
  },
];

export const closing = {
  title: "Help architect the economy of tomorrow",
  text: "Read the research behind the vision, join the consortium that protects the people behind the data, or tell us how you would like to take part.",
  actions: [
    { label: "Read the White Paper", to: pathTo("white-paper") },
    { label: "Join the Consortium", to: pathTo("consortium-mission") },
    { label: "Contact Us", to: pathTo("contact") },
  ] satisfies Action[],
};
