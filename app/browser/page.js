// The one script every page loads, after its first paint (app/browser/page-script-loader.ts).
// Pages are complete HTML before it runs; it only adds what HTML alone cannot.

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

// 2. Islands (app/islands): each starts when it comes within about a viewport of the screen, or
// on the first interaction with it, whichever is first, as Astro's client:visible does. Until
// then it is plain HTML (a form posts without script and keeps what was typed once it starts),
// and a page loads no React until one of its islands starts. The island code
// (app/entry.client.tsx, named with its imports on this script's element) hydrates the islands
// marked `data-island-due`, at once and whenever the "islands:due" event says there are more.
// A script island (app/islands/script-island.tsx) names its own script instead, which starts it
// the same way without React; in development, where React Router starts React's islands, page.js
// still starts these.
const islandsScript = document.querySelector("script[data-islands-entry]");
const islands = new Set(
  [...document.querySelectorAll("[data-island]")].filter((island) => island.dataset.islandScript || islandsScript),
);
let islandCode;

function loadIslandCode() {
  for (const href of (islandsScript.dataset.islandsImports ?? "").split(" ").filter(Boolean)) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.append(link);
  }
  return import(/* @vite-ignore */ islandsScript.dataset.islandsEntry);
}

function startIsland(island) {
  if (island.hasAttribute("data-island-due")) return;
  island.setAttribute("data-island-due", "");
  if (island.dataset.islandScript) import(/* @vite-ignore */ island.dataset.islandScript);
  else islandCode ??= loadIslandCode();
  document.dispatchEvent(new Event("islands:due"));
}

// After the load event and two frames: by then the page has painted, even on a busy phone,
// and no script added here competes with the page's own first paint.
function afterLoadAndPaint(callback) {
  const start = () => requestAnimationFrame(() => requestAnimationFrame(callback));
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
}

// What a page names in a `<noscript data-after-paint>` (its web manifest, app/root.tsx) no first
// paint needs, but a browser fetches it as soon as it is named: named here, once the page has loaded
// and painted. A browser without script reads it from the <noscript> at once.
for (const later of document.head.querySelectorAll("noscript[data-after-paint]")) {
  afterLoadAndPaint(() => later.insertAdjacentHTML("afterend", later.textContent));
}

// No first touch lost (docs/decisions/020-no-first-touch-lost.md). A touch on an island whose code
// does not listen yet starts it, and a click, key press or focus that only the island's code would
// answer is held until that code listens (`data-island-live`, app/islands/island-attributes.ts),
// then given to the same element again. What the browser answers by itself (a link, a submit
// button, a field, a label, typing) is left to it, so it never happens twice, and an island already
// listening answers for itself. The page script's loader keeps the touches made before this script ran.
const touchTypes = ["pointerdown", "focusin", "click", "keydown"];
const answeredByTheBrowser = {
  click: "a[href], area[href], label, summary, input, select, textarea, button:not([type=button]), [contenteditable]",
  keydown: "input, select, textarea, [contenteditable]",
};
const heldTouches = new Map();

function holdTouch(event) {
  const island = event.target instanceof Element ? event.target.closest("[data-island]") : null;
  if (!islands.has(island) || island.hasAttribute("data-island-live")) return;
  startIsland(island);
  const answered = answeredByTheBrowser[event.type];
  if (event.type === "pointerdown" || (answered && event.target.closest(answered))) return;
  heldTouches.set(island, [...(heldTouches.get(island) ?? []), event]);
}

// Focus is given again only where it still is; a click or key press is made again as it was made.
function giveHeldTouches({ target: island }) {
  const touches = heldTouches.get(island) ?? [];
  heldTouches.delete(island);
  for (const touch of touches) {
    const element = touch.target;
    if (touch.type !== "focusin") element.dispatchEvent(new touch.constructor(touch.type, touch));
    else if (document.activeElement === element) {
      element.dispatchEvent(new FocusEvent("focus", { relatedTarget: touch.relatedTarget }));
      element.dispatchEvent(new FocusEvent("focusin", touch));
    }
  }
}

const pageScriptCarrier = document.querySelector("script[data-page-script]");
for (const touch of pageScriptCarrier?.takeEarlyTouches?.() ?? []) holdTouch(touch);
for (const type of touchTypes) document.addEventListener(type, holdTouch, { capture: true, passive: true });
document.addEventListener("island:live", giveHeldTouches);

