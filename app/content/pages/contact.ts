import type { LucideIcon } from "lucide-react";
import { CalendarCheck, Database, FlaskConical, Handshake, MessageSquare, TrendingUp } from "lucide-react";
import { site } from "~/config/site";
import type { Action } from "~/content/types";
import { pathTo } from "~/lib/site-routes";

const { productName: product, consortiumName: consortium, emails, urls } = site;

export const banner = {
  title: "Contact Us",
  subtitle: "Tell us what you are working on and the right team will answer.",
};

/** One way to reach us; `id` makes the card the target of links such as /contact#demo-request. */
export type ContactOption = {
  id: string;
  title: string;
  text: string;
  icon: LucideIcon;
  email: string;
  actions: Action[];
};

export const optionsSection = {
  id: "contact-options",
  eyebrow: "How can we help?",
  title: "Choose the conversation you want to have",
  intro: `Every message reaches a person on the team that can act on it. Write to the address on the card, or use the form below and pick the matching topic.`,
};

export const contactOptions: ContactOption[] = [
  {
    id: "demo-request",
    title: "Request a Demo",
    text: `See ${product} applied to your organisation in a personalised 30-45 minute walkthrough of TrustScore intelligence, dynamic pricing and quantified prosperity insights.`,
    icon: CalendarCheck,
    email: emails.sales,
    actions: [{ label: "Schedule a Demo", to: pathTo("schedule-demo"), variant: "primary" }],
  },
  {
    id: "investment-inquiry",
    title: "Investment Inquiry",
    text: `For systemic and institutional investors who want to understand the ${product} model, the market for measurable trust and how we plan to scale.`,
    icon: TrendingUp,
    email: emails.investors,
    actions: [{ label: "Investor Overview", to: pathTo("investors"), variant: "outline" }],
  },
  {
    id: "partnerships",
    title: "Partnerships",
    text: `Pilot partners, data infrastructure providers and organisations that want to build the trust economy with ${consortium}.`,
    icon: Handshake,
    email: emails.partnerships,
    actions: [{ label: "Partner With Us", to: pathTo("get-involved", "partner-with-us"), variant: "outline" }],
  },
  {
    id: "data-contribution",
    title: "Data Contribution",
    text: `Communities and organisations that want to contribute data through privacy-first channels, under the consent and stewardship of ${consortium}.`,
    icon: Database,
    email: emails.partnerships,
    actions: [{ label: "Contribute Data", to: pathTo("get-involved", "data-contribution"), variant: "outline" }],
  },
  {
    id: "research",
    title: "Research Collaboration",
    text: "Universities, institutes and independent researchers who want to study, test or challenge our methods using privacy-preserving synthetic data.",
    icon: FlaskConical,
    email: emails.partnerships,
    actions: [{ label: "How We Govern Data", to: pathTo("data-stewardship"), variant: "outline" }],
  },
  {
    id: "general",
    title: "General Inquiry",
    text: `Press, speaking invitations, careers or anything else: write to us and we will route your message to the right person.`,
    icon: MessageSquare,
    email: emails.info,
    actions: [{ label: `Visit the ${product} Website`, to: urls.productWebsite, variant: "outline", external: true }],
  },
];

export const formSection = {
  eyebrow: "Send us a message",
  title: "Write to us",
  intro: "Tell us who you are and what you need. Choose a topic so that your message goes straight to the right team.",
};

export const nextSteps = {
  title: "What happens next",
  steps: [
    "Your message is delivered to the team that handles your topic.",
    "A member of that team replies by e-mail, usually within two business days.",
    "If a conversation or demo helps, we agree a time that suits you.",
  ],
  privacyNote: "We use what you send only to answer you. Read how we handle it in our",
  privacyLinkLabel: "Privacy Policy",
  privacyLink: pathTo("privacy"),
  directTitle: "Prefer e-mail?",
  directText: "Write to us directly at",
  websiteLabel: `Learn more on the ${product} website`,
  websiteUrl: urls.productWebsite,
};
