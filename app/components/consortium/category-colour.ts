import type { CategoryColour } from "~/content/consortium";

/** Icon chips in the spec's category colours; the light "ethical" violet takes dark ink for contrast. */
export const categoryChipClass: Record<CategoryColour, string> = {
  environmental: "bg-environmental text-white",
  social: "bg-social text-white",
  ethical: "bg-ethical text-night",
  economic: "bg-economic text-white",
};

/** A card's coloured top edge in the category colour. */
export const categoryEdgeClass: Record<CategoryColour, string> = {
  environmental: "border-t-environmental",
  social: "border-t-social",
  ethical: "border-t-ethical",
  economic: "border-t-economic",
};
