import { describe, expect, it } from "vitest";
import {
  classNamesOfStylesheet,
  renamedScriptFiles,
  shortClassNameMap,
  unescapeCssName,
  withScriptFilesRenamed,
  withShortClassNames,
  withShortClassNamesInCss,
  withShortClassNamesInScript,
} from "../../../scripts/short-class-names";

const siteCss = [
  "@layer utilities{",
  ".flex{display:flex}",
  ".inline-flex{display:inline-flex}",
  ".items-center{align-items:center}",
  ".md\\:text-4xl{@media (width>=48rem){font-size:2.25rem}}",
  ".\\[\\&_svg\\]\\:size-4 svg{width:1rem}",
  ".bg-white\\/10{background:#ffffff1a}",
  ":is(:where(.group):is([open]) .group-open\\:block){display:block}",
  "[href$='.pdf']{color:red}",
  "}",
].join("\n");

const page = (classes: string) => `<p class="${classes}">a link and the words of a page</p>`;

describe("short class names", () => {
  it("reads a stylesheet's class names with Tailwind's escapes undone", () => {
    expect(unescapeCssName("md\\:text-4xl")).toBe("md:text-4xl");
    expect(unescapeCssName("\\32 xl\\:block")).toBe("2xl:block");
    expect([...classNamesOfStylesheet(siteCss)].sort()).toEqual(
      [
        "[&_svg]:size-4",
        "bg-white/10",
        "flex",
        "group",
        "group-open:block",
        "inline-flex",
        "items-center",
        "md:text-4xl",
      ].sort(),
    );
  });

  it("names the most used classes shortest, never a word of a page, and keeps one-word names and CSS's own words", () => {
    const pages = [page("items-center md:text-4xl"), page("items-center bg-white/10"), page("items-center flex")];
    const map = shortClassNameMap(siteCss, pages);
    expect(map.get("items-center")).toBe("b");
    for (const kept of ["flex", "group", "inline-flex"]) expect(map.has(kept), kept).toBe(false);
    // "a" is a word of the pages (the element and the article), so it is never a class name.
    expect([...map.values()]).not.toContain("a");
    expect(new Set(map.values()).size).toBe(map.size);
    expect([...map.keys()].sort()).toEqual(
      ["[&_svg]:size-4", "bg-white/10", "group-open:block", "items-center", "md:text-4xl"].sort(),
    );
  });

  it("renames class attributes, entities and all, and the selectors of the page's inline rules", () => {
    const map = new Map([
      ["[&_svg]:size-4", "c"],
      ["md:text-4xl", "d"],
      ["group-open:block", "e"],
    ]);
    const html =
      `<style id="site-css">${siteCss}</style>` +
      '<details class="group"><a class="flex  [&amp;_svg]:size-4 md:text-4xl" title="md:text-4xl">md:text-4xl</a>' +
      '<span class="group-open:block"></span></details>';
    const renamed = withShortClassNames(html, map);
    expect(renamed).toContain('<a class="flex  c d" title="md:text-4xl">md:text-4xl</a>');
    expect(renamed).toContain('<span class="e">');
    expect(renamed).toContain(".c svg{width:1rem}");
    expect(renamed).toContain(".d{@media");
    expect(renamed).toContain(":is(:where(.group):is([open]) .e){display:block}");
    expect(renamed).toContain("[href$='.pdf']{color:red}");
  });

  it("renames the class lists of a script and the stylesheet it holds, and nothing else", () => {
    const map = new Map([
      ["items-center", "b"],
      ["md:text-4xl", "d"],
    ]);
    const classes = classNamesOfStylesheet(siteCss);
    const code = [
      'const a="flex items-center",b=`md:text-4xl ${c?"items-center":""}`,t={type:"hidden",label:"items"};',
      `const css=${JSON.stringify(siteCss)};`,
    ].join("\n");
    const renamed = withShortClassNamesInScript(code, map, classes);
    expect(renamed).toContain('const a="flex b",b=`d ${c?"b":""}`,t={type:"hidden",label:"items"};');
    expect(renamed).toContain(JSON.stringify(withShortClassNamesInCss(siteCss, map)));
    expect(renamed).toContain(".d{@media");
  });

  it("stops the build at a string that mixes a renamed class with words that are no class", () => {
    const map = new Map([["items-center", "b"]]);
    expect(() =>
      withShortClassNamesInScript('x("items-center js-hook")', map, classNamesOfStylesheet(siteCss), "chunk.js"),
    ).toThrow("chunk.js holds");
  });

  it("gives new names to the scripts that change, and to those that name them, and tells every file", () => {
    const scripts = new Map([
      ["button-AAAAAAAA.js", "export const b='b'"],
      ["form-BBBBBBBB.js", 'import{b}from"./button-AAAAAAAA.js"'],
      ["react-CCCCCCCC.js", "export const r=1"],
    ]);
    const files = renamedScriptFiles(scripts, new Set(["button-AAAAAAAA.js"]), "map-1");
    expect([...files.keys()].sort()).toEqual(["button-AAAAAAAA.js", "form-BBBBBBBB.js"]);
    expect(files.get("button-AAAAAAAA.js")).toMatch(/^button-[\w-]{8}\.js$/);
    expect(renamedScriptFiles(scripts, new Set(["button-AAAAAAAA.js"]), "map-2").get("button-AAAAAAAA.js")).not.toBe(
      files.get("button-AAAAAAAA.js"),
    );
    expect(withScriptFilesRenamed('import"./button-AAAAAAAA.js";src="/assets/form-BBBBBBBB.js"', files)).toBe(
      `import"./${files.get("button-AAAAAAAA.js")}";src="/assets/${files.get("form-BBBBBBBB.js")}"`,
    );
  });
});
