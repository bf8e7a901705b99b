import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { categoryColours } from "~/visualisations/shared/category-order";
import { palette } from "~/design/palette";
import { paletteOfStylesheet, paletteTokens } from "~/design/read-palette";

const stylesheet = readFileSync(new URL("../../../app/app.css", import.meta.url), "utf8");
const theme = (declarations: string) =>
  `@theme {\n${declarations}\n}\n@layer base { a { color: var(--color-night); } }`;
const everyToken = (override: Record<string, string> = {}) =>
  paletteTokens.map((token) => `  --color-${token}: ${override[token] ?? "#123456"};`).join("\n");

describe("the palette", () => {
  it("is the stylesheet's own colours, handed to code at build time", () => {
    expect(palette).toEqual(paletteOfStylesheet(stylesheet));
    expect(palette.night).toBe("#0b1220");
  });

  it("gives the canvases, the PDF and the social images the four category colours of the stylesheet", () => {
    expect(categoryColours).toEqual({
      environmental: "#1a7d85",
      social: "#6e59a5",
      ethical: "#9b87f5",
      economic: "#7e69ab",
    });
  });

  it("reads only the @theme block, comments aside", () => {
    const css = theme(`  /* --color-night: #000000; */\n${everyToken({ night: "#0B1220" })}`);
    expect(paletteOfStylesheet(css).night).toBe("#0B1220");
  });

  it("stops the build naming a token the stylesheet lacks", () => {
    const css = theme(everyToken().replace(/\n {2}--color-economic: [^;]+;/, ""));
    expect(() => paletteOfStylesheet(css)).toThrow("app/app.css: the @theme block declares no --color-economic");
  });

  it("stops the build when a token is not a colour the PDF and image renderers can read", () => {
    expect(() => paletteOfStylesheet(theme(everyToken({ brand: "var(--color-environmental)" })))).toThrow(
      'app/app.css: --color-brand is "var(--color-environmental)"',
    );
  });
});
