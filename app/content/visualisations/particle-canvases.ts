import { z } from "zod";
import { group, longText, text } from "../schema/fields.ts";

/** What both canvases say around the picture; the code puts them together (app/visualisations/shared/particle-figure.tsx). */
const canvasText = {
  label: text("Name of the visualisation", { description: "Read first in the caption under the canvas." }),
  description: longText("What the particles stand for"),
  keyboard: longText("How to use it from the keyboard"),
  startHint: text("Hint before a run", { description: "On the canvas, until a visitor clicks it." }),
  resetHint: text("Hint during a run", { description: "On the canvas once it runs: a click starts again." }),
};

const status = (label: string) => text(label, { description: "Read by screen readers as the visualisation changes." });

/**
 * The words of the two particle canvases (docs/product.md#trust-score-canvas,
 * docs/product.md#impact-canvas), in content/data/particle-canvases.yaml. Their timings and
 * sizes are the simulations' constants, in code.
 */
export const particleCanvasesData = z.strictObject({
  trust: group(
    {
      ...canvasText,
      legendLabel: text("Name of the legend", { description: "Read by screen readers." }),
      states: group(
        {
          scattered: status("Scattered"),
          waiting: status("Clicked, about to converge"),
          converging: status("Converging"),
          unified: status("Unified"),
        },
        "Status in each phase",
      ),
      highlighted: text("Announcement of a highlighted category", {
        description: 'Read after the category\'s name: "Environmental highlighted."',
      }),
    },
    "Trust-score canvas (platform page)",
  ),
  impact: group(
    {
      ...canvasText,
      caption: text("Caption once the voices are one", { description: "Shown over the ring at the end of a run." }),
      states: group(
        {
          individual: status("Individual"),
          waiting: status("Clicked, about to gather"),
          converging: status("Converging"),
          collective: status("Collective"),
        },
        "Status in each phase",
      ),
    },
    "Impact canvas (consortium impact page)",
  ),
});
