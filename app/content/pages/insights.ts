export const banner = {
  title: "Insights",
  subtitle: "Research and perspectives on ethical debt and the trust premium.",
};
