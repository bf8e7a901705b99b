export const banner = {
  title: "Dynamic Pricing",
  subtitle: "Prices that respond to verified trust, powered by P-Points.",
};
