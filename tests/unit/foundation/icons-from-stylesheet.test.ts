import { describe, expect, it } from "vitest";
import { drawnIconAttribute, withIconsFromStylesheet } from "../../../scripts/icons-from-stylesheet";

/** An icon as lucide-react renders it. */
const icon = (name: string, shapes: string, { strokeWidth = 2, size = "size-5" } = {}) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="${strokeWidth}" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-${name} ${size}" aria-hidden="true">${shapes}</svg>`;

const check = '<path d="M20 6 9 17l-5-5"></path>';
const leaf = '<path d="M11 20A7 7 0 0 1 9.8 6.1"></path><circle cx="12" cy="12" r="4"></circle>';

/** A page whose first screen is its first block: `first` in it, `below` in the block after a long one. */
const pageOf = (first: string, below: string) =>
  `<html><head></head><body><header>${icon("menu", '<path d="M4 5h16"></path>')}</header><main>` +
  `<section>${first}${"x".repeat(9000)}</section><section>${below}</section></main></body></html>`;

describe("icons below the first screen drawn by the page's stylesheet", () => {
  it("leaves each one its box and classes, hidden as before, and puts its shapes in a mask of its colour", () => {
    const { html, css } = withIconsFromStylesheet(pageOf("", icon("leaf", leaf)));
    expect(html).toContain(
      `<section><svg width="24" height="24" class="lucide lucide-leaf size-5" aria-hidden="true" ${drawnIconAttribute}="0"></svg></section>`,
    );
    expect(html).not.toContain("M11 20A7");
    const column =
      "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='black' stroke-linecap='round' stroke-linejoin='round'%3E" +
      "%3Csvg id='i0' y='0' width='24' height='24' stroke-width='2'%3E%3Cpath d='M11 20A7 7 0 0 1 9.8 6.1'%3E%3C/path%3E%3Ccircle cx='12' cy='12' r='4'%3E%3C/circle%3E%3C/svg%3E%3C/svg%3E\") 0 0/100% 100% no-repeat";
    expect(css).toContain(`[${drawnIconAttribute}]{-webkit-mask:${column};mask:${column}}`);
    expect(css).toContain(`[${drawnIconAttribute}="0"]{-webkit-mask-position:0 0%;mask-position:0 0%}`);
    expect(css).toContain(`[${drawnIconAttribute}]{background-color:currentColor;print-color-adjust:exact}`);
    expect(css, "on paper, over the print rules that clear every background").toContain(
      `@media print{[${drawnIconAttribute}]{background-color:currentColor!important}}`,
    );
  });

  it("names each drawing once, a drawing of another stroke width apart, all in one image, each in a cell of its own", () => {
    const below = icon("check", check) + icon("leaf", leaf) + icon("check", check, { size: "size-4" });
    const { html, css } = withIconsFromStylesheet(pageOf("", below + icon("check", check, { strokeWidth: 3 })));
    expect([...html.matchAll(/data-icon="(\w+)"/g)].map(([, name]) => name)).toEqual(["0", "1", "0", "2"]);
    expect(css.match(/url\(/g), "one image, for Chromium before 120 and the others").toHaveLength(2);
    const cells = [...css.matchAll(/%3Csvg id='i(\w+)' y='(\d+)' width='24' height='24' stroke-width='([\d.]+)'/g)];
    expect(cells.slice(0, 3).map((cell) => cell.slice(1))).toEqual([
      ["0", "0", "2"],
      ["1", "48", "2"],
      ["2", "96", "3"],
    ]);
    expect(css, "five cells tall: three drawings and the empty cells between them").toContain("viewBox='0 0 24 120'");
    expect(css).toContain(" 0 0/100% 500% no-repeat");
    // The cell's top `index / (count - 1)` of the way from the column's top at the box's to its bottom.
    expect(css).toContain(`[${drawnIconAttribute}="1"]{-webkit-mask-position:0 50%;mask-position:0 50%}`);
    expect(css).toContain(`[${drawnIconAttribute}="2"]{-webkit-mask-position:0 100%;mask-position:0 100%}`);
  });

  it("leaves the icons of the header, of the first screen and of a React island in the markup", () => {
    const island = `<div data-island="demo-form" data-island-props="{}">${icon("leaf", leaf)}</div>`;
    const scriptIsland = `<div data-island="network" data-island-script="/assets/n.js">${icon("check", check)}</div>`;
    const page = pageOf(icon("leaf", leaf), island + scriptIsland);
    const { html, css } = withIconsFromStylesheet(page);
    expect(html.match(/M11 20A7/g), "in the first screen and in the React island").toHaveLength(2);
    expect(html).toContain('<path d="M4 5h16"></path>');
    expect(html, "a script island is never drawn again: its icons can be").not.toContain(check);
    expect(css.match(/-webkit-mask-position:/g)).toHaveLength(1);
    expect(withIconsFromStylesheet(pageOf(icon("check", check), "")), "nothing below").toEqual({
      html: pageOf(icon("check", check), ""),
      css: "",
    });
  });
});
