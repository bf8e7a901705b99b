import type { Palette } from "./read-palette";

declare const __PALETTE__: Palette;

/**
 * The site's colours for code that draws outside the stylesheet, read from app/app.css when
 * the site is built (vite.config.ts): Vite replaces the identifier with the colours, so the
 * browser bundle carries the values and never the stylesheet. Node entry points that run
 * outside Vite import ./provide-palette.server first.
 */
export const palette: Palette = __PALETTE__;

export type { Palette, PaletteToken } from "./read-palette";
