/**
 * Outside Vite (Playwright specs, benchmarks run with tsx) nothing replaces `__PALETTE__`
 * with the stylesheet's colours. Imported before the site's modules, this gives them the
 * palette as the build's `define` (vite.config.ts) does.
 */
import { readPalette, type Palette } from "./read-palette";

(globalThis as { __PALETTE__?: Palette }).__PALETTE__ ??= readPalette();
