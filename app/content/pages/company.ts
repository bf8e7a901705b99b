import type { LucideIcon } from "lucide-react";
import { CalendarCheck, Eye, Handshake, Scale, Sprout, TrendingUp } from "lucide-react";
import { site } from "~/config/site";
import type { Action } from "~/content/types";
import { pathTo } from "~/lib/site-routes";

const { productName: product, corporationName: corporation, consortiumName: consortium, emails } = site;

export const banner = {
  title: "Our Mission",
  subtitle: `The company behind ${product}, the people building it and how to reach them.`,
};

export const mission = {
  id: "mission",
  eyebrow: "Why we exist",
  title: "Make trust measurable, and make it pay",
  statement: `${corporation} exists to turn the hidden ethical debt inside organisations into measurable regenerative return, so that doing right by people and places becomes the obvious business decision.`,
  paragraphs: [
    `Every organisation carries a balance it never reports: the goodwill of its tenants, workers, customers and neighbours, or the slow loss of it. When that balance runs down, it shows up later as vacancies, churn, higher costs and damaged reputations. We call it ethical debt, and we built ${product} to measure it before it comes due.`,
    `${product} combines environmental, social, ethical and economic signals into validated trust intelligence: scores, scenarios and quantified prosperity insights that leaders can act on and investors can rely on. Because those insights are built only from privacy-preserving synthetic data supplied by the independent, non-profit ${consortium}, no one has to give up their privacy for their voice to count.`,
  ],
};

export const beliefs = {
  id: "beliefs",
  title: "What we believe",
  items: [
    {
      title: "Trust is an asset",
      text: "Trust earns a premium in every market it touches. It belongs on the balance sheet of decisions, not in the footnotes of a sustainability report.",
      icon: TrendingUp,
    },
    {
      title: "What is measured can be repaired",
      text: "Ethical debt stays invisible until someone measures it. Validated, explainable metrics turn good intentions into plans, targets and results.",
      icon: Scale,
    },
    {
      title: "Data belongs to the people it describes",
      text: `Raw data stays with ${consortium}, under consent and independent governance. We learn from synthetic data, never from anyone's personal records.`,
      icon: Eye,
    },
    {
      title: "Prosperity should regenerate",
      text: "The best return is one that leaves communities, workplaces and ecosystems stronger than it found them, and compounds from there.",
      icon: Sprout,
    },
  ],
};

export const organisations = {
  id: "organisations",
  title: "Two organisations, one purpose",
  intro: `${product} is built by a company and governed by a non-profit. Each keeps the other honest.`,
  items: [
    {
      title: corporation,
      text: `The for-profit company that builds and runs the ${product} platform: the TrustScore engine, scenario modelling and dynamic pricing with P-Points.`,
      action: { label: `About ${corporation}`, to: pathTo("corporation-about") },
    },
    {
      title: consortium,
      text: "The independent 501(c)(3) data steward: it manages consent and privacy, guards raw data and releases only privacy-preserving synthetic data.",
      action: { label: `About ${consortium}`, to: pathTo("consortium-about") },
    },
  ],
};

export const teamSection = {
  id: "company-team",
  eyebrow: "Our people",
  title: `The people behind ${product}`,
  intro:
    "A founder with a decade and a half in impact investing and analytics, and ten advisors across strategy, technology, markets, ethics and research.",
  action: { label: "Meet the Team", to: pathTo("team"), variant: "outline" } satisfies Action,
};

export type Department = { title: string; text: string; email: string; icon: LucideIcon };

export const departmentsSection = {
  id: "departments",
  eyebrow: "Contact",
  title: "Reach the right team",
  intro: "Write directly to the department that can help. Every address is read by the people who can answer you.",
};

export const departments: Department[] = [
  {
    title: "Demos & Platform",
    text: `Product demonstrations, pilots and questions about the ${product} platform and its pricing.`,
    email: emails.sales,
    icon: CalendarCheck,
  },
  {
    title: "Partnerships, Data & Research",
    text: `Consortium partnerships, data contribution and research collaboration with ${consortium}.`,
    email: emails.partnerships,
    icon: Handshake,
  },
  {
    title: "Investors",
    text: `Systemic and institutional investors who want to discuss the growth of ${corporation} and the ${product} platform.`,
    email: emails.investors,
    icon: TrendingUp,
  },
];

export const formSection = {
  eyebrow: "Get in touch",
  title: "Send us a message",
  intro: "Not sure which team to ask? Send us a note and we will pass it to the right person.",
  privacyNote: "We use what you send only to reply to you, as described in our",
  privacyLinkLabel: "Privacy Policy",
  privacyLink: pathTo("privacy"),
};
