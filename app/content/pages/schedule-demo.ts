import { site } from "~/config/site";

export const banner = {
  title: `Experience ${site.productName} in Action`,
  subtitle: "A personalised walkthrough of the platform, tailored to your organisation.",
};
