import { themeStorageKey } from "~/design/theme";

/**
 * What the page must know before first paint, run inline in <head> while the document is parsed
 * (app/browser/site-head-script.ts on public pages, app/components/desk/desk-document.tsx in the
 * desk). It marks `<html data-scripted>`, so that controls which need script (the theme control, the
 * search page's box) are drawn from the first paint instead of appearing later and moving the page
 * (the `scripted:` variant of app/app.css). And it applies the visitor's theme
 * (docs/decisions/012-dark-mode.md), a choice kept by the header's control (app/browser/page.js), so
 * a page never shows the other theme first; it does nothing more when storage is switched off.
 *
 * The browser's bar follows `data-theme` too, whoever sets it (this script, or the control later):
 * the `theme-color` meta of the chosen scheme, placed before this script, then applies to all
 * media and the other to none; with no choice each keeps its own `prefers-color-scheme` query.
 *
 * Pre-rendered pages allow it by its hash, which server/prerendered-pages.ts takes from the page
 * itself; pages rendered per request by their nonce.
 */
export const themeScript = `(function(root){
root.setAttribute("data-scripted","");
var bars=[].map.call(document.querySelectorAll('meta[name="theme-color"][media]'),function(meta){return{meta:meta,media:meta.getAttribute("media")}});
function paintBars(){var theme=root.getAttribute("data-theme");bars.forEach(function(bar){bar.meta.setAttribute("media",theme?(bar.media.indexOf(theme)>=0?"all":"not all"):bar.media)})}
new MutationObserver(paintBars).observe(root,{attributes:true,attributeFilter:["data-theme"]});
try{var theme=localStorage.getItem(${JSON.stringify(themeStorageKey)});if(theme==="light"||theme==="dark")root.setAttribute("data-theme",theme)}catch(error){}
})(document.documentElement)`.replace(/\n/g, "");
