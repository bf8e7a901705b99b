import { z } from "zod";
import { text } from "./schema/fields.ts";

/** Copy that belongs to the whole site rather than one page: content/site/site.yaml. */
export const siteCopy = z.strictObject({
  tagline: text("Tagline", {
    description:
      "Shown in the footer, on the white paper's PDF, the social images, the web manifest and the vision page.",
  }),
});
