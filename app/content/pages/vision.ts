export const banner = {
  title: "Architecting the Economy of Tomorrow",
  subtitle: "Our Vision",
};
