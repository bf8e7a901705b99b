import { startScriptIslands } from "~/islands/script-islands";
import { startParticleFigure } from "~/visualisations/shared/particle-figure-behaviour";
import { trustAdapter } from "~/visualisations/trust-particles/adapter";
import { trustParticleCanvasIsland } from "~/visualisations/trust-particles/trust-particle-canvas";

/** The platform page's canvas, a script island (app/islands/script-island.tsx): page.js imports this when it is due. */
startScriptIslands(trustParticleCanvasIsland, (island) => startParticleFigure(island, trustAdapter));
