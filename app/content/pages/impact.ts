import { z } from "zod";
import { ctaBand, sectionIntro } from "../schema/blocks.ts";
import { group, icon, list, longText, text } from "../schema/fields.ts";
import { categoryColour, consortiumBanner } from "../consortium.ts";

const partnershipCard = group(
  { title: text("Title"), description: longText("Description"), icon: icon(), colour: categoryColour },
  "Partnership",
);

/** /consortium/impact: the copy of the page, in content/pages/impact.yaml. */
export const impactPage = z.strictObject({
  banner: consortiumBanner,
  visualisation: sectionIntro,
  partnerships: group(
    { ...sectionIntro.shape, cards: list(partnershipCard, "Partnership cards", { min: 1, itemLabel: "title" }) },
    "Partnerships",
  ),
  programmes: group({ ...sectionIntro.shape }, "Programmes", {
    description: "The programme cards below it are in Consortium: tab bar and programmes.",
  }),
  closing: ctaBand,
});

export type PartnershipCard = z.output<typeof partnershipCard>;
