import { site } from "~/config/site";

export const banner = {
  title: "Our Mission",
  subtitle: `The company behind ${site.productName}, the people building it and how to reach them.`,
};
