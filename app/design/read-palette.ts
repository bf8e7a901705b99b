import { readFileSync } from "node:fs";

/**
 * The colours of app/app.css's `@theme` that are also drawn outside the stylesheet: by the
 * canvases, the logo and favicons, the white paper PDF, the social images and the web
 * manifest. The stylesheet is their one definition; the build reads them from it here and
 * hands them to the code as `palette` (./palette.ts).
 */
export const paletteTokens = [
  "environmental",
  "social",
  "ethical",
  "economic",
  "night",
  "night-soft",
  "ink",
  "ink-soft",
  "muted",
  "line",
  "surface",
  "surface-soft",
  "brand",
  "brand-strong",
  "brand-on-night",
  "accent",
  "accent-soft",
] as const;

export type PaletteToken = (typeof paletteTokens)[number];

/** Each token's colour, keyed by its name in the stylesheet: `palette["ink-soft"]` is `--color-ink-soft`. */
export type Palette = Record<PaletteToken, string>;

const stylesheet = new URL("../app.css", import.meta.url);

/** The palette as `css` declares it; a missing token, or one the PDF and image renderers cannot read, stops the build. */
export function paletteOfStylesheet(css: string, source = "app/app.css"): Palette {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, "");
  const declared = new Map<string, string>();
  for (const [, block] of withoutComments.matchAll(/@theme\b[^{]*\{([^}]*)\}/g)) {
    for (const [, name, value] of block.matchAll(/--color-([\w-]+)\s*:\s*([^;]+);/g)) declared.set(name, value.trim());
  }
  const colourOf = (token: PaletteToken) => {
    const value = declared.get(token);
    if (value === undefined)
      throw new Error(
        `${source}: the @theme block declares no --color-${token}, which app/design/palette.ts provides to code.`,
      );
    if (!/^#[0-9a-f]{6}$/i.test(value)) {
      throw new Error(
        `${source}: --color-${token} is "${value}"; code draws it outside CSS (PDF, PNG), so it must be a six-digit hex colour.`,
      );
    }
    return value;
  };
  return Object.fromEntries(paletteTokens.map((token) => [token, colourOf(token)])) as Palette;
}

export function readPalette(): Palette {
  return paletteOfStylesheet(readFileSync(stylesheet, "utf8"));
}
