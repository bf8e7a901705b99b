import { describe, expect, it } from "vitest";
import {
  beforeStylesheetGuard,
  firstScreenCss,
  firstScreenEnd,
  pageStylesheetName,
  withFirstScreenStylesheet,
} from "../../../scripts/first-screen-css";

/** A block of `length` characters of markup. */
const block = (name: string, length: number) => {
  const open = `<section class="${name}">`;
  return `${open}${"x".repeat(length - open.length - "</section>".length)}</section>`;
};

const pageOf = (main: string, css = "") =>
  `<!DOCTYPE html><html><head><style id="site-css">${css}</style></head><body><header class="top">Site</header>` +
  `<main id="main-content">${main}</main><footer class="bottom">End</footer>` +
  `<script data-page-script="/assets/page-X.js" data-islands-entry="/assets/entry-Y.js">load()</script></body></html>`;

describe("the first screen of a page", () => {
  it("ends after the first blocks of the main content that hold the given characters", () => {
    const html = pageOf(block("hero", 3000) + block("next", 6000) + block("below", 9000));
    expect(html.slice(0, firstScreenEnd(html, 8000))).toMatch(/<section class="next">x+<\/section>$/);
    expect(html.slice(0, firstScreenEnd(html, 1))).toMatch(/<section class="hero">x+<\/section>$/);
    expect(html.slice(0, firstScreenEnd(html, 100_000))).toMatch(/<section class="below">x+<\/section>$/);
  });

  it("counts nested, void and self-closing elements, comments and script text as inside their block", () => {
    const inner =
      '<div><img src="a.png" alt=""/><br><svg><path d="M0 0"/></svg><!-- <section> -->' +
      '<script type="application/ld+json">{"a":"</div>"}</script><p>text</p></div>';
    const html = pageOf(`<article class="first">${inner}</article>${block("second", 500)}`);
    expect(html.slice(0, firstScreenEnd(html, 1)).endsWith(`${inner}</article>`)).toBe(true);
  });

  it("refuses a page without a main element, or whose main is not closed", () => {
    expect(() => firstScreenEnd("<body><div></div></body>")).toThrow("has no <main>");
    expect(() => firstScreenEnd("<body><main><div></div>")).toThrow("is not closed");
  });
});

