import { z } from "zod";
import { action, sectionIntro } from "../schema/blocks.ts";
import { group, icon, link, list, longText, text } from "../schema/fields.ts";
import { consortiumBanner } from "../consortium.ts";

const pathway = group(
  {
    id: sectionIntro.shape.id,
    audience: text("Audience"),
    title: text("Title"),
    text: longText("Text"),
    icon: icon(),
    action,
    secondary: group({ label: text("Link text"), to: link("Goes to") }, "Learn-more link").optional(),
  },
  "Pathway",
);

const stayConnected = group(
  { id: sectionIntro.shape.id, title: text("Heading"), text: longText("Text") },
  "Stay Connected",
  { description: "The info address and the site's networks are added from the site's settings." },
);

/** /consortium/get-involved: the copy of the page, in content/pages/get-involved.yaml. */
export const getInvolvedPage = z.strictObject({
  banner: consortiumBanner,
  pathways: group(
    { ...sectionIntro.shape, items: list(pathway, "Pathways", { min: 1, itemLabel: "audience" }) },
    "Pathways",
  ),
  stayConnected,
});

export type Pathway = z.output<typeof pathway>;
export type StayConnectedContent = z.output<typeof stayConnected>;
