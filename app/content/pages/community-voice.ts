import { Briefcase, HandHeart, House, MessagesSquare, ShoppingBag } from "lucide-react";
import { site } from "~/config/site";
import type { Programme, ProgrammePageContent } from "~/content/consortium";
import { pathTo } from "~/lib/site-routes";

const { consortiumName: consortium, corporationName: corporation } = site;

export const programme: Programme = {
  page: "community-voice",
  name: "Community Voice",
  icon: MessagesSquare,
  colour: "social",
  summary:
    "A protected, consented channel through which residents, workers and customers describe how organisations really treat them, and see that experience count.",
  highlights: [
    "Free to join, in your own words",
    "Identity held only by the consortium",
    "Feeds the Community Prosperity Index and the Human Experience Metric",
  ],
};

export const content: ProgrammePageContent = {
  programme,
  banner: {
    eyebrow: "Consortium programme",
    title: "Community Voice",
    subtitle: "A protected channel for communities to shape how organisations are measured.",
  },
  overview: {
    title: "What the programme is",
    paragraphs: [
      "The people who know most about an organisation's ethics are rarely asked: the tenants who live in its buildings, the people who work its shifts, the customers who rely on its service, the neighbours who live with its footprint. Their experience is the evidence that ethical debt exists, and it is usually missing from how organisations are judged.",
      `Community Voice changes that. Run by ${consortium}, it gives people a safe, consented way to describe their lived experience of an organisation. Their contributions are protected by the consortium, turned into privacy-preserving synthetic data and counted in the Community Prosperity Index and the Human Experience Metric (MHEM), two of the four headline metrics behind every trust score.`,
      "Organisations see what their communities experience as a whole. They never see who said what.",
    ],
    facts: [
      { term: "Run by", detail: consortium },
      { term: "Cost to take part", detail: "Free, always" },
      { term: "Open to", detail: "Individuals and community organisations" },
      { term: "Your identity", detail: "Held by the consortium only, never shared" },
    ],
  },
  audiences: {
    title: "Who it serves",
    intro: "Anyone whose life is shaped by how an organisation behaves, and the groups who speak up for them.",
    items: [
      {
        title: "Residents and tenants",
        text: "How a landlord maintains homes, handles complaints and treats people when rent is late.",
        icon: House,
      },
      {
        title: "Workers",
        text: "Pay, safety, scheduling, respect and whether concerns raised are acted on or punished.",
        icon: Briefcase,
      },
      {
        title: "Customers and service users",
        text: "Fair pricing, honest communication, accessibility and how problems get resolved.",
        icon: ShoppingBag,
      },
      {
        title: "Community organisations",
        text: "Tenant unions, neighbourhood groups and advocates who convene voices that would otherwise go unheard.",
        icon: HandHeart,
      },
    ],
  },
  steps: {
    title: "How it works",
    intro: "Five steps from your first answer to a visible change.",
    items: [
      {
        title: "Join and choose what to share",
        text: "Create an account with the consortium and decide which organisations and topics you want to speak to. Each consent is specific, and you can change it whenever you like.",
      },
      {
        title: "Share your experience",
        text: "Answer short, structured questions and, if you wish, tell your story in your own words, online or through a community organisation you trust.",
      },
      {
        title: "The consortium protects it",
        text: "Your contribution is de-identified on arrival, combined with others, turned into synthetic data and tagged with a consortium unique identifier. Your name never travels with it.",
      },
      {
        title: "Your voice is counted",
        text: `${corporation} uses the synthetic data to produce validated insights. Organisations see patterns across their communities and what drives their scores, never individual answers.`,
      },
      {
        title: "See what changed",
        text: "We report back to contributors: what was learned, which organisations responded and how their scores moved as a result.",
      },
    ],
  },
  privacy: {
    title: "How your privacy is protected",
    intro:
      "Speaking up about an organisation that controls your home or your job takes courage. The programme is built so that it never puts you at risk.",
    points: [
      {
        title: "No one can trace it back to you",
        text: "Identifiable data never leaves the consortium. The corporation and the organisations being measured only ever receive synthetic data.",
      },
      {
        title: "Patterns, not people",
        text: "Results are only reported for groups large enough that no individual can be singled out, however small the community.",
      },
      {
        title: "You stay in control",
        text: "You can see what you have shared, change your consent or withdraw at any time. Withdrawn contributions are excluded from every future synthesis.",
      },
      {
        title: "Every use is on the record",
        text: "Consents and releases are recorded in a blockchain audit trail, so independent reviewers can confirm your data was used only as you agreed.",
      },
    ],
    action: { label: "How We Govern Data", to: pathTo("data-stewardship"), variant: "outline" },
  },
  takePart: {
    title: "Add your voice",
    text: "Individuals can start contributing through the consortium. Community organisations can partner with us to bring the programme to the people they serve.",
    actions: [
      { label: "Become a Data Contributor", to: pathTo("get-involved", "data-contribution") },
      { label: "Partner With Us", to: pathTo("contact") },
    ],
  },
};

export const banner = content.banner;
