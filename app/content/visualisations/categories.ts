/** The four measurement dimensions and their colours (spec 9), shared by every visualisation. */
export const trustCategories = ["environmental", "social", "ethical", "economic"] as const;

export type TrustCategory = (typeof trustCategories)[number];

export const categoryColours: Record<TrustCategory, string> = {
  environmental: "#1A7D85",
  social: "#6E59A5",
  ethical: "#9b87f5",
  economic: "#7E69AB",
};

export const categoryLabels: Record<TrustCategory, string> = {
  environmental: "Environmental",
  social: "Social",
  ethical: "Ethical",
  economic: "Economic",
};
