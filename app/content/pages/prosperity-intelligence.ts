import { z } from "zod";
import {
  action,
  banner,
  ctaBand,
  detailCard,
  dimension,
  fact,
  loopStage,
  metricKeys,
  processStep,
  sectionIntro,
  story,
} from "../schema/blocks.ts";
import { choice, group, list, longText, text } from "../schema/fields.ts";

const metricSummary = group(
  {
    id: choice(metricKeys, "Metric", {
      description: "Its full name and icon are those the visualisations give the metric.",
    }),
    abbreviation: text("Short name", { description: 'e.g. "MPQ" or "MHEM".' }),
    summary: text("What it tells a subscriber", { description: "One line." }),
  },
  "Metric",
);

/** /solutions/systemic-trust: the copy of the quantitative prosperity intelligence page, in content/pages/prosperity-intelligence.yaml. */
export const prosperityIntelligencePage = z.strictObject({
  banner: group({ ...banner.shape, actions: list(action, "Buttons", { min: 1, itemLabel: "label" }) }, "Page banner"),
  overview: group(story.shape, "Why it matters"),
  atAGlance: group(
    { title: text("Title"), facts: list(fact, "Facts", { min: 1, itemLabel: "term" }) },
    "Why it matters: at a glance",
    { description: "The panel of key facts beside the text." },
  ),
  standardSection: group(sectionIntro.shape, "Measurement standard: heading"),
  dimensions: list(dimension, "Measurement standard: the four dimensions", { min: 1, itemLabel: "title" }),
  ethicalDimensionSection: group(sectionIntro.shape, "Quantitative ethical dimension: heading"),
  ethicalLenses: list(detailCard, "Quantitative ethical dimension: lenses", { min: 1, itemLabel: "title" }),
  validationSection: group(sectionIntro.shape, "Validation engine: heading"),
  validationSteps: list(processStep, "Validation engine: tests", { min: 1, itemLabel: "title" }),
  knowledgeGraphSection: group(sectionIntro.shape, "Knowledge graph: heading"),
  learningLoop: list(loopStage, "Knowledge graph: stages of the learning loop", { min: 1, itemLabel: "title" }),
  learningLoopReturn: longText("Knowledge graph: the loop's return", {
    description: "Shown where the last stage leads back to the first.",
  }),
  auditSection: group(sectionIntro.shape, "Audit trails: heading"),
  auditCards: list(detailCard, "Audit trails: cards", { min: 1, itemLabel: "title" }),
  metricsSection: group(sectionIntro.shape, "Four metrics: heading"),
  metricSummaries: list(metricSummary, "Four metrics", { min: 1, itemLabel: "abbreviation" }),
  metricsActions: list(action, "Four metrics: buttons", { itemLabel: "label" }),
  closing: ctaBand,
});

export type MetricSummary = z.output<typeof metricSummary>;
