import { site } from "~/config/site";
import type { Action } from "~/content/types";
import { whitePaper, whitePaperPdfFileName } from "~/content/white-paper";
import { pathTo } from "~/lib/site-routes";
import { resourcePaths } from "~/route-table";

export const banner = {
  eyebrow: "White Paper",
  title: whitePaper.title,
  subtitle: whitePaper.abstract,
  facts: [`Version ${whitePaper.version}`, whitePaper.date, whitePaper.byline],
};

export const contentsHeading = "Contents";

export const aboutActions = {
  website: {
    label: "Visit Website",
    to: site.urls.productWebsite,
    variant: "primary",
    external: true,
  } satisfies Action,
  pdf: { label: "Download PDF", href: resourcePaths.whitePaperPdf, fileName: whitePaperPdfFileName },
};

export const referencesHeading = "References";

export type AudienceCall = { audience: string; text: string; action: Action };

/** The closing calls to action, one per audience (docs/product.md#white-paper). */
export const audienceCalls = {
  id: "next-steps",
  title: "Put the Trust Premium to Work",
  intro: "Wherever you sit in the ecosystem, there is a next step.",
  calls: [
    {
      audience: "Enterprise Leaders",
      text: "Request a confidential Ethical Debt Assessment and see where hidden liabilities sit in your organisation.",
      action: { label: "Contact Us", to: pathTo("contact") },
    },
    {
      audience: "Systemic Investors",
      text: "See the institutional platform: validated trust metrics beside your financial analysis, shown live in a personal demo.",
      action: { label: "Get Demo", to: pathTo("schedule-demo") },
    },
    {
      audience: "Thought Leaders",
      text: `Shape the standards for measuring trust as a partner, researcher or data contributor of the ${site.consortiumName}.`,
      action: { label: "Join Consortium", to: pathTo("get-involved") },
    },
  ] satisfies AudienceCall[],
};
