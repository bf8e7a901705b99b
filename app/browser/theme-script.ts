import { themeStorageKey } from "~/design/theme";

/**
 * The visitor's theme before first paint (docs/decisions/012-dark-mode.md): app/root.tsx runs this
 * inline in <head>, while the document is parsed, so a page never shows the other theme first. It
 * applies a choice kept by the header's control (app/browser/page.js) and does nothing when storage
 * is switched off. Pre-rendered pages allow it by its hash, which server/prerendered-pages.ts takes
 * from the page itself; pages rendered per request by their nonce.
 */
export const themeScript = `try{var theme=localStorage.getItem(${JSON.stringify(themeStorageKey)});if(theme==="light"||theme==="dark")document.documentElement.setAttribute("data-theme",theme)}catch(error){}`;
