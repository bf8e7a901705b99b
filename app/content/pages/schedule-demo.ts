import { Bot, Gauge, Layers, Scale, Sparkles, Target, Telescope } from "lucide-react";
import { site } from "~/config/site";
import type { Feature } from "~/content/types";

const { productName: product, corporationName: corporation, consortiumName: consortium, emails } = site;

export const banner = {
  title: `Experience ${product} in Action`,
  subtitle: "A personalised walkthrough of the platform, tailored to your organisation.",
};

export const heroCards: Feature[] = [
  {
    title: "Quantify Your Prosperity",
    text: "See how environmental, social, ethical and economic signals become four headline prosperity metrics for your organisation.",
    icon: Gauge,
  },
  {
    title: "Address Ethical Debt",
    text: "Find where hidden ethical debt is building up, and what it could cost you in vacancies, churn and reputation.",
    icon: Scale,
  },
  {
    title: "Generate Foresight",
    text: "Model scenarios before you commit, and see how fairer pricing and practices could change your results.",
    icon: Telescope,
  },
];

export const experience = {
  id: "demo-experience",
  eyebrow: "Inside the demo",
  title: "What You'll Experience",
  intro: `A guided session with a member of the ${product} team, built around your sector and the questions your leadership is asking.`,
  items: [
    {
      title: "Interactive AI Query System",
      text: "Ask questions in plain language and watch a mock AI oracle answer them from synthetic data, showing its sources and reasoning.",
      icon: Bot,
    },
    {
      title: "TrustScore Intelligence",
      text: "Follow the TrustScore engine as it validates signals across four dimensions and produces Quantified Prosperity Insights you can act on.",
      icon: Sparkles,
    },
    {
      title: "Dual-Entity Architecture",
      text: `Understand how the for-profit ${corporation} and the non-profit ${consortium} divide the work, so that raw data never leaves its independent steward.`,
      icon: Layers,
    },
    {
      title: "Tailored Use Cases",
      text: "Explore examples matched to your sector, from rental housing to retail and finance, and the results similar organisations aim for.",
      icon: Target,
    },
  ],
};

export const duration = {
  label: "Demo Duration: 30-45 minutes",
  text: "Delivered by video call at a time that suits you, with time for your questions at the end.",
  audienceTitle: "Who should join",
  audience: [
    "Chief executives and boards weighing trust as a strategic asset",
    "Sustainability, operations and pricing leads",
    "Investors and analysts assessing systemic risk and return",
  ],
};

export const formSection = {
  eyebrow: "Book your session",
  title: "Schedule Your Demo",
  intro:
    "Tell us a little about your organisation and when suits you. We'll contact you within 24 hours to confirm a time.",
  questionsText: "Questions before you book? Write to",
  questionsEmail: emails.sales,
};

export const privacyNote = {
  title: "Privacy note",
  text: `All demo data is simulated and synthetic. The organisations, scores and insights you will see are generated for demonstration, and no real personal or customer data is shown at any point. What you enter in this form is used only to arrange your demo.`,
};
