import { site } from "~/config/site";

/** Copy around the two particle canvases (docs/product.md#visualisations); the constants live with the simulations. */
export const trustCanvasText = {
  label: `${site.productName} trust-score visualisation`,
  description:
    "Particles in four colours stand for environmental, social, ethical and economic signals, each starting in its own quadrant.",
  keyboard: "Press Enter or Space to start or reset; the arrow keys highlight one category at a time.",
  startHint: "Click to unify the four dimensions",
  resetHint: "Click to reset visualization",
  legendLabel: "Categories",
  states: {
    scattered: "Scattered: the four categories drift apart, each in its own quadrant.",
    waiting: "Scattered: the four categories are about to converge.",
    converging: "Converging: each category gathers into a linked cluster in its quadrant.",
    unified: "Unified: all four categories have merged into one trust score.",
  },
  highlighted: (category: string) => `${category} highlighted.`,
};

export const impactCanvasText = {
  label: "Individual voices visualisation",
  description: "Each particle is one individual voice.",
  keyboard: "Press Enter or Space to start or reset; the arrow keys highlight one voice at a time.",
  startHint: "Click to see individual voices become collective insight",
  resetHint: "Click to reset visualization",
  caption: "Collective Insight",
  states: {
    individual: "Individual: voices move on their own.",
    waiting: "Individual: the voices are about to gather.",
    converging: "Converging: the voices gather toward the centre.",
    collective: "Collective Insight: the voices form one connected ring.",
  },
};
