import { palette } from "~/design/palette";

/** The four measurement dimensions and their colours, shared by every visualisation. */
export const trustCategories = ["environmental", "social", "ethical", "economic"] as const;

export type TrustCategory = (typeof trustCategories)[number];

export const categoryColours: Record<TrustCategory, string> = {
  environmental: palette.environmental,
  social: palette.social,
  ethical: palette.ethical,
  economic: palette.economic,
};

export const categoryLabels: Record<TrustCategory, string> = {
  environmental: "Environmental",
  social: "Social",
  ethical: "Ethical",
  economic: "Economic",
};
