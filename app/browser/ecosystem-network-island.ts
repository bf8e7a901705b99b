import { startScriptIslands } from "~/islands/script-islands";
import { ecosystemNetworkIsland, enhanceEcosystemNetwork } from "~/visualisations/ecosystem-network/behaviour";

/** The ecosystem page's network diagram, a script island (app/islands/script-island.tsx): page.js imports this when it is due. */
startScriptIslands(ecosystemNetworkIsland, enhanceEcosystemNetwork);
