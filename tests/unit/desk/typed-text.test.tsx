/**
 * What someone typed, as the desk shows it (app/components/desk/typed-text.tsx): in its own direction,
 * with each control character shown as a marker instead of applied, and the subject line the desk
 * refuses when it holds one (server/desk/single-line.ts). Rendered to HTML and parsed, as a browser would.
 */
import { JSDOM } from "jsdom";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TypedText } from "~/components/desk/typed-text";
import { checkEditionWords } from "../../../server/desk/edition-desk";
import { deskOrigin } from "../../support/test-desk";

const hidden = [
  "\u0000",
  "\u0007",
  "\u001b",
  "\u007f",
  "\u0085",
  "\u061c",
  "\u200e",
  "\u200f",
  "\u202a",
  "\u202b",
  "\u202c",
  "\u202d",
  "\u202e",
  "\u2066",
  "\u2067",
  "\u2068",
  "\u2069",
];
const markerOf = (character: string) => `⟨U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}⟩`;

function shown(text: string) {
  const { document } = new JSDOM(`<body>${renderToStaticMarkup(<TypedText text={text} />)}</body>`).window;
  const outer = document.body.firstElementChild!;
  return {
    dir: outer.getAttribute("dir"),
    text: outer.textContent ?? "",
    markers: Array.from(outer.querySelectorAll("[data-hidden-character]")).map((marker) => marker.textContent),
  };
}

describe("typed text in the desk", () => {
  it("shows a right-to-left override as a marker, in a span of its own direction", () => {
    expect(shown("Invoice \u202Eexe.pdf")).toEqual({
      dir: "auto",
      text: "Invoice ⟨U+202E⟩exe.pdf",
      markers: ["⟨U+202E⟩"],
    });
  });

  it("shows every control and bidirectional character as a marker, never as itself", () => {
    const read = shown(`a${hidden.join("b")}c`);
    expect(read.markers).toEqual(hidden.map(markerOf));
    expect(read.text).toBe(`a${hidden.map(markerOf).join("b")}c`);
    for (const character of hidden) expect(read.text.includes(character), markerOf(character)).toBe(false);
  });

  it("keeps the line breaks and tabs of a message, Arabic and Hebrew letters, and markup as text", () => {
    expect(shown("שלום\nمرحبا\t<b>&amp;</b>")).toEqual({ dir: "auto", text: "שלום\nمرحبا\t<b>&amp;</b>", markers: [] });
  });
});

describe("an edition's subject", () => {
  it("is refused with a control or bidirectional character, naming it", () => {
    for (const character of [...hidden, "\t"]) {
      expect(
        checkEditionWords({ number: 1, subject: `Ledgers ${character}now`, introduction: "" }, deskOrigin),
      ).toEqual({
        field: "subject",
        message: `A subject holds an invisible control character (${markerOf(character).slice(1, -1)}), which would hide or reorder its words: remove it and save again.`,
      });
    }
    expect(checkEditionWords({ number: 1, subject: "Ledgers ]]> & <trust> שלום", introduction: "" }, deskOrigin)).toBe(
      undefined,
    );
  });
});
