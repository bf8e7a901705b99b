import { z } from "zod";
import { banner, feature, formIntro, sectionIntro } from "../schema/blocks.ts";
import { departmentAddress, group, list, longText, text } from "../schema/fields.ts";

const duration = group(
  {
    label: text("Duration", { description: "The product specification quotes it word for word (docs/product.md)." }),
    text: longText("How the demo is given"),
    audienceTitle: text("Heading of the audience list"),
    audience: list(text("Who"), "Who should join", { min: 1 }),
  },
  "About the demo",
);

const questions = group(
  {
    text: text("Sentence", { description: "The address follows it, then a full stop." }),
    email: departmentAddress("Address"),
  },
  "Questions before booking",
);

const privacyNote = group({ title: text("Heading"), text: longText("Text") }, "Privacy note");

export type DemoDuration = z.output<typeof duration>;
export type DemoQuestions = z.output<typeof questions>;
export type DemoPrivacyNoteContent = z.output<typeof privacyNote>;

/** /schedule-demo: the copy of the page, in content/pages/schedule-demo.yaml (the form's own texts are in app/forms/). */
export const scheduleDemoPage = z.strictObject({
  banner,
  heroCards: list(feature, "Cards under the banner", { min: 1, itemLabel: "title" }),
  experienceSection: sectionIntro,
  experience: list(feature, "What the demo shows", { min: 1, itemLabel: "title" }),
  duration,
  formSection: formIntro,
  questions,
  privacyNote,
});
