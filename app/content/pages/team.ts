import { z } from "zod";
import { banner, ctaBand, feature, sectionIntro } from "../schema/blocks.ts";
import { list, reference } from "../schema/fields.ts";

/** /team: the copy of the page, in content/pages/team.yaml; the people are in content/team/. */
export const teamPage = z
  .strictObject({
    banner,
    teamSection: sectionIntro,
    founder: reference("team", "Founder", { description: "Shown first, on a wide card with the biography." }),
    advisors: list(reference("team", "Advisor"), "Advisors", {
      min: 1,
      description: "Shown after the founder, in this order; the company page shows the same people.",
    }),
    advisoryPrinciplesSection: sectionIntro,
    advisoryPrinciples: list(feature, "Principles", { min: 1, itemLabel: "title" }),
    closingCta: ctaBand,
  })
  .superRefine(({ founder, advisors }, ctx) => {
    advisors.forEach((slug, index) => {
      if (slug === founder || advisors.indexOf(slug) < index) {
        ctx.addIssue({ code: "custom", path: ["advisors", index], message: `"${slug}" is already shown above` });
      }
    });
  });