describe("the first screen's stylesheet", () => {
  const css = [
    ":root{--color-ink:#0b1220;--color-unread:#fff;--space:1rem}",
    ".top{color:var(--color-ink);padding:var(--space)}",
    ".hero{display:grid}",
    ".below{display:flex}",
    // Rules below the first screen that outweigh what is inlined with them, so that the split pays.
    ".below>li{grid-template-columns:repeat(3,minmax(0,1fr));padding:2rem 1.5rem;border:1px solid #e2e8f0;border-radius:1rem;box-shadow:0 1px 2px #0000000d,0 8px 24px -12px #0b12201f;transition:transform .15s,box-shadow .15s}",
    ".bottom{margin:0}",
    "@media print{.top{display:none}}",
    "@media (hover:hover){.top:hover{color:red}}",
    "@media (width>=48rem){.hero{gap:2rem}}",
  ].join("\n");

  it("keeps the rules of the header and first blocks, with what they read, and leaves printing, hovering and the rest to the file", async () => {
    const html = pageOf(block("hero", 9000) + block("below", 500));
    const critical = await firstScreenCss(css, html);
    for (const kept of [".top{", ".hero{", "--color-ink", "--space", "@media (width>=48rem)"])
      expect(critical).toContain(kept);
    for (const left of [".below", ".bottom", "--color-unread", "@media print", "hover"])
      expect(critical).not.toContain(left);
  });

  it("inlines the first screen's rules, names the whole stylesheet for the loader and for browsers without script", async () => {
    const html = pageOf(block("hero", 9000) + block("below", 500), css);
    const split = await withFirstScreenStylesheet(html, css);
    const href = `/assets/${pageStylesheetName(css)}`;
    expect(split.stylesheet).toEqual({ name: pageStylesheetName(css), css });
    expect(split.html).toContain(
      `<script data-page-script="/assets/page-X.js" data-islands-entry="/assets/entry-Y.js" data-page-stylesheet="${href}">`,
    );
    expect(split.html).toContain(`</style><noscript><link rel="stylesheet" href="${href}"/></noscript>`);
    expect(split.html).not.toContain(".below{");
    expect(await withFirstScreenStylesheet(split.html, css), "a page split already").toEqual({ html: split.html });
  });

  it("leaves a closed menu's panel to the file, and hides a menu opened before the file has applied", async () => {
    const menu = (open: string) =>
      pageOf(block("hero", 500), css).replace(
        '<header class="top">Site</header>',
        `<header class="top"><details${open}><summary class="hero">Menu</summary><nav class="below">Links</nav></details></header>`,
      );
    const critical = await firstScreenCss(css, menu(""));
    expect(critical, "the summary's rules").toContain(".hero{");
    expect(critical, "the panel's rules").not.toContain(".below{");
    expect(await firstScreenCss(css, menu(" open")), "an open menu's panel").toContain(".below{");
    expect((await withFirstScreenStylesheet(menu(""), css)).html).toContain(`${beforeStylesheetGuard}</style>`);
    expect(beforeStylesheetGuard).toContain(
      "[data-scripted]:not([data-page-styled]) header details>:not(summary){display:none}",
    );
    expect(beforeStylesheetGuard).toContain(
      "[data-scripted]:not([data-page-styled]) body>:not(header){overflow-x:clip}",
    );
  });

  it("gives Tailwind's variables their starting values by the fallback alone, for every browser, and leaves the @property rules to the file", async () => {
    const tailwind = [
      "@layer properties{@supports (((-webkit-hyphens:none)) and (not (margin-trim:block))) or ((-moz-orient:inline) and (not (color:rgb(from red r g b)))){*,:before,:after,::backdrop{--tw-shadow:0 0 #0000}}}",
      ".top{--tw-shadow:0 1px 2px #0000000d;box-shadow:var(--tw-shadow)}",
      '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
    ].join("");
    const critical = await firstScreenCss(tailwind, pageOf(block("hero", 500)));
    expect(critical).toContain("@layer properties{*,:before,:after,::backdrop{--tw-shadow:0 0 #0000}}");
    expect(critical).not.toContain("@supports");
    expect(critical).not.toContain("@property");
  });

  it("leaves transitions, and the variables only they read, to the file; animations stay", async () => {
    const moving = [
      ".hero{color:red;transition-property:color;transition-duration:var(--tw-duration,.15s)}",
      ".top{--tw-duration:.3s;transition:opacity .3s}",
      "@media (prefers-reduced-motion:no-preference){.hero{transition-property:transform}}",
      ".hero{animation:pulse 2s infinite}@keyframes pulse{50%{opacity:.5}}",
    ].join("");
    const critical = await firstScreenCss(moving, pageOf(block("hero", 500)));
    expect(critical).not.toMatch(/transition|--tw-duration|\.top|prefers-reduced-motion/);
    expect(critical).toContain(".hero{color:red}");
    expect(critical).toContain(".hero{animation:pulse 2s infinite}");
  });

  it("leaves a page whose first screen needs every rule as it is", async () => {
    const everyRule = ".top{color:red}.hero{display:grid}";
    const html = pageOf(block("hero", 500), everyRule);
    expect(await withFirstScreenStylesheet(html, everyRule)).toEqual({ html });
  });

  it("names the file by its content", () => {
    expect(pageStylesheetName(css)).toMatch(/^page-style-[\w-]{10}\.css$/);
    expect(pageStylesheetName(css)).toBe(pageStylesheetName(`${css}`));
    expect(pageStylesheetName(`${css} `)).not.toBe(pageStylesheetName(css));
  });
});
