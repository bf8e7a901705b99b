import { site } from "~/config/site";

export const banner = {
  title: "Invest in the Infrastructure of Trust",
  subtitle: `Why systemic and institutional investors back ${site.productName}.`,
};
