export const banner = {
  title: "Our Impact",
  subtitle: "Individual voices, collective insight.",
};
