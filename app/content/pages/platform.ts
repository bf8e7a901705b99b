import { z } from "zod";
import { pricingResultsCopy } from "../pricing-results.ts";
import { action, banner, ctaBand, dimension, feature, sectionIntro } from "../schema/blocks.ts";
import { group, list } from "../schema/fields.ts";

/** /platform: the copy of the TrustScore landing page, in content/pages/platform.yaml. */
export const platformPage = z.strictObject({
  banner: group(
    {
      ...banner.shape,
      jump: group(action.shape, "Button to the four metrics", {
        description: "Goes to #qpi: the four metrics section further down this page.",
      }),
      insights: group(action.shape, "Second button"),
    },
    "Page banner",
  ),
  capabilitiesSection: group(sectionIntro.shape, "Capabilities: heading"),
  capabilities: list(feature, "Capabilities", { min: 1, itemLabel: "title" }),
  metricsSection: group(sectionIntro.shape, "Four metrics: heading", {
    description:
      "Keep its anchor qpi: the banner and other pages link to it. The metric explorer under it is edited with the visualisations.",
  }),
  pricingResultsCopy,
  signalsSection: group(sectionIntro.shape, "Trust signals: heading", {
    description: "The particle visualisation under it is edited with the visualisations.",
  }),
  dimensions: list(dimension, "Trust signals: the four dimensions", { min: 1, itemLabel: "title" }),
  closing: ctaBand,
});
