/**
 * Small readers installed in the page under test (`window.__engines`), so that the functions
 * checks send to the page stay one line: whether an element is shown, where it is, which colours
 * the page paints. Installed after each navigation by `openVisit` (./open-visit.ts).
 */
type PageHelpers = {
  /** The element is in the layout with a size and not hidden by `visibility`. */
  shown(selector: string): boolean;
  /** The element's box in the viewport, or null when absent. */
  box(
    selector: string,
  ): { left: number; top: number; right: number; bottom: number; width: number; height: number } | null;
  /** A CSS colour as sRGB 0-255 and alpha 0-1, as the engine paints it (through a canvas). */
  rgba(colour: string): [number, number, number, number];
  /** The text of the element, whitespace collapsed; "" when absent. */
  text(selector: string): string;
};

declare global {
  interface Window {
    __engines: PageHelpers;
  }
}

export function installPageHelpers() {
  const canvas = document.createElement("canvas");
  canvas.width = 1;
  canvas.height = 1;
  const context = canvas.getContext("2d", { willReadFrequently: true });
  const helpers: PageHelpers = {
    shown(selector) {
      const element = document.querySelector(selector);
      if (!element) return false;
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== "hidden";
    },
    box(selector) {
      const element = document.querySelector(selector);
      if (!element) return null;
      const { left, top, right, bottom, width, height } = element.getBoundingClientRect();
      return { left, top, right, bottom, width, height };
    },
    rgba(colour) {
      if (!context) throw new Error("no 2D canvas");
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = "rgba(0, 0, 0, 0)";
      context.fillStyle = colour;
      context.fillRect(0, 0, 1, 1);
      const [red, green, blue, alpha] = context.getImageData(0, 0, 1, 1).data;
      return [red, green, blue, alpha / 255];
    },
    text(selector) {
      return (document.querySelector(selector)?.textContent ?? "").replace(/\s+/g, " ").trim();
    },
  };
  Object.defineProperty(window, "__engines", { value: helpers, configurable: true });
}
