import { site } from "~/config/site";

export const banner = {
  title: "Our Mission",
  subtitle: `${site.consortiumName} guards the data so that trust can be measured fairly.`,
};
