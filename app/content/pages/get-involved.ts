export const banner = {
  title: "Get Involved",
  subtitle: "Six ways to help build the economy of trust.",
};
