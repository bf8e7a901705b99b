export const banner = {
  title: "Solutions for the Trust Economy",
  subtitle: "Scenario modelling, trust scoring and dynamic pricing that turn ethical performance into commercial advantage.",
};