if (islands.size > 0) {
  afterLoadAndPaint(() => {
    // An island's box is `display: contents`, so what is watched is what it draws.
    const islandOf = new Map();
    const near = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          const island = islandOf.get(entry.target);
          for (const [element, owner] of islandOf) if (owner === island) near.unobserve(element);
          startIsland(island);
        }
      },
      { rootMargin: "100% 0px" },
    );
    for (const island of islands) {
      if (island.children.length === 0) startIsland(island);
      for (const element of island.children) {
        islandOf.set(element, island);
        near.observe(element);
      }
    }
  });
}

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
  // While the dialog's code is on its way, what the visitor types is the start of the search: it
  // is kept and typed into the box once the dialog opens, and Escape calls the opening off
  // (docs/decisions/020-no-first-touch-lost.md).
  let opening = null;
  const openSearch = (event) => {
    event.preventDefault();
    if (opening) return;
    const thisOpening = (opening = { typed: "", calledOff: false });
    loadSearch().then(
      () => {
        if (opening === thisOpening) opening = null;
        if (thisOpening.calledOff) return;
        document.dispatchEvent(new Event("site-search:open"));
        const box = document.activeElement;
        if (!thisOpening.typed || !(box instanceof HTMLInputElement)) return;
        box.setRangeText(thisOpening.typed, box.selectionStart ?? 0, box.selectionEnd ?? 0, "end");
        box.dispatchEvent(new Event("input", { bubbles: true }));
      },
      // The dialog's code did not arrive (a dropped connection): the search page works without it,
      // unless the visitor has called the opening off (Escape, which also stops what is loading).
      () => {
        if (opening === thisOpening) opening = null;
        if (!thisOpening.calledOff) location.assign(searchButton.form.action);
      },
    );
  };
  const typesText = (event) => event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
  const holdWhileOpening = (event) => {
    if (event.key === "Escape") {
      opening.calledOff = true;
      opening = null;
    } else if (event.key === "Backspace") opening.typed = opening.typed.slice(0, -1);
    else if (typesText(event)) opening.typed += event.key;
    else return;
    event.preventDefault();
  };
  const typing = (target) =>
    target instanceof HTMLElement && (target.isContentEditable || target.closest("input, textarea, select") !== null);
  searchButton.setAttribute("aria-keyshortcuts", "/ Control+K Meta+K");
  searchButton.addEventListener("click", openSearch);
  document.addEventListener("keydown", (event) => {
    if (event.defaultPrevented || typing(event.target) || document.querySelector("dialog[open]")) return;
    if (opening) return holdWhileOpening(event);
    const slash = event.key === "/" && !event.ctrlKey && !event.metaKey && !event.altKey;
    const commandK = event.key.toLowerCase() === "k" && (event.ctrlKey || event.metaKey) && !event.altKey;
    if (slash || commandK) openSearch(event);
  });
  // On the search page the code starts with a search in the address (?q=) or once the visitor
  // turns to the box; until then the box is a plain form that asks the page for ?q=, and if the
  // code cannot load, the page's list of every page remains.
  const searchPage = document.querySelector("form[data-search-page]");
  if (searchPage) {
    const startSearchPage = () => loadSearch().catch(() => {});
    if (new URLSearchParams(location.search).has("q")) startSearchPage();
    else searchPage.addEventListener("focusin", startSearchPage, { once: true });
  }
}

// 6. Theme control (docs/decisions/012-dark-mode.md). The stylesheet follows the system setting by
// itself; the header's control (app/components/layout/theme-control.tsx), drawn only where script runs,
// sets a choice of light or dark on <html> and keeps it under the localStorage key it names, from
// which app/browser/theme-script.ts applies it on every page before first paint. "System" removes both.
const themeControl = document.querySelector("details[data-theme-control]");

