import { firstFrameScript } from "./first-frame-script";
import { themeScript } from "./theme-script";

/**
 * The public pages' one inline script in <head>: the theme, then the first frame's hold. One script
 * rather than two is one hash fewer in every page's CSP header, bytes of the first round trip
 * (docs/decisions/029-every-page-in-its-first-round-trip.md).
 */
export const siteHeadScript = (targetId: string) => `${themeScript};${firstFrameScript(targetId)}`;
