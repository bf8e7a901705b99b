import { palette, type Palette, type PaletteToken } from "./palette";

/**
 * The visitor's theme in the browser (docs/decisions/012-dark-mode.md). The stylesheet follows the
 * system setting unless `data-theme` on <html> names a choice made with the header's control, which
 * is kept under this one key of `localStorage`.
 */
export const themeStorageKey = "site:theme";

export const themeChoices = ["system", "light", "dark"] as const;
type ThemeChoice = (typeof themeChoices)[number];
export type Theme = Exclude<ThemeChoice, "system">;

const darkSystem = "(prefers-color-scheme: dark)";

/** The theme the page shows now: the visitor's choice, else the system's. */
export function activeTheme(): Theme {
  const chosen = document.documentElement.dataset.theme;
  if (chosen === "light" || chosen === "dark") return chosen;
  return matchMedia(darkSystem).matches ? "dark" : "light";
}

/** Calls `onChange` whenever the page may have changed theme; returns what stops it. */
export function onThemeChange(onChange: () => void): () => void {
  const system = matchMedia(darkSystem);
  const choice = new MutationObserver(onChange);
  choice.observe(document.documentElement, { attributes: true, attributeFilter: ["data-theme"] });
  system.addEventListener("change", onChange);
  return () => {
    choice.disconnect();
    system.removeEventListener("change", onChange);
  };
}

/**
 * The palette as the page shows it now, for code that draws outside the stylesheet in the browser
 * (the canvases): each token's current value, or the built palette's where the page has none.
 */
function currentPalette(): Palette {
  const style = getComputedStyle(document.documentElement);
  const current = { ...palette };
  for (const token of Object.keys(palette) as PaletteToken[]) {
    const value = style.getPropertyValue(`--color-${token}`).trim();
    if (value) current[token] = value;
  }
  return current;
}

/** The colours a canvas draws with: the current palette, and any built colour in the current theme. */
export type ThemeColours = { palette: Palette; of(builtColour: string): string };

/**
 * The colours of the theme the page shows now. Simulations keep the built palette's colours; a
 * colour another token shares (the brand's teal is the environmental one) maps to the category's
 * current value, since the four categories come first in the palette.
 */
export function currentThemeColours(): ThemeColours {
  const current = currentPalette();
  const map = new Map<string, string>();
  for (const token of Object.keys(palette) as PaletteToken[]) {
    const built = palette[token].toLowerCase();
    if (!map.has(built)) map.set(built, current[token]);
  }
  return { palette: current, of: (builtColour) => map.get(builtColour.toLowerCase()) ?? builtColour };
}

/** `#rrggbb` (as app/app.css declares every palette colour) with an opacity, for canvas gradients. */
export function withAlpha(colour: string, alpha: number): string {
  const [red, green, blue] = [1, 3, 5].map((start) => Number.parseInt(colour.slice(start, start + 2), 16));
  return `rgba(${red}, ${green}, ${blue}, ${alpha})`;
}
