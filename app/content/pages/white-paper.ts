export const banner = {
  title: "Ethical Debt and the Trust Premium",
  subtitle: "White paper, version 3.0, July 2025",
};
