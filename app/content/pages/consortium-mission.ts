import { BadgeCheck, Eye, HandCoins, HandHeart, Lock, Scale, Sprout, UsersRound, Building2 } from "lucide-react";
import { site } from "~/config/site";
import type { Action, Feature } from "~/content/types";
import { pathTo } from "~/lib/site-routes";

const { consortiumName: consortium, corporationName: corporation, productName: product } = site;

export const banner = {
  eyebrow: "501(c)(3) non-profit data steward",
  title: "Our Mission",
  subtitle: `${consortium} guards the data so that trust can be measured fairly. We hold what people share in trust, and we release only what protects them.`,
};

export const heroActions: Action[] = [
  { label: "Get Involved", to: pathTo("get-involved"), variant: "inverse" },
  { label: "How We Steward Data", to: pathTo("data-stewardship"), variant: "inverse-outline" },
];

export const purpose = {
  id: "why-we-exist",
  eyebrow: "Why we exist",
  title: "Trust should never be measured by those who profit from the measurement",
  paragraphs: [
    `Every organisation carries an ethical debt: the gap between the trust it claims and the trust it has earned from its tenants, workers, customers and neighbours. Making that debt visible takes the lived experience of real people, and that experience is too valuable and too personal to hand to a company.`,
    `So ${consortium} stands between the people who provide data and the corporation that turns it into intelligence. We manage accounts, privacy and consent. We guard raw identifiable data, including individually controlled data, and it never leaves our custody. What we release is privacy-preserving synthetic data, tagged with consortium unique identifiers, so that ${corporation} can build validated insights without ever seeing a person.`,
    `Our mission is to make trust measurable in a way that is fair to everyone it measures: communities are heard, contributors share in the value they create, and organisations are judged on evidence rather than on reputation.`,
  ],
};

export const principles = {
  id: "principles",
  eyebrow: "Our principles",
  title: "Six commitments that govern everything we do",
  intro:
    "They are written into our governance, our contracts with partners and the way our systems are built, so that they hold even when they are inconvenient.",
  items: [
    {
      title: "Consent before collection",
      text: "Nothing is gathered without informed, specific consent. Contributors choose what they share, see how it is used and can withdraw at any time.",
      icon: HandHeart,
    },
    {
      title: "Privacy by design",
      text: "Identifiable data stays inside the consortium. Only privacy-preserving synthetic data, tagged with consortium unique identifiers, is ever released.",
      icon: Lock,
    },
    {
      title: "Independent stewardship",
      text: `As a 501(c)(3) non-profit we answer to our mission, not to shareholders. ${corporation} has no access to raw data and no say in how we govern it.`,
      icon: Scale,
    },
    {
      title: "Fairness you can measure",
      text: "We test every model and dataset for bias, and track fairness with the quantitative ethical dimension, so that no group is scored on data that does not represent it.",
      icon: BadgeCheck,
    },
    {
      title: "Transparency and accountability",
      text: "Every consent, transformation and release is recorded in a blockchain audit trail that independent reviewers can verify.",
      icon: Eye,
    },
    {
      title: "Shared value",
      text: "The people whose experience powers the insights share in what they create, through incentive units and programmes that return value to their communities.",
      icon: HandCoins,
    },
  ] satisfies Feature[],
};

export const ecosystem = {
  id: "bigger-picture",
  eyebrow: "The bigger picture",
  title: `One part of the ${product} ecosystem`,
  intro: `The consortium is the trusted half of a dual-entity model. Contributors provide data through privacy-first channels, the consortium turns it into safe synthetic data, and ${corporation} turns that into prosperity intelligence for subscribers.`,
  groups: [
    {
      title: "Contributors",
      text: "Communities, investors and philanthropists who provide data and resources.",
      icon: UsersRound,
    },
    {
      title: "Subscribers",
      text: "Businesses that use validated insights to reduce ethical debt and grow.",
      icon: Building2,
    },
    {
      title: "Support",
      text: "Researchers and data infrastructure partners who keep the system rigorous.",
      icon: Sprout,
    },
  ],
  action: { label: `Explore the ${product} Ecosystem`, to: pathTo("ecosystem"), variant: "inverse" } satisfies Action,
};

export const join = {
  id: "join-us",
  eyebrow: "Join us",
  title: "Add your voice, or help us carry it further",
  cards: [
    {
      title: "Contribute your experience",
      text: "Residents, workers, customers and community groups: share how organisations really treat you, safely and on your terms. Your identity stays with us; your voice shapes the score.",
      action: { label: "Start Contributing", to: pathTo("get-involved", "data-contribution") },
      tone: "brand",
    },
    {
      title: "Partner with the consortium",
      text: "Businesses, researchers, funders and infrastructure partners: help us build a fairer way to measure trust, and put your name to the standard the market will rely on.",
      action: { label: "Explore Partnerships", to: pathTo("get-involved", "partner-with-us") },
      tone: "night",
    },
  ] as const satisfies readonly { title: string; text: string; action: Action; tone: "brand" | "night" }[],
};
