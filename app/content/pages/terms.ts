import { termsOfService } from "~/content/legal/terms";

export const banner = {
  title: "Terms of Service",
  subtitle: termsOfService.lastUpdated,
};
