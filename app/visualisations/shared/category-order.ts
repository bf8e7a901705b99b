import type { DimensionKey } from "~/content/schema/blocks";
import { palette } from "~/design/palette";

/**
 * The four measurement dimensions (docs/product.md#categories) in the order the trust canvas
 * lays out its quadrants and every legend lists them. Their names are content
 * (content/data/categories.yaml); their colours are the stylesheet's.
 */
export const trustCategories = [
  "environmental",
  "social",
  "ethical",
  "economic",
] as const satisfies readonly DimensionKey[];

export type TrustCategory = (typeof trustCategories)[number];

/** Each category's colour as built (app/app.css's light @theme): for the PDF, images and simulations. */
export const categoryColours: Record<TrustCategory, string> = {
  environmental: palette.environmental,
  social: palette.social,
  ethical: palette.ethical,
  economic: palette.economic,
};

/** Each category's colour token, which follows the page's theme: for markup (legends, diagrams). */
export const categoryColourTokens: Record<TrustCategory, string> = {
  environmental: "var(--color-environmental)",
  social: "var(--color-social)",
  ethical: "var(--color-ethical)",
  economic: "var(--color-economic)",
};
