import { BadgeCheck, Compass, Fingerprint, Landmark, Scale, ScanSearch, Waypoints } from "lucide-react";
import type { Contrast } from "~/components/sections/contrast-list";
import type { DetailCard } from "~/components/sections/detail-cards";
import type { Fact } from "~/components/sections/fact-panel";
import type { Story } from "~/components/sections/story-section";
import type { SectionIntro } from "~/components/sections/titled-section";
import { site } from "~/config/site";
import type { Action, Feature } from "~/content/types";
import { pathTo } from "~/lib/site-routes";

const { productName: product, consortiumName: consortium, corporationName: corporation } = site;

export const banner = {
  eyebrow: "What sets us apart",
  title: `The ${product} Difference`,
  subtitle: "Validated, multi-dimensional trust intelligence, governed independently.",
  actions: [
    { label: "Explore the Platform", to: pathTo("platform"), variant: "inverse" },
    { label: "See How It Works", to: pathTo("how-it-works"), variant: "inverse-outline" },
  ] satisfies Action[],
};

export const gapsSection: SectionIntro = {
  id: "why-signals-fall-short",
  eyebrow: "The gap",
  title: "Why today's trust signals fall short",
  intro:
    "Organisations, investors and communities already have ways to judge trust. Each was built for a narrower job, and each leaves a gap that ethical debt slips through.",
};

export const comparisonLabels = { before: "The usual approach", after: `With ${product}` };

export const comparisons: Contrast[] = [
  {
    subject: "ESG ratings",
    before:
      "Built largely on self-reported disclosures, scored by methods that differ from one provider to the next and refreshed infrequently. Two ratings of the same company can disagree sharply.",
    after:
      "Every signal is validated across environmental, social, ethical and economic dimensions and corroborated by independent evidence, on one published standard, with its confidence stated.",
  },
  {
    subject: "Reputation surveys",
    before:
      "Capture what some people think at one moment, from whoever chooses to answer. Easy to influence, hard to verify and blind to the people who have already left.",
    after:
      "Continuous, consented contributions from the people an organisation actually affects, weighted by validation, so that voice becomes evidence rather than noise.",
  },
  {
    subject: "Black-box AI",
    before:
      "Produces confident scores that nobody can explain, trained on data of unclear origin and consent, with biases that are hard to see and harder to challenge.",
    after:
      "Explainable scores traceable to their evidence, built only on privacy-preserving synthetic data, with bias monitoring and blockchain audit trails that authorised auditors can replay.",
  },
];

export const pillarsSection: SectionIntro = {
  id: "four-differences",
  eyebrow: "What makes the difference",
  title: "Four choices no shortcut can replace",
  intro: `Each of these is a design decision, made at the foundation of ${product}. Together they are why a score can be relied on.`,
};

export const pillars: DetailCard[] = [
  {
    title: "Validated, multi-dimensional scoring",
    text: "The multi-dimensional validation engine checks provenance, corroboration, consistency and confidence before any signal moves a score.",
    icon: BadgeCheck,
    points: [
      "Four dimensions measured on one standard",
      "Contradictions flagged, not averaged away",
      "Confidence reported with every result",
    ],
  },
  {
    title: "Privacy-preserving synthetic data",
    text: `${corporation} works only with synthetic data produced by ${consortium} and tagged with consortium unique identifiers.`,
    icon: Fingerprint,
    points: [
      "No raw identifiable data inside the intelligence platform",
      "Every insight traceable without identifying anyone",
      "Withdrawal of consent honoured end to end",
    ],
  },
  {
    title: "Independent non-profit governance",
    text: `${consortium}, an independent 501(c)(3), manages accounts, privacy and consent, and sets the rules the platform must follow.`,
    icon: Landmark,
    points: [
      "Data stewardship kept apart from commercial interest",
      "Published rules and independent audits",
      "Contributors represented, not merely consulted",
    ],
  },
  {
    title: "The quantitative ethical dimension",
    text: "A fairness metric that measures how value, risk and voice are shared between an organisation and the people it affects.",
    icon: Scale,
    points: [
      "Ethics measured as outcomes, not as policies on paper",
      "Fairness compared across stakeholder groups",
      "Computed without exposing any individual",
    ],
  },
];

export const ethicalDimension: Story = {
  id: "quantitative-ethical-dimension",
  eyebrow: "The quantitative ethical dimension",
  title: "Fairness, measured rather than promised",
  paragraphs: [
    "Most ratings treat ethics as a checklist of policies. We treat it as an outcome that can be measured. The quantitative ethical dimension is our fairness metric: it asks not whether an organisation has a code of conduct, but whether the people it affects are treated fairly in practice.",
    "It compares outcomes across stakeholder groups, checks that comparable people in comparable situations are treated alike, and looks at whether those affected have a real voice and a route to redress. Because it is computed from synthetic data, it can examine fairness between groups without exposing any individual.",
    "Alongside the environmental, social and economic dimensions, it completes the picture of regenerative prosperity. It is the reason an organisation cannot score well by being profitable at someone else's expense.",
  ],
};

export const dimensionsTitle = "One of four dimensions, measured on one standard";

export const ethicalFactsTitle = "What the metric looks at";

export const ethicalFacts: Fact[] = [
  { term: "Distribution", detail: "How value and risk are shared between the organisation and its stakeholders." },
  { term: "Consistency", detail: "Whether comparable people in comparable situations receive comparable treatment." },
  { term: "Voice", detail: "Whether those affected are heard and have a route to redress." },
  { term: "Transparency", detail: "Whether decisions that affect people can be explained to them." },
];

export const exploreSection: SectionIntro = {
  id: "keep-exploring",
  title: "See the difference for yourself",
};

export const explore: Feature[] = [
  {
    title: "The Platform",
    text: "Explore the four headline prosperity metrics and the TrustScore engine behind them.",
    icon: ScanSearch,
    action: { label: "Explore the platform", to: pathTo("platform") },
  },
  {
    title: "How it works",
    text: "Follow data from privacy-first contribution to validated insight, step by step.",
    icon: Waypoints,
    action: { label: "See how it works", to: pathTo("how-it-works") },
  },
  {
    title: "Talk to us",
    text: "Ask how validated, independently governed intelligence would change what you know about your organisation.",
    icon: Compass,
    action: { label: "Contact the team", to: pathTo("contact") },
  },
];

export const closing = {
  title: "Measure trust in a way your stakeholders can believe",
  text: "Book a demo and see validated, multi-dimensional scoring on simulated data from a sector like yours.",
  actions: [
    { label: "Request a Demo", to: pathTo("contact", "demo-request") },
    { label: "Contact Us", to: pathTo("contact") },
  ] satisfies Action[],
};
