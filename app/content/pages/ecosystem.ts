import { site } from "~/config/site";

export const banner = {
  title: `About the ${site.productName} Ecosystem`,
  subtitle: "One network, two entities and a shared purpose: making trust measurable without ever exposing the people behind the data.",
};
