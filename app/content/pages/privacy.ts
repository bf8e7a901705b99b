import { privacyPolicy } from "~/content/legal/privacy";

export const banner = {
  title: "Privacy Policy",
  subtitle: privacyPolicy.lastUpdated,
};
