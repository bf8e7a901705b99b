import { FlaskConical, GraduationCap, Scale, Server, Shuffle, ShieldCheck, UsersRound } from "lucide-react";
import { site } from "~/config/site";
import type { Fact } from "~/components/sections/fact-panel";
import type { Feature } from "~/content/types";
import { pathTo } from "~/lib/site-routes";

const { consortiumName: consortium, corporationName: corporation, productName: product } = site;

export const banner = {
  eyebrow: "501(c)(3) non-profit",
  title: "About the Consortium",
  subtitle: "An independent 501(c)(3) non-profit data steward and ethical governance body.",
};

export const identity = {
  id: "who-we-are",
  eyebrow: "Who we are",
  title: "A non-profit built to hold data in trust",
  paragraphs: [
    `${consortium} is an independent non-profit organisation with 501(c)(3) tax-exempt status. We are the data steward and ethical governance body of the ${product} ecosystem: we manage accounts, privacy and consent, we guard raw identifiable data, including individually controlled data, and we produce the privacy-preserving synthetic data on which every ${product} insight is built.`,
    `We are affiliated with ${corporation}, but we are not part of it. The corporation has no access to the raw data we hold, no control over our governance and no vote on our decisions. Our obligations run to the people who trust us with their experience, and to the public interest that our charitable status requires us to serve.`,
  ],
  factsLabel: "The consortium at a glance",
  facts: [
    { term: "Legal status", detail: "Independent 501(c)(3) non-profit" },
    { term: "Role", detail: "Data steward and ethical governance body" },
    { term: "What we hold", detail: "Accounts, consent records and raw identifiable data" },
    { term: "What we release", detail: "Only synthetic data tagged with consortium unique identifiers" },
  ] satisfies Fact[],
};

export const problem = {
  id: "the-problem",
  eyebrow: "The problem",
  title: "Trust is the most valuable asset no one can measure fairly",
  quote: "The people who know best how an organisation behaves are the ones least protected when they say so.",
  paragraphs: [
    "Markets reward what they can see. Revenue, margins and emissions are reported and audited; how an organisation treats its tenants, workers, customers and neighbours mostly is not. That hidden ethical debt builds up quietly until it surfaces as churn, conflict, regulation or a collapse in reputation.",
    "The evidence that would reveal it exists in people's lived experience. But asking people to share it with the companies being judged, or with the firms selling the scores, puts them at risk and invites the measurement to be bent. Meanwhile, many of the AI systems now used to judge organisations are trained on data that leaves whole communities out.",
    "Fair measurement of trust needs a guardian that has nothing to sell: one that protects contributors, keeps the data honest and makes sure the value created flows back to the people who created it. That is why the consortium exists.",
  ],
};

export const capabilities = {
  id: "what-we-do",
  eyebrow: "What we do",
  title: "Four capabilities at the heart of the ecosystem",
  items: [
    {
      title: "Data stewardship",
      text: "We hold raw and individually controlled data under strict consent, manage contributor accounts and keep identifiable data inside the consortium, always.",
      icon: ShieldCheck,
    },
    {
      title: "Privacy-preserving synthesis",
      text: "We turn de-identified records into synthetic data that keeps the patterns and none of the people, each record tagged with a consortium unique identifier.",
      icon: Shuffle,
    },
    {
      title: "Ethical governance and audit",
      text: "We set the rules for how data may be used, review models for bias and explainability, and record every release in a blockchain audit trail.",
      icon: Scale,
    },
    {
      title: "Community capacity",
      text: "Through Community Voice and Data Literacy we help communities be heard, understand their data and share in the value it creates.",
      icon: GraduationCap,
    },
  ] satisfies Feature[],
};

export const missionVision = {
  id: "mission-vision",
  eyebrow: "Mission and vision",
  title: "What guides us",
  mission: {
    label: "Our mission",
    text: "To steward the data that makes trust measurable, protecting the privacy and consent of every contributor, so that organisations are judged fairly and communities share in the prosperity their experience helps to create.",
  },
  vision: {
    label: "Our vision",
    text: "A regenerative economy in which trust is measured as rigorously as profit, ethical debt is visible before it does harm, and every person's voice counts without ever exposing who they are.",
  },
};

export const partners = {
  id: "partners",
  eyebrow: "Partner with us",
  title: "Three ways to partner with the consortium",
  intro: "Partners extend our reach, test our methods and keep our infrastructure worthy of the trust placed in it.",
  items: [
    {
      title: "Community partners",
      text: "Community organisations, unions and advocates who bring our programmes to the people they serve and help shape what we measure.",
      icon: UsersRound,
      action: { label: "Become a Community Partner", to: pathTo("contact") },
    },
    {
      title: "Research partners",
      text: "Universities and research institutes who study synthetic data under research agreements and help develop open, fair measurement standards.",
      icon: FlaskConical,
      action: { label: "Become a Research Partner", to: pathTo("contact") },
    },
    {
      title: "Data infrastructure partners",
      text: "Technology providers who help us store, synthesise, secure and audit data to the highest standard, under the consortium's governance.",
      icon: Server,
      action: { label: "Become an Infrastructure Partner", to: pathTo("contact") },
    },
  ] satisfies Feature[],
};
