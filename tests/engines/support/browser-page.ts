/**
 * What a check needs from a browser, whichever engine drives it: Firefox over WebDriver BiDi
 * (puppeteer-core, ./firefox.ts) or WebKitGTK over WebDriver classic (webdriverio, ./webkit.ts).
 * Checks are written once against this, so every engine runs the same ones.
 */
export type EngineName = "firefox" | "webkit";

/** The page under test: what it can evaluate, and the real input a visitor gives it. */
export interface BrowserPage {
  readonly engine: EngineName;
  /** Opens `path` at `width` px and resolves once its script has run (`html[data-enhanced]`, the desk's `html[data-desk-ready]`). */
  open(path: string, width: number): Promise<void>;
  /** Runs `fn` in the page (its serialised source: it may use only its arguments and the page's globals). */
  evaluate<Result, Args extends unknown[]>(fn: (...args: Args) => Result, ...args: Args): Promise<Awaited<Result>>;
  /** Resolves once `fn` returns a truthy value in the page; rejects naming `what` after `timeoutMs`. */
  waitFor<Args extends unknown[]>(what: string, fn: (...args: Args) => unknown, ...args: Args): Promise<void>;
  click(selector: string): Promise<void>;
  hover(selector: string): Promise<void>;
  /** Moves the pointer to a point of the element's box, given as fractions of its width and height. */
  hoverAt(selector: string, x: number, y: number): Promise<void>;
  /** Types `text` into the control, as keystrokes. */
  type(selector: string, text: string): Promise<void>;
  /** Presses one key ("Escape", "Tab", "ArrowRight"...) where the focus is. */
  press(key: string): Promise<void>;
  /** What the page's viewport shows, as a PNG, at the screen's pixel density. */
  screenshot(): Promise<Buffer>;
  /** Script errors, failed loads and console errors of the page since it was opened. */
  errors(): Promise<string[]>;
}

/** One browser for the whole run: a page, and how to stop it. */
export type EngineBrowser = { page: BrowserPage; close(): Promise<void> };

/** How long any single condition may take before its check fails (a slow machine, not a lenient test). */
export const conditionTimeoutMs = 10_000;
