export const banner = {
  title: "Community Voice",
  subtitle: "A protected channel for communities to shape how organisations are measured.",
};
