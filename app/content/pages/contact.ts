export const banner = {
  title: "Contact Us",
  subtitle: "Tell us what you are working on and the right team will answer.",
};
