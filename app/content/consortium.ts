import { z } from "zod";
import type { PageId } from "../route-table.ts";
import { action, ctaBand, dimensionKeys, fact, feature } from "./schema/blocks.ts";
import { choice, group, icon, list, longText, paragraphs, text } from "./schema/fields.ts";

// What the consortium's pages share: the tab bar and the two programmes (content/data/consortium.yaml),
// the structure of a programme page, and the shapes more than one consortium page uses.

/** The four category colours (docs/product.md#categories), which the components map to design tokens. */
export const categoryColour = choice(dimensionKeys, "Colour", {
  description: "One of the four category colours: environmental, social, ethical or economic.",
});

export const point = group({ title: text("Title"), text: longText("Text") }, "Point");

/**
 * A consortium page's banner without its heading: a tab's page is headed by the tab's label, a programme's
 * page by the programme's name (content/data/consortium.yaml), so neither is written twice.
 */
export const consortiumBanner = group(
  {
    eyebrow: text("Eyebrow").optional(),
    subtitle: longText("Subtitle").optional(),
  },
  "Page banner",
  {
    description:
      "The page's heading is its tab's label, or for a programme page the programme's name (both in Consortium: tab bar and programmes).",
  },
);

const tabLabel = (page: string) =>
  text(`Tab of the ${page} page`, { description: "Also the heading of that page's banner." });

const tabLabels = {
  "consortium-mission": tabLabel("mission"),
  "data-stewardship": tabLabel("data governance"),
  impact: tabLabel("impact"),
  "get-involved": tabLabel("get-involved"),
  "consortium-about": tabLabel("about"),
} satisfies Partial<Record<PageId, z.ZodType>>;

export type ConsortiumTabPage = keyof typeof tabLabels;

/** The pages of the tab bar (docs/product.md#consortium-tab-bar), in the order it shows them. */
export const consortiumTabPages = Object.keys(tabLabels) as ConsortiumTabPage[];

const programme = (label: string) =>
  group(
    {
      name: text("Name", { description: "Also the heading of the programme's page." }),
      icon: icon(),
      colour: categoryColour,
      summary: longText("Summary", { description: "One sentence on the programme's card on the impact page." }),
      highlights: list(text("Highlight"), "Highlights", {
        min: 1,
        description: "Short points on the programme's card on the impact page.",
      }),
    },
    label,
  );

const programmeEntries = {
  "community-voice": programme("Community Voice programme"),
  "data-literacy": programme("Data Literacy programme"),
} satisfies Partial<Record<PageId, z.ZodType>>;

export type ProgrammePageId = keyof typeof programmeEntries;

/** The programmes, each with a page of its own, in the order the impact page shows their cards. */
export const programmePages = Object.keys(programmeEntries) as ProgrammePageId[];

export const consortiumData = z.strictObject({
  tabs: group(tabLabels, "Tab bar", {
    description: "The row of tabs under the banner of every consortium page, in this order.",
  }),
  programmes: group(programmeEntries, "Programmes"),
});

/** The two programme pages share one structure: what, who, how, privacy, taking part. */
export const programmePage = z.strictObject({
  banner: consortiumBanner,
  overview: group(
    {
      title: text("Heading"),
      paragraphs: paragraphs("Paragraphs"),
      facts: list(fact, "At a glance", { min: 1, itemLabel: "term" }),
    },
    "What the programme is",
  ),
  audiences: group(
    {
      title: text("Heading"),
      intro: longText("Introduction"),
      items: list(feature, "Audiences", { min: 1, itemLabel: "title" }),
    },
    "Who it serves",
  ),
  steps: group(
    {
      title: text("Heading"),
      intro: longText("Introduction"),
      items: list(point, "Steps", { min: 1, itemLabel: "title" }),
    },
    "How it works",
  ),
  privacy: group(
    {
      title: text("Heading"),
      intro: longText("Introduction"),
      points: list(point, "Safeguards", { min: 1, itemLabel: "title" }),
      action,
    },
    "Privacy",
  ),
  takePart: ctaBand,
});

export type Point = z.output<typeof point>;
export type ConsortiumBanner = z.output<typeof consortiumBanner>;
export type Programme = z.output<(typeof programmeEntries)[ProgrammePageId]>;
export type Programmes = z.output<typeof consortiumData>["programmes"];
export type ProgrammePageContent = z.output<typeof programmePage>;
