import { startScriptIslands } from "~/islands/script-islands";
import { impactAdapter } from "~/visualisations/impact-particles/adapter";
import { impactCanvasIsland } from "~/visualisations/impact-particles/impact-canvas";
import { startParticleFigure } from "~/visualisations/shared/particle-figure-behaviour";

/** The impact page's canvas, a script island (app/islands/script-island.tsx): page.js imports this when it is due. */
startScriptIslands(impactCanvasIsland, (island) => startParticleFigure(island, impactAdapter));
