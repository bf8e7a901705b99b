import { describe, expect, it } from "vitest";
import {
  cssTokensOfHtml,
  cssTokensOfScript,
  customPropertiesNamedIn,
  hiddenAttributeRule,
  islandChunk,
  islandChunks,
  pruneCss,
  scriptsOfPage,
  withoutUnreadCustomProperties,
  withoutUnusedIslandCode,
} from "../../../scripts/page-css";

const css = [
  ".used{color:red}",
  ".unused{color:blue}",
  ".md\\:text-4xl{@media (width>=48rem){font-size:2rem}}",
  ".\\[\\&\\>p\\]\\:mt-2>p{margin-top:.5rem}",
  ".bg-white\\/10{background:#ffffff1a}",
  ".lg\\:grid-cols-\\[15rem_minmax\\(0\\,1fr\\)\\]{grid-template-columns:15rem minmax(0,1fr)}",
  ".group-open\\:rotate-180:is(:where(.group):is([open]) *){rotate:180deg}",
  "[aria-current=page]{text-decoration:underline}",
  "details[open]>summary{font-weight:700}",
  ".from-script{color:green}",
  "[hidden]:where(:not([hidden=until-found])){display:none!important}",
  "@keyframes spin{to{rotate:360deg}}",
  ":root{--color-ink:#0b1220}",
].join("\n");

