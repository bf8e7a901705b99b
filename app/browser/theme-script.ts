import { themeStorageKey } from "~/design/theme";

/**
 * What the page must know before first paint, run inline in <head> by app/root.tsx while the
 * document is parsed. It marks `<html data-scripted>`, so that controls which need script (the theme
 * control, the search page's box) are drawn from the first paint instead of appearing later and
 * moving the page (the `scripted:` variant of app/app.css). And it applies the visitor's theme
 * (docs/decisions/012-dark-mode.md), a choice kept by the header's control (app/browser/page.js), so
 * a page never shows the other theme first; it does nothing more when storage is switched off. Pre-rendered pages allow it by its hash, which server/prerendered-pages.ts takes
 * from the page itself; pages rendered per request by their nonce.
 */
export const themeScript = `document.documentElement.setAttribute("data-scripted","");try{var theme=localStorage.getItem(${JSON.stringify(themeStorageKey)});if(theme==="light"||theme==="dark")document.documentElement.setAttribute("data-theme",theme)}catch(error){}`;
