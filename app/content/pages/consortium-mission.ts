import { z } from "zod";
import { action, feature, sectionIntro, story } from "../schema/blocks.ts";
import { choice, group, icon, link, list, longText, text } from "../schema/fields.ts";
import { consortiumBanner } from "../consortium.ts";

const ecosystemGroup = group({ title: text("Title"), text: longText("Text"), icon: icon() }, "Group");

const joinCard = group(
  {
    title: text("Title"),
    text: longText("Text"),
    action: group({ label: text("Button text"), to: link("Goes to") }, "Button"),
    tone: choice(["brand", "night"], "Colour", { description: "The card's background: brand colour or night." }),
  },
  "Card",
);

/** /consortium: the copy of the page, in content/pages/consortium-mission.yaml. */
export const consortiumMissionPage = z.strictObject({
  banner: consortiumBanner,
  heroActions: list(action, "Banner buttons", { itemLabel: "label" }),
  purpose: story,
  principles: group(
    { ...sectionIntro.shape, items: list(feature, "Principles", { min: 1, itemLabel: "title" }) },
    "Principles",
  ),
  ecosystem: group(
    {
      ...sectionIntro.shape,
      groups: list(ecosystemGroup, "Groups", { min: 1, itemLabel: "title" }),
      action,
    },
    "The bigger picture",
  ),
  join: group({ ...sectionIntro.shape, cards: list(joinCard, "Cards", { min: 1, itemLabel: "title" }) }, "Join us"),
});

export type JoinCard = z.output<typeof joinCard>;
