import { Building2, Database, FlaskConical, HandHeart, Rocket, TrendingUp } from "lucide-react";
import { site } from "~/config/site";
import type { Pathway } from "~/content/consortium";
import { pathTo } from "~/lib/site-routes";

const { consortiumName: consortium, corporationName: corporation, productName: product, emails, urls } = site;

const mailto = (address: string, subject: string) => `mailto:${address}?subject=${encodeURIComponent(subject)}`;

export const banner = {
  eyebrow: "Join the movement",
  title: "Get Involved",
  subtitle: "Six ways to help build the economy of trust.",
};

export const pathways = {
  id: "pathways",
  eyebrow: "Choose your pathway",
  title: "Where do you fit in?",
  intro: `Whether you bring capital, data, expertise, funding or talent, there is a place for you in the ${product} ecosystem. Each pathway starts with a conversation.`,
  items: [
    {
      id: "invest",
      audience: "Investors",
      title: "Invest in the infrastructure of trust",
      text: `Systemic and institutional investors can back ${corporation} as it builds the trust-intelligence platform that prices ethical debt into markets.`,
      icon: TrendingUp,
      action: { label: "Visit Investor Relations", to: urls.investorRelations, external: true },
      secondary: { label: "Why invest", to: pathTo("investors") },
    },
    {
      id: "partner-with-us",
      audience: "Businesses",
      title: "Partner with us",
      text: `Become a pilot partner. Start with a confidential Ethical Debt Assessment and see how ${product} turns what your stakeholders experience into measurable advantage.`,
      icon: Building2,
      action: { label: "Request a Demo", to: pathTo("contact", "demo-request") },
      secondary: { label: "Explore the platform", to: pathTo("platform") },
    },
    {
      id: "data-contribution",
      audience: "Data contributors",
      title: "Contribute data, safely",
      text: `Communities, individuals and organisations can share experience and records with ${consortium}. Consent stays with you, identity stays with us, and only synthetic data ever leaves.`,
      icon: Database,
      action: { label: "Start Contributing", to: pathTo("contact") },
      secondary: { label: "The Community Voice programme", to: pathTo("community-voice") },
    },
    {
      id: "research",
      audience: "Researchers",
      title: "Collaborate on research",
      text: "Study synthetic data under research agreements, test our methods and help develop open standards for measuring fairness, trust and regenerative value.",
      icon: FlaskConical,
      action: { label: "E-mail Our Partnerships Team", to: mailto(emails.partnerships, "Research collaboration") },
      secondary: { label: "How we govern data", to: pathTo("data-stewardship") },
    },
    {
      id: "support-us",
      audience: "Donors and grant makers",
      title: "Support our mission",
      text: `As a 501(c)(3) non-profit, ${consortium} relies on foundations and donors to keep its programmes free and its audits independent. Gifts are tax-deductible to the extent allowed by law.`,
      icon: HandHeart,
      action: { label: "Discuss a Gift", to: mailto(emails.partnerships, "Supporting the consortium") },
      secondary: { label: "See our impact", to: pathTo("impact") },
    },
    {
      id: "careers",
      audience: "Talent",
      title: "Build it with us",
      text: "Engineers, data scientists, ethicists, community organisers and storytellers: if you want your work to make trust measurable, we would like to hear from you.",
      icon: Rocket,
      action: { label: "Send Us Your Profile", to: mailto(emails.info, "Careers") },
      secondary: { label: "Meet the team", to: pathTo("team") },
    },
  ] satisfies Pathway[],
};

export const stayConnected = {
  id: "stay-connected",
  title: "Stay Connected",
  text: "Follow our work, read what we learn and hear first about new programmes, partnerships and opportunities.",
  email: emails.info,
};
