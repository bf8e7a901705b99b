// Pre-rendered pages are complete before any script runs; React only adds interaction.
// The build (scripts/postbuild.ts) parks React Router's bootstrap script and module
// preloads; this starts them once the first frame is painted, so the JavaScript is
// fetched and run off the path to first paint.
function hydrate() {
  for (const link of document.querySelectorAll('link[rel="x-deferred-modulepreload"]')) link.rel = "modulepreload";
  for (const parked of document.querySelectorAll('script[type="text/x-deferred-module"]')) {
    const script = document.createElement("script");
    script.type = "module";
    script.dataset.hydrate = "";
    script.textContent = parked.textContent;
    parked.replaceWith(script);
  }
}
requestAnimationFrame(() => setTimeout(hydrate, 0));
