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

// 3. Where the visit began, for the lead context of a form sent later in it
// (app/forms/lead-context.server.ts): the first page's address and referrer, kept in this
// tab for this visit only (sessionStorage, no cookie). The form code reads them back under
// the same key and names (visitStorageKey in app/forms/form-protocol.ts).
try {
  if (!sessionStorage.getItem("site:visit")) {
    sessionStorage.setItem("site:visit", JSON.stringify({ landing: location.href, referrer: document.referrer }));
  }
} catch {
  // Storage switched off: a form then sends the page it is on as the landing page.
}

// 4. Analytics, only on a site built with them (app/browser/analytics-script.ts names the
// script) and never when the browser signals Global Privacy Control or Do Not Track: then not
// even the script is fetched. Started after the first paint, like the islands.
const analyticsScript = document.querySelector("script[data-analytics-src]");
const trackingRefused =
  navigator.globalPrivacyControl === true || navigator.doNotTrack === "1" || window.doNotTrack === "1";

if (analyticsScript && !trackingRefused) {
  afterLoadAndPaint(() => {
    const script = document.createElement("script");
    script.src = analyticsScript.dataset.analyticsSrc;
    document.head.append(script);
  });
}

// 5. Site search (docs/decisions/011-site-search.md). The header's search button is a plain form
// that leads to the search page; here it opens the search dialog instead, as do "/" and Ctrl+K or
// ⌘K outside text fields. The dialog's code, named on the button, loads on the first search.
const searchButton = document.querySelector("[data-search-src]");

if (searchButton) {
  const loadSearch = () => import(/* @vite-ignore */ searchButton.dataset.searchSrc);
  const openSearch = (event) => {
    event.preventDefault();
    loadSearch().then(
      () => document.dispatchEvent(new Event("site-search:open")),
      // The dialog's code did not arrive (a dropped connection): the search page works without it.
      () => location.assign(searchButton.form.action),
    );
  };
  const typing = (target) =>
    target instanceof HTMLElement && (target.isContentEditable || target.closest("input, textarea, select") !== null);
  searchButton.setAttribute("aria-keyshortcuts", "/ Control+K Meta+K");
  searchButton.addEventListener("click", openSearch);
  document.addEventListener("keydown", (event) => {
    if (event.defaultPrevented || typing(event.target) || document.querySelector("dialog[open]")) return;
    const slash = event.key === "/" && !event.ctrlKey && !event.metaKey && !event.altKey;
    const commandK = event.key.toLowerCase() === "k" && (event.ctrlKey || event.metaKey) && !event.altKey;
    if (slash || commandK) openSearch(event);
  });
  // On the search page the code starts at once; if it cannot, the page's list of every page remains.
  if (document.querySelector("form[data-search-page]")) loadSearch().catch(() => {});
}
