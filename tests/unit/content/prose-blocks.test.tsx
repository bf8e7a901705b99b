import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ProseBlocks, type ProseEmbeds, type ProseLook } from "~/components/sections/prose-blocks";
import type { ProseBlock } from "~/content/schema/prose";

const render = (blocks: ProseBlock[], look: ProseLook = {}, embeds?: ProseEmbeds) =>
  renderToStaticMarkup(<ProseBlocks blocks={blocks} look={look} embeds={embeds} />);

describe("ProseBlocks", () => {
  it("draws inline bold, emphasis and links: outside sites in a new tab, addresses as mail links", () => {
    const html = render([
      {
        type: "paragraph",
        text: [
          { kind: "strong", text: "Note" },
          { kind: "emphasis", text: "this" },
          { kind: "link", text: "terms", href: "/terms", external: false },
          { kind: "link", text: "site", href: "https://aequa.example", external: true },
          { kind: "link", text: "write", href: "mailto:info@aequa.example", external: false },
        ],
      },
    ]);
    expect(html).toContain("<strong>Note</strong><em>this</em>");
    expect(html).toContain('<a href="/terms">terms</a>');
    expect(html).toContain('<a target="_blank" rel="noopener noreferrer" href="https://aequa.example">site');
    expect(html).toMatch(/<a href="mailto:info@aequa\.example" class="[^"]*wrap-anywhere">write<\/a>/);
  });

  it("draws lists with their terms, subheadings, quotes and callouts in the look's classes", () => {
    const html = render(
      [
        { type: "subheading", id: "steps", title: "Steps" },
        { type: "list", ordered: true, items: [{ term: "First.", text: [{ kind: "text", text: "Do this." }] }] },
        { type: "quote", text: [{ kind: "text", text: "Said." }] },
        { type: "callout", title: "Insight", text: [{ kind: "text", text: "Paid down." }] },
      ],
      {
        subheading: "h",
        list: { base: "l", ordered: "o", unordered: "u" },
        listItem: "i",
        term: "t",
        quote: "q",
        callout: { box: "b", title: "bt", text: "bx" },
      },
    );
    expect(html).toBe(
      '<h3 class="h">Steps</h3><ol class="l o"><li class="i"><strong class="t">First.</strong> Do this.</li></ol>' +
        '<blockquote class="q">Said.</blockquote><div class="b"><p class="bt">Insight</p><p class="bx">Paid down.</p></div>',
    );
  });

  it("puts each run of text in a span when the look asks, and each embed where the text places it", () => {
    const html = render(
      [
        { type: "analytics" },
        { type: "list", ordered: false, items: [{ text: [{ kind: "text", text: "Item" }] }] },
        { type: "dashboard" },
      ],
      { textInSpans: true },
      { dashboard: <figure>Dashboard</figure>, analytics: <p>Counted</p> },
    );
    expect(html).toBe("<p>Counted</p><ul><li><span>Item</span></li></ul><figure>Dashboard</figure>");
  });
});
