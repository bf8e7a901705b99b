import { z } from "zod";
import type { DimensionKey } from "../schema/blocks.ts";
import { text } from "../schema/fields.ts";

const shownIn = {
  description: "Its name in the particle canvas's legend and quadrants and in the home page's sample profile.",
};

/**
 * The names of the four measurement dimensions (docs/product.md#categories), in
 * content/data/categories.yaml. Their colours come from app/app.css and their order from the
 * canvases' layout (app/visualisations/shared/category-order.ts), so only the words are content.
 */
export const categoriesData = z.strictObject({
  environmental: text("Environmental", shownIn),
  social: text("Social", shownIn),
  ethical: text("Ethical", shownIn),
  economic: text("Economic", shownIn),
} satisfies Record<DimensionKey, z.ZodType>);
