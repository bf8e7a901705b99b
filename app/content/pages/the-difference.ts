import { site } from "~/config/site";

export const banner = {
  title: `The ${site.productName} Difference`,
  subtitle: "Validated, multi-dimensional trust intelligence, governed independently.",
};
