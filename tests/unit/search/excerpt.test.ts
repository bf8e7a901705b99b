import { describe, expect, it } from "vitest";
import { excerptParts } from "~/browser/search/excerpt";

describe("search result excerpts", () => {
  it("split Pagefind's excerpt into plain text and the words found", () => {
    expect(excerptParts("the hidden <mark>ethical</mark> <mark>debt</mark> of a firm")).toEqual([
      { text: "the hidden ", marked: false },
      { text: "ethical", marked: true },
      { text: " ", marked: false },
      { text: "debt", marked: true },
      { text: " of a firm", marked: false },
    ]);
  });

  it("give back the page's own angle brackets as text, so nothing in an excerpt can become markup", () => {
    const parts = excerptParts('a &lt;img src=x onerror="alert(1)"&gt; in <mark>text</mark> &amp; more');
    expect(parts).toEqual([
      { text: 'a <img src=x onerror="alert(1)"> in ', marked: false },
      { text: "text", marked: true },
      { text: " &amp; more", marked: false },
    ]);
  });

  it("keep an excerpt without matches whole", () => {
    expect(excerptParts("Team & Advisors")).toEqual([{ text: "Team & Advisors", marked: false }]);
  });
});
