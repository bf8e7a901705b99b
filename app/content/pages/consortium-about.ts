export const banner = {
  title: "About the Consortium",
  subtitle: "An independent 501(c)(3) non-profit data steward and ethical governance body.",
};
