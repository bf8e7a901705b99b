import { z } from "zod";
import { buttonVariantNames } from "../../components/ui/button-variants.ts";
import { choice, editorMeta, group, icon, link, list, longText, paragraphs, text } from "./fields.ts";

/**
 * Shapes that recur across pages. Each is the only definition of its type: the section
 * components take `z.output` of these.
 */

export const anchorId = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "use lower-case letters, digits and single hyphens")
  .register(editorMeta, {
    label: "Anchor",
    description: "The section's address on the page (#anchor): lower-case words joined by hyphens. Links point at it.",
  });

export const action = group(
  {
    label: text("Button text"),
    to: link("Goes to"),
    variant: choice(buttonVariantNames, "Style").optional(),
  },
  "Link",
);

export const sectionIntro = group(
  {
    id: anchorId,
    eyebrow: text("Eyebrow", { description: "The short line above the heading." }).optional(),
    title: text("Heading"),
    intro: longText("Introduction").optional(),
  },
  "Section heading",
);

export const story = group(
  {
    id: anchorId,
    eyebrow: text("Eyebrow").optional(),
    title: text("Heading"),
    paragraphs: paragraphs("Paragraphs"),
  },
  "Story",
);

export const feature = group(
  {
    title: text("Title"),
    text: longText("Text"),
    icon: icon().optional(),
    action: action.optional(),
  },
  "Feature",
);

export const fact = group({ term: text("Term"), detail: longText("Detail") }, "Fact");

export const processStep = group(
  {
    actor: text("Who acts", { description: 'Shown above the title, e.g. "Contributors".' }),
    title: text("Title"),
    text: longText("Text"),
    icon: icon(),
    points: list(text("Point"), "Points").optional(),
  },
  "Step",
);

export const detailCard = group(
  {
    label: text("Label", { description: 'A short label above the title, e.g. "Tier 1".' }).optional(),
    title: text("Title"),
    text: longText("Text"),
    icon: icon(),
    points: list(text("Point"), "Points"),
  },
  "Card",
);

export const dimensionKeys = ["environmental", "social", "ethical", "economic"] as const;

/** The four headline metrics by the keys content names them with (docs/product.md#the-two-organisations). */
export const metricKeys = ["mpq", "cpi", "hxm", "eri"] as const;

export const dimension = group(
  { key: choice(dimensionKeys, "Dimension"), title: text("Title"), text: longText("Text") },
  "Dimension",
);

export const contrast = group(
  { subject: text("Subject"), before: longText("Before"), after: longText("After") },
  "Contrast",
);

export const roadmapPhase = group(
  {
    horizon: text("When", { description: 'In words, e.g. "Today", "The 2030s".' }),
    title: text("Title"),
    text: longText("Text"),
  },
  "Phase",
);

export const loopStage = group({ title: text("Title"), text: longText("Text") }, "Stage");

export const claimFigure = group(
  {
    qualifier: text("Qualifier", { description: 'How the source hedges the figure ("Up to", "Around").' }).optional(),
    value: text("Figure"),
    label: text("What it measures"),
  },
  "Figure",
);

export const callout = group(
  { label: text("Label"), title: text("Title"), text: longText("Text"), action: action.optional() },
  "Callout",
);

const entity = group(
  {
    kind: text("Kind of organisation", { description: 'e.g. "Non-profit 501(c)(3)".' }),
    name: text("Name"),
    role: longText("Role"),
    duties: list(text("Duty"), "Duties", { min: 1 }),
    icon: icon(),
    tone: choice(["brand", "accent"], "Colour"),
  },
  "Organisation",
);

export const dualEntity = group(
  {
    consortium: entity,
    corporation: entity,
    bridge: group({ label: text("Label"), text: longText("Text") }, "What crosses between them").optional(),
    boundary: longText("The rule the architecture enforces").optional(),
  },
  "Dual-entity architecture",
);

export const banner = group(
  {
    eyebrow: text("Eyebrow").optional(),
    title: text("Page heading"),
    subtitle: longText("Subtitle").optional(),
  },
  "Page banner",
);

/** A page banner with buttons under its subtitle. */
export const bannerWithActions = group(
  { ...banner.shape, actions: list(action, "Buttons", { min: 1, itemLabel: "label" }) },
  "Page banner",
);

export const ctaBand = group(
  {
    title: text("Heading"),
    text: longText("Text").optional(),
    actions: list(action, "Buttons", { min: 1, itemLabel: "label" }),
  },
  "Call to action",
);

/** The heading beside a form (the form's own fields live in app/forms/). */
export const formIntro = group(
  { eyebrow: text("Eyebrow").optional(), title: text("Heading"), intro: longText("Introduction").optional() },
  "Form heading",
);

/** A sentence that ends with a link to the privacy policy, e.g. beside a form. */
export const privacyPointer = group(
  {
    text: longText("Sentence", { description: "The link follows it, then a full stop." }),
    linkLabel: text("Link text"),
    to: link("Link goes to"),
  },
  "Privacy pointer",
);

export type Action = z.output<typeof action>;
export type SectionIntro = z.output<typeof sectionIntro>;
export type Story = z.output<typeof story>;
export type Feature = z.output<typeof feature>;
export type Fact = z.output<typeof fact>;
export type ProcessStep = z.output<typeof processStep>;
export type DetailCard = z.output<typeof detailCard>;
export type DimensionKey = (typeof dimensionKeys)[number];
export type MetricKey = (typeof metricKeys)[number];
export type Dimension = z.output<typeof dimension>;
export type Contrast = z.output<typeof contrast>;
export type RoadmapPhase = z.output<typeof roadmapPhase>;
export type LoopStage = z.output<typeof loopStage>;
export type ClaimFigure = z.output<typeof claimFigure>;
export type CalloutContent = z.output<typeof callout>;
export type Entity = z.output<typeof entity>;
export type DualEntityContent = z.output<typeof dualEntity>;
export type PrivacyPointerContent = z.output<typeof privacyPointer>;
