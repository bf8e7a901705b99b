export const banner = {
  title: "Privacy Policy",
  subtitle: "Last updated May 2025",
};
