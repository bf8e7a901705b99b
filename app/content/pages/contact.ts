import { z } from "zod";
import { action, anchorId, banner, formIntro, privacyPointer, sectionIntro } from "../schema/blocks.ts";
import { departmentAddress, group, icon, link, list, longText, text } from "../schema/fields.ts";

/** One way to reach us; its anchor makes the card the target of links such as page:contact#demo-request. */
const contactOption = group(
  {
    id: anchorId,
    title: text("Title"),
    text: longText("Text"),
    icon: icon(),
    email: departmentAddress("Address"),
    actions: list(action, "Buttons", { min: 1, itemLabel: "label" }),
  },
  "Contact option",
);

export type ContactOption = z.output<typeof contactOption>;

const nextSteps = group(
  { title: text("Heading"), steps: list(longText("Step"), "Steps", { min: 1 }) },
  "What happens next",
);

const directAddress = group(
  {
    title: text("Heading"),
    text: text("Sentence", { description: "The address follows it, then a full stop." }),
    email: departmentAddress("Address"),
  },
  "Direct address",
);

const websiteLink = group({ label: text("Link text"), to: link("Goes to") }, "Website link");

export type NextSteps = z.output<typeof nextSteps>;
export type DirectAddress = z.output<typeof directAddress>;
export type WebsiteLink = z.output<typeof websiteLink>;

/** /contact: the copy of the page, in content/pages/contact.yaml (the form's own texts are in app/forms/). */
export const contactPage = z.strictObject({
  banner,
  optionsSection: sectionIntro,
  contactOptions: list(contactOption, "Contact options", { min: 1, itemLabel: "title" }),
  formSection: formIntro,
  nextSteps,
  direct: directAddress,
  website: websiteLink,
  formPrivacy: privacyPointer,
});
