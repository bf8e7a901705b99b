/** Debian's Chromium, the full browser: the benches (Lighthouse) and the documentation's screenshots. */
export const chromiumPath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/**
 * Debian's build of the same Chromium without the desktop browser around it (package
 * `chromium-headless-shell`), what Playwright runs for a headless Chromium by default: the tests drive
 * it, as it renders the same pages with about two thirds of the full browser's CPU
 * (docs/decisions/019-test-suite-layout.md).
 */
export const headlessChromiumPath = process.env.CHROME_PATH ?? "/usr/bin/chromium-headless-shell";

/** Started the way this machine allows (no sandbox, no background network). */
export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
