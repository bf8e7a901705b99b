import { z } from "zod";
import {
  action,
  banner,
  ctaBand,
  detailCard,
  fact,
  feature,
  roadmapPhase,
  sectionIntro,
  story,
} from "../schema/blocks.ts";
import { group, list, longText, text } from "../schema/fields.ts";

/**
 * /platform/investors: the copy of the page, in content/pages/investors.yaml. The research
 * claims it shows are those of content/pages/insights.yaml.
 */
export const investorsPage = z.strictObject({
  investorLinks: group({ relations: action, inquiry: action }, "Investor links", {
    description: "The banner's two buttons, which also open the closing call to action.",
  }),
  banner,
  thesis: story,
  briefTitle: text("Heading of the opportunity panel"),
  brief: list(fact, "The opportunity in brief", { min: 1, itemLabel: "term" }),
  evidenceSection: sectionIntro,
  pillarsSection: sectionIntro,
  pillars: list(detailCard, "Market, model, moat", { min: 1, itemLabel: "title" }),
  investorTypesSection: sectionIntro,
  investorTypes: list(feature, "Kinds of investor", { min: 1, itemLabel: "title" }),
  fundsSection: sectionIntro,
  funds: list(feature, "Priorities", { min: 1, itemLabel: "title" }),
  milestonesSection: sectionIntro,
  milestones: list(roadmapPhase, "Milestones", { min: 1, itemLabel: "title" }),
  notice: longText("Securities notice", {
    description: "Shown under the milestones: the page is not an offer of securities.",
  }),
  closing: ctaBand,
});