if (themeControl) {
  const storageKey = themeControl.dataset.themeStorage;
  const root = document.documentElement;
  const radios = themeControl.querySelectorAll('input[name="theme"]');
  const themeChoice = (value) => (value === "light" || value === "dark" ? value : "system");
  const storedChoice = () => {
    try {
      return themeChoice(localStorage.getItem(storageKey));
    } catch {
      return themeChoice(root.getAttribute("data-theme"));
    }
  };
  const showChoice = (choice) => {
    for (const radio of radios) radio.checked = radio.value === choice;
  };
  const applyChoice = (choice) => {
    if (choice === "system") root.removeAttribute("data-theme");
    else root.setAttribute("data-theme", choice);
    showChoice(choice);
  };
  for (const radio of radios) {
    radio.addEventListener("change", () => {
      const choice = themeChoice(radio.value);
      applyChoice(choice);
      try {
        if (choice === "system") localStorage.removeItem(storageKey);
        else localStorage.setItem(storageKey, choice);
      } catch {
        // Storage switched off: the choice holds for this page only.
      }
    });
  }
  // A choice made in another tab, or on another page before this one came back from the back-forward cache.
  window.addEventListener("storage", (event) => {
    if (event.key === storageKey) applyChoice(themeChoice(event.newValue));
  });
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) applyChoice(storedChoice());
  });
  showChoice(themeChoice(root.getAttribute("data-theme")));

  // Like the menu: Escape closes it and gives the focus back to its button; a click elsewhere closes it.
  const themeToggle = themeControl.querySelector("summary");
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || !themeControl.open) return;
    themeControl.open = false;
    themeToggle.focus();
  });
  document.addEventListener("click", (event) => {
    if (themeControl.open && event.target instanceof Node && !themeControl.contains(event.target)) {
      themeControl.open = false;
    }
  });
}

// 7. A document's contents (app/components/white-paper/white-paper-contents.tsx) are plain #section
// links. Here the item of the section being read is marked current (the band below the fixed
// header, top third of the screen), and a jump scrolls smoothly, at once under reduced motion,
// moves focus to the section and keeps its address; the sections it passes are not marked.
for (const contents of document.querySelectorAll("nav[data-contents]")) {
  // Each link's section, looked up once: the reading band is checked on every scroll past a section.
  const sectionOfLink = new Map();
  for (const link of contents.querySelectorAll('a[href^="#"]')) {
    const section = document.getElementById(decodeURIComponent(link.hash.slice(1)));
    if (section) sectionOfLink.set(link, section);
  }
  const markCurrent = (current) => {
    for (const link of sectionOfLink.keys()) {
      if (link === current) link.setAttribute("aria-current", "true");
      else link.removeAttribute("aria-current");
    }
  };
  const inReadingBand = new Set();
  const markRead = () => {
    const read = [...sectionOfLink].find(([, section]) => inReadingBand.has(section))?.[0];
    if (read) markCurrent(read);
  };
  let jumping = false;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) inReadingBand.add(entry.target);
        else inReadingBand.delete(entry.target);
      }
      if (!jumping) markRead();
    },
    { rootMargin: "-72px 0px -65% 0px" },
  );
  for (const section of sectionOfLink.values()) observer.observe(section);
  const addressed = [...sectionOfLink.keys()].find((link) => link.hash === location.hash);
  if (addressed) markCurrent(addressed);
  contents.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href^="#"]') : null;
    if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const section = sectionOfLink.get(link);
    if (!section) return;
    event.preventDefault();
    markCurrent(link);
    jumping = true;
    // Browsers without scrollend follow the reader again after the longest smooth scroll.
    const fallback = setTimeout(() => settle(), 1200);
    // The reader may have scrolled on meanwhile: mark what is read now (without scrollend, as in
    // WebKit, the fallback can settle well after the scroll has ended).
    const settle = () => {
      jumping = false;
      markRead();
      clearTimeout(fallback);
      removeEventListener("scrollend", settle);
    };
    addEventListener("scrollend", settle);
    const instant = matchMedia("(prefers-reduced-motion: reduce)").matches;
    section.scrollIntoView({ behavior: instant ? "instant" : "smooth", block: "start" });
    history.replaceState(history.state, "", link.hash);
    section.focus({ preventScroll: true });
  });
}

// 8. Forms that bring a small script of their own, named in data-form-script (the subscribe form,
// app/components/newsletter/subscribe-form.tsx): it loads on the first touch of the form, so a page
// that is only read loads nothing for it. Until it has loaded, the form posts to its page as without script.
for (const form of document.querySelectorAll("form[data-form-script]")) {
  const load = () => import(/* @vite-ignore */ form.dataset.formScript);
  for (const type of ["pointerdown", "focusin"]) form.addEventListener(type, load, { once: true, passive: true });
}

// 9. Every enhancement above is in place: tests wait for this before they use the page
// (tests/support/test.ts), since this script may arrive after the load event.
document.documentElement.setAttribute("data-enhanced", "");
