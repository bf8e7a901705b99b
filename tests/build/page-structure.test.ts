/**
 * Pages that read well without their stylesheet (text browsers, reader modes, screen readers
 * in browse mode): every section named by its heading, groups of links as lists, one number
 * per numbered item, no empty list items. Checked on every pre-rendered page of the build.
 */
import { describe, expect, it } from "vitest";
import { builtPage } from "../support/built-page";
import { allPagePaths } from "../support/built-site";

const pages = allPagePaths.map((pagePath) => ({ pagePath, document: builtPage(pagePath) }));

const describeElement = (element: Element) =>
  `<${element.localName}${element.id ? ` id="${element.id}"` : ""}> ${(element.textContent ?? "").trim().slice(0, 60)}`;

const visibleText = (element: Element) =>
  element.closest("[aria-hidden='true']") ? "" : (element.textContent ?? "").replace(/\s+/g, " ").trim();

describe.each(pages)("$pagePath", ({ document }) => {
  it("names every section by a heading inside it", () => {
    const unnamed = Array.from(document.querySelectorAll("section"))
      .filter((section) => {
        const heading = document.getElementById(section.getAttribute("aria-labelledby") ?? "");
        return !heading || !/^h[1-6]$/.test(heading.localName) || !section.contains(heading);
      })
      .map(describeElement);
    expect(unnamed).toEqual([]);
  });

  it("puts links that stand side by side in a list", () => {
    const adjacentLinks = Array.from(document.querySelectorAll("a"))
      .filter((link) => {
        const next = link.nextElementSibling;
        const between = link.nextSibling === next ? "" : (link.nextSibling?.textContent ?? "");
        return next?.localName === "a" && between.trim() === "";
      })
      .map(describeElement);
    expect(adjacentLinks).toEqual([]);
  });

  it("shows each numbered item's number once", () => {
    const numberedTwice = Array.from(document.querySelectorAll("ol > li"))
      // "1Your message", "1. Introduction": the list's own number and the item's. Figures such as "2.5x" are not numbers of items.
      .filter((item) => /^\d+\.?(?![\d%x.,])/.test((item.textContent ?? "").trim()))
      .map(describeElement);
    expect(numberedTwice).toEqual([]);
  });

  it("has no empty list items", () => {
    const empty = Array.from(document.querySelectorAll("li"))
      .filter((item) => visibleText(item) === "" && !item.querySelector("img[alt]:not([alt='']), svg[aria-label]"))
      .map(describeElement);
    expect(empty).toEqual([]);
  });
});
