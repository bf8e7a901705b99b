export const banner = {
  title: "Terms of Service",
  subtitle: "Last updated May 2025",
};
