// The one script every page loads (module, so it runs after parsing). Pages are
// complete HTML before it runs; it only adds what HTML alone cannot.

// 1. The small-screen menu is a native <details>, so it works without any script and
// browsers announce its state. This adds what <details> lacks: closing on Escape and
// on choosing a link.
for (const menu of document.querySelectorAll("details[data-menu]")) {
  const toggle = menu.querySelector("summary");
  const close = () => {
    menu.open = false;
  };
  menu.addEventListener("click", (event) => {
    if (event.target instanceof Element && event.target.closest("a")) close();
  });
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || !menu.open) return;
    close();
    toggle.focus();
  });
}

// 2. Pages with islands (app/islands) get their interactive parts from the island
// code (app/entry.client.tsx, named with its imports on this script's element),
// started once the page has painted so that it stays off the path to first paint.
const islandsScript = document.querySelector("script[data-islands-entry]");

function startIslands() {
  for (const href of (islandsScript.dataset.islandsImports ?? "").split(" ").filter(Boolean)) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.append(link);
  }
  import(/* @vite-ignore */ islandsScript.dataset.islandsEntry);
}

// After the load event and two frames: by then the page has painted, even on a busy phone,
// and the island code does not compete with the page's own first paint.
function afterLoadAndPaint(callback) {
  const start = () => requestAnimationFrame(() => requestAnimationFrame(callback));
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
}

if (islandsScript && document.querySelector("[data-island]")) afterLoadAndPaint(startIslands);
