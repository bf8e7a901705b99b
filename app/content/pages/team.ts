import { site } from "~/config/site";

export const banner = {
  title: "Team & Advisors",
  subtitle: `The people guiding ${site.productName}.`,
};
