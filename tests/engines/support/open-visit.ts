import type { BrowserPage } from "./browser-page";
import { installPageHelpers } from "./page-helpers";

/** Opens a page for a visit and installs the readers checks use in it. */
export async function openVisit(page: BrowserPage, path: string, width: number) {
  await page.open(path, width);
  await page.evaluate(installPageHelpers);
}
