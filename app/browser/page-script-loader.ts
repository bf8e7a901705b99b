/**
 * Loads the page script (app/browser/page.js) once the page has painted its content (the
 * first-contentful-paint entry: a first paint of the bare background may come sooner), so that the
 * first paint never waits for it: the document is the only thing a phone fetches and runs before
 * it shows the page (docs/decisions/013-islands-start-near-the-screen.md). Run inline at the end of
 * <body> by app/root.tsx, on the element that names the script and the islands' code. Browsers
 * without paint timing load it two frames after the load event, as page.js starts the islands in
 * view. Written for every browser that runs a module script, and the older ones simply ignore that
 * script.
 *
 * On a page with islands it also keeps every touch (pointer down, focus, click, key press) made
 * before page.js runs, which page.js takes with `takeEarlyTouches()` on this element and treats as
 * its own, so that a touch on an island in the first screen is not lost while page.js is on its way
 * (docs/decisions/020-no-first-touch-lost.md).
 *
 * A pre-rendered page whose inline stylesheet holds only its first screen's rules names its whole
 * stylesheet (`data-page-stylesheet`, scripts/first-screen-css.ts): that comes first, at the same
 * moment, and the page script once it has applied, so that page.js and the islands, which may read
 * any colour token or render any state, always find every rule of the page
 * (docs/decisions/029-every-page-in-its-first-round-trip.md). When it has applied (or failed), the
 * loader marks `<html>` with `pageStyledAttribute`: until then, a menu opened early shows nothing
 * rather than its panel without the rules that place it.
 */
export const pageStyledAttribute = "data-page-styled";

export const pageScriptLoader = `(function(carrier){
function styled(){document.documentElement.setAttribute("${pageStyledAttribute}","");loadScript()}
function loadScript(){var script=document.createElement("script");script.type="module";script.src=carrier.getAttribute("data-page-script");document.head.appendChild(script)}
function load(){var href=carrier.getAttribute("data-page-stylesheet");if(!href)return loadScript();var link=document.createElement("link");link.rel="stylesheet";link.href=href;link.onload=link.onerror=styled;document.head.appendChild(link)}
if(document.querySelector("[data-island]")){var touches=[],types=["pointerdown","focusin","click","keydown"],keep=function(event){touches.push(event)};
types.forEach(function(type){document.addEventListener(type,keep,true)});
carrier.takeEarlyTouches=function(){types.forEach(function(type){document.removeEventListener(type,keep,true)});return touches}}
try{if(PerformanceObserver.supportedEntryTypes.indexOf("paint")>=0){
if(performance.getEntriesByName("first-contentful-paint").length)return load();
var observer=new PerformanceObserver(function(entries){if(!entries.getEntriesByName("first-contentful-paint").length)return;observer.disconnect();load()});observer.observe({type:"paint"});return}}catch(error){}
addEventListener("load",function(){requestAnimationFrame(function(){requestAnimationFrame(load)})})
})(document.currentScript)`.replace(/\n/g, "");
