import { z } from "zod";
import { group, link, list, page, text } from "./schema/fields.ts";

const navLink = group({ label: text("Label"), to: link("Goes to") }, "Link");

const headerLink = group(
  {
    label: text("Label"),
    to: link("Goes to"),
    section: list(page("Page"), "Pages of its section", {
      min: 1,
      description: "The link is shown as current on these pages and on every page whose address lies below theirs.",
    }),
  },
  "Header link",
);

const footerGroup = group(
  { title: text("Heading"), links: list(navLink, "Links", { min: 1, itemLabel: "label" }) },
  "Group of links",
);

/** The header's links, button and theme control, the footer's groups and the social links: content/site/navigation.yaml. */
export const navigation = z.strictObject({
  headerLinks: list(headerLink, "Header links", { min: 1, itemLabel: "label" }),
  headerCta: group({ label: text("Button text"), to: link("Goes to") }, "Header button"),
  themeControl: group(
    {
      label: text("Name", { description: "Read out by screen readers for the header's theme button and its choices." }),
      system: text("Follow the device's setting"),
      light: text("Light"),
      dark: text("Dark"),
    },
    "Theme control",
  ),
  footerGroups: list(footerGroup, "Footer groups", { min: 1, itemLabel: "title" }),
  socialLinks: list(navLink, "Social and professional networks", { itemLabel: "label" }),
});

export type NavLink = z.output<typeof navLink>;
export type HeaderLink = z.output<typeof headerLink>;
