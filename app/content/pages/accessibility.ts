import { z } from "zod";
import { action, banner, feature, sectionIntro, story } from "../schema/blocks.ts";
import { date, group, list, text } from "../schema/fields.ts";

/** /accessibility: the accessibility statement, in content/pages/accessibility.yaml. */
export const accessibilityPage = z.strictObject({
  banner,
  review: group(
    {
      label: text("Words before the date", { description: 'e.g. "Last reviewed"; the date follows.' }),
      date: date("Date of the last review", {
        description: "When this statement was last checked against the site, YYYY-MM-DD. Change it at every review.",
      }),
    },
    "Last review",
    { description: "Shown under the title." },
  ),
  target: story,
  expectationsSection: sectionIntro,
  expectations: list(feature, "What visitors can expect", { min: 1, itemLabel: "title" }),
  testingSection: sectionIntro,
  testing: list(feature, "How the site is tested", {
    min: 1,
    itemLabel: "title",
    description: "Only checks the project really runs (tests/ and the lint configuration).",
  }),
  limitationsSection: sectionIntro,
  limitations: list(feature, "Known limitations", { min: 1, itemLabel: "title" }),
  report: story,
  reportActions: list(action, "Ways to report a barrier", { min: 1, itemLabel: "label" }),
});