describe("per-page stylesheet", () => {
  it("reads class names exactly as written in the HTML, entities decoded", () => {
    const tokens = cssTokensOfHtml(
      '<div class="md:text-4xl [&amp;&gt;p]:mt-2 bg-white/10"><a aria-current="page" href="/x">x</a></div>',
    );
    for (const token of ["md:text-4xl", "[&>p]:mt-2", "bg-white/10", "div", "a", "aria-current", "page"])
      expect(tokens).toContain(token);
  });

  it("keeps the rules a page uses, variants and attribute selectors included, and drops the rest", async () => {
    const html =
      '<html><body><details class="group"><summary class="group-open:rotate-180">Menu</summary></details>' +
      '<p class="used md:text-4xl [&amp;&gt;p]:mt-2 bg-white/10 lg:grid-cols-[15rem_minmax(0,1fr)]">Text</p></body></html>';
    const tokens = new Set([
      ...cssTokensOfHtml(html),
      ...cssTokensOfScript('menu.open = true; el.setAttribute("aria-current", "page")'),
    ]);
    const pruned = await pruneCss(css, tokens);
    for (const kept of [
      ".used",
      "md\\:text-4xl",
      "mt-2",
      "bg-white\\/10",
      "minmax",
      "group-open",
      "[aria-current=page]",
      "details[open]",
      "@keyframes spin",
      "--color-ink",
    ]) {
      expect(pruned).toContain(kept);
    }
    expect(pruned).not.toContain(".unused");
    expect(pruned).not.toContain(".from-script");
  });

  it("drops the custom properties that no rule left reads, and keeps the colour tokens and those the page names", () => {
    const tailwindCss = [
      "@layer properties{@supports (-moz-orient:inline){*,:before{--tw-border-style:solid;--tw-blur:initial}}}",
      "@layer theme{:root{--text-sm:.875rem;--text-8xl:6rem;--radius-2xl:1rem;--header-height:4rem}}",
      ".border{border-style:var(--tw-border-style);border-width:1px}",
      ".font-bold{--tw-font-weight:700;font-weight:700}",
      ".ring{--tw-ring-shadow:0 0 0 1px var(--tw-ring-color);--tw-ring-color:red}",
      ".text-sm{font-size:var(--text-sm)}",
      '@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}',
      '@property --tw-blur{syntax:"*";inherits:false}',
      '@property --tw-font-weight{syntax:"*";inherits:false}',
      ":root{--color-ink:#0b1220;--color-unread:#fff}",
    ].join("\n");
    const page = '<main class="pt-[calc(var(--header-height)+4rem)]"></main>';
    const trimmed = withoutUnreadCustomProperties(tailwindCss, customPropertiesNamedIn(cssTokensOfHtml(page)));
    for (const kept of [
      "--tw-border-style:solid",
      "@property --tw-border-style",
      "font-weight:700",
      "--text-sm:.875rem",
      "--header-height:4rem",
      "--color-ink",
      "--color-unread",
    ])
      expect(trimmed).toContain(kept);
    // --tw-ring-color is read only by --tw-ring-shadow, which nothing reads: both go, in two rounds.
    for (const gone of [
      "--tw-blur",
      "--tw-font-weight",
      "--tw-ring-shadow",
      "--tw-ring-color",
      "--text-8xl",
      "--radius-2xl",
    ])
      expect(trimmed).not.toContain(gone);
    expect(trimmed).not.toContain(".ring");
  });

  it("keeps the rule that makes the hidden attribute win over a display class, though no page names it", async () => {
    expect(await pruneCss(css, [])).toContain(`${hiddenAttributeRule}{display:none!important}`);
  });

  it("tells React's islands from script islands, whose own script it reads for classes", () => {
    const html =
      '<div data-island="ecosystem-network" data-island-script="/assets/ecosystem-network-A.js" class="contents"></div>' +
      '<div data-island="contact-form" data-island-props="{}" class="contents"></div>' +
      '<script data-page-script="/assets/page-B.js" data-islands-entry="/assets/entry.client-C.js"></script>';
    expect(scriptsOfPage("about/index.html", html)).toEqual({
      pageScript: "page-B.js",
      islandsEntry: "entry.client-C.js",
      islands: ["contact-form"],
      islandScripts: ["ecosystem-network-A.js"],
    });
  });

  it("drops the names of React's island code from a page with no React island, and only there", () => {
    const script =
      '<script data-page-script="/assets/page-B.js" data-islands-entry="/assets/entry.client-C.js" data-islands-imports="/assets/react-D.js /assets/react-dom-E.js" data-analytics-endpoint="/e">load()</script>';
    const scriptIsland =
      '<div data-island="ecosystem-network" data-island-script="/assets/ecosystem-network-A.js"></div>';
    expect(withoutUnusedIslandCode("a/index.html", scriptIsland + script)).toBe(
      `${scriptIsland}<script data-page-script="/assets/page-B.js" data-analytics-endpoint="/e">load()</script>`,
    );
    const reactIsland = '<div data-island="contact-form" data-island-props="{}"></div>' + script;
    expect(withoutUnusedIslandCode("b/index.html", reactIsland)).toBe(reactIsland);
  });

  it("keeps the classes that only island code renders", async () => {
    const pruned = await pruneCss(css, cssTokensOfScript('className:active?"from-script used":"used"'));
    expect(pruned).toContain(".from-script");
    expect(pruned).not.toContain(".unused");
  });

  it("finds each island's own chunk in the island entry, and nothing when the bundle is shaped otherwise", () => {
    const entry =
      '{"contact-form":()=>a(()=>import(`./contact-form-B__sc2TU.js`).then(e=>e.ContactForm),__vite__mapDeps([0,1])),' +
      '"impact-canvas":()=>a(()=>import("./impact-canvas-CuxTMpzl.js").then(e=>e.ImpactCanvas),__vite__mapDeps([2]))}';
    expect(islandChunk(entry, "contact-form")).toBe("contact-form-B__sc2TU.js");
    expect(islandChunk(entry, "impact-canvas")).toBe("impact-canvas-CuxTMpzl.js");
    expect(islandChunk(entry, "metric-explorer")).toBeUndefined();
    expect(islandChunk('{"contact-form":lazy(()=>import("./contact-form.js"))}', "contact-form")).toBeUndefined();
  });

  it("stops with the island, the page, the entry and what to update when an island's chunk cannot be found", () => {
    const entry = { fileName: "entry.client-X.js", code: '{"contact-form":()=>a(()=>import("./contact-form-A.js"))}' };
    expect(islandChunks("contact/index.html", ["contact-form"], entry, new Set(["contact-form-A.js"]))).toEqual([
      "contact-form-A.js",
    ]);
    expect(() =>
      islandChunks("platform/index.html", ["metric-explorer"], entry, new Set(["contact-form-A.js"])),
    ).toThrow(
      /island "metric-explorer" \(on platform\/index\.html\) in the island entry assets\/entry\.client-X\.js[\s\S]*found no such import[\s\S]*update islandChunk in scripts\/page-css\.ts/,
    );
    expect(() => islandChunks("contact/index.html", ["contact-form"], entry, new Set())).toThrow(
      'found "./contact-form-A.js", which is not in assets/',
    );
  });
});
