export const banner = {
  title: "How It Works",
  subtitle: "From privacy-first data contribution to validated, quantified prosperity insights.",
};
