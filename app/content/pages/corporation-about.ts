import { site } from "~/config/site";

export const banner = {
  title: `About ${site.corporationName}`,
  subtitle: `The company building the ${site.productName} trust-intelligence platform.`,
};
