import type { LucideIcon } from "lucide-react";
import type { Fact } from "~/components/sections/fact-panel";
import type { Action } from "~/content/types";
import type { PageId } from "~/route-table";

/** The five pages of the consortium's tab bar (docs/product.md#consortium-tab-bar), in the order they are shown. */
export const consortiumTabs = [
  { label: "Our Mission", page: "consortium-mission" },
  { label: "Responsible Data Governance", page: "data-stewardship" },
  { label: "Our Impact", page: "impact" },
  { label: "Get Involved", page: "get-involved" },
  { label: "About the Consortium", page: "consortium-about" },
] as const satisfies readonly { label: string; page: PageId }[];

export type ConsortiumTabPage = (typeof consortiumTabs)[number]["page"];

/** The four category colours (docs/product.md#categories), as names the components map to design tokens. */
export type CategoryColour = "environmental" | "social" | "ethical" | "economic";

/** A partnership card on the impact page: title, description, icon, colour. */
export type PartnershipCard = {
  title: string;
  description: string;
  icon: LucideIcon;
  colour: CategoryColour;
};

export type Point = { title: string; text: string };

/** One of the consortium's two programmes, as everything its page and its card need. */
export type Programme = {
  page: "community-voice" | "data-literacy";
  name: string;
  icon: LucideIcon;
  colour: CategoryColour;
  /** One sentence for the programme card on the impact page. */
  summary: string;
  /** Three short highlights for the programme card. */
  highlights: string[];
};

/** The shared structure of a programme page: what, who, how, privacy, taking part. */
export type ProgrammePageContent = {
  programme: Programme;
  banner: { title: string; subtitle: string; eyebrow: string };
  overview: { title: string; paragraphs: string[]; facts: Fact[] };
  audiences: { title: string; intro: string; items: { title: string; text: string; icon: LucideIcon }[] };
  steps: { title: string; intro: string; items: Point[] };
  privacy: { title: string; intro: string; points: Point[]; action: Action };
  takePart: { title: string; text: string; actions: Action[] };
};

/** A pathway card on the get-involved page: one audience, one first step. */
export type Pathway = {
  /** The in-page anchor of the card (#partner-with-us, #data-contribution, #support-us: docs/product.md#routes). */
  id: string;
  audience: string;
  title: string;
  text: string;
  icon: LucideIcon;
  action: Action;
  secondary?: Action;
};
