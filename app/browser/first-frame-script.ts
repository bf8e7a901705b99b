/**
 * Holds a public page's first frame until the element with `targetId` begins: Chromium's
 * `<link rel="expect" blocking="render">` (other browsers ignore it). Without it, a frame painted
 * while the parser waits halfway through the header shows the header's right-hand buttons moving
 * as each new one arrives and pushes the others left: a layout shift. Run inline in <head> after
 * the theme script (app/browser/site-head-script.ts). The link is written by script because the Nu
 * Html Checker accepts `blocking` only on stylesheet links; a link added to the head before the body
 * counts as one the parser met.
 */
export const firstFrameScript = (targetId: string) =>
  `(function(link){link.rel="expect";link.href=${JSON.stringify(`#${targetId}`)};link.setAttribute("blocking","render");document.head.appendChild(link)})(document.createElement("link"))`;
