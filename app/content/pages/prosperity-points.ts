export const banner = {
  title: "P-Points",
  subtitle: "The prosperity currency that rewards verified ethical action.",
};
