import { parseHTML } from "linkedom";
import { describe, expect, it } from "vitest";
import { firstFrameScript } from "~/browser/first-frame-script";

describe("firstFrameScript", () => {
  it("adds to the head, as the parser meets it, a link that holds rendering until the element begins", () => {
    const { document } = parseHTML("<!doctype html><html><head><meta charset=utf-8></head><body></body></html>");
    new Function("document", firstFrameScript("main-content"))(document);
    const links = [...document.head.querySelectorAll("link")].map((link) => [
      link.getAttribute("rel"),
      link.getAttribute("href"),
      link.getAttribute("blocking"),
    ]);
    expect(links).toEqual([["expect", "#main-content", "render"]]);
  });
});
