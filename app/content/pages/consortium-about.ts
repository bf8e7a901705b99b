import { z } from "zod";
import { action, fact, feature, sectionIntro, story } from "../schema/blocks.ts";
import { group, list, longText, text } from "../schema/fields.ts";
import { consortiumBanner } from "../consortium.ts";

/** A partner card always leads somewhere: the page promises a way to become each kind of partner. */
const partnerCard = group({ ...feature.shape, action }, "Partner card");

const statement = (label: string) => group({ label: text("Label"), text: longText("Text") }, label);

/** /consortium/about-us: the copy of the page, in content/pages/consortium-about.yaml. */
export const consortiumAboutPage = z.strictObject({
  banner: consortiumBanner,
  identity: group(
    {
      ...story.shape,
      factsLabel: text("Name of the facts panel", { description: "Read out by screen readers to name the panel." }),
      facts: list(fact, "Facts", { min: 1, itemLabel: "term" }),
    },
    "Who we are",
  ),
  problem: group(
    { ...story.shape, quote: longText("Quotation", { description: "Set large beside the text." }) },
    "The problem",
  ),
  capabilities: group(
    { ...sectionIntro.shape, items: list(feature, "Capabilities", { min: 1, itemLabel: "title" }) },
    "What we do",
  ),
  missionVision: group(
    { ...sectionIntro.shape, mission: statement("Mission"), vision: statement("Vision") },
    "Mission and vision",
  ),
  partners: group(
    { ...sectionIntro.shape, items: list(partnerCard, "Partner cards", { min: 1, itemLabel: "title" }) },
    "Partner with us",
  ),
});
