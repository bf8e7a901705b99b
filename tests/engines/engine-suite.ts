/**
 * The cross-engine suite of one engine (docs/decisions/023): every key page, at a phone's width and
 * at 1280 px, each in one visit that does all of the page's checks in the engine's system theme and
 * then its frame's checks again in the other, in one browser started once. Firefox and WebKit each
 * have a file (firefox.test.ts, webkit.test.ts) that Vitest runs side by side; the production server
 * is shared (./support/global-setup.ts).
 */
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { content } from "../support/content";
import { pagePath } from "../support/built-site";
import { exportedSubmissions } from "../support/stored-submissions";
import { insightsPaths } from "~/route-table";
import { contactForm, sentMessages } from "./checks/contact-form";
import { deskSendConfirmation, deskSignInAndInbox } from "./checks/desk-engine-check";
import { drawnIcons } from "./checks/drawn-icons-engine-check";
import {
  headingAndLandmarks,
  navigationMenu,
  noScriptErrors,
  noSidewaysScroll,
  systemTheme,
  themeColours,
  themeControl,
} from "./checks/page-frame";
import { pageToPage } from "./checks/page-to-page";
import { searchDialog, searchPage } from "./checks/search-engine-check";
import {
  dataFlowDiagram,
  ecosystemNetwork,
  impactCanvas,
  metricExplorer,
  stakeholderDiagram,
  trustCanvas,
} from "./checks/visualisations";
import { whitePaperContents } from "./checks/white-paper-engine-check";
import type { EngineBrowser, EngineName } from "./support/browser-page";
import { openVisit } from "./support/open-visit";
import { type Check, describeVisit, runVisit, type Theme } from "./support/visit";

const widths = [375, 1280];

/** The newest Insights article. */
const article = insightsPaths(pagePath("insights")).article(
  [...content("articles")].sort((a, b) => b.published.localeCompare(a.published))[0].slug,
);

/** The key pages and the checks of their own; the page frame's checks run on each. */
const keyPages: { id: string; path: string; checks: Check[] }[] = [
  { id: "home", path: pagePath("home"), checks: [stakeholderDiagram, dataFlowDiagram, drawnIcons] },
  { id: "platform", path: pagePath("platform"), checks: [metricExplorer, trustCanvas] },
  { id: "ecosystem", path: pagePath("ecosystem"), checks: [ecosystemNetwork] },
  { id: "impact", path: pagePath("impact"), checks: [impactCanvas] },
  { id: "contact", path: pagePath("contact"), checks: [contactForm] },
  { id: "white-paper", path: pagePath("white-paper"), checks: [whitePaperContents] },
  { id: "article", path: article, checks: [searchDialog] },
  { id: "get-involved", path: pagePath("get-involved"), checks: [] },
  { id: "search", path: pagePath("search"), checks: [searchPage] },
];

const before = [themeControl, themeColours, headingAndLandmarks, noSidewaysScroll, navigationMenu];
/**
 * The other theme, chosen in the header's control on the same page: what a theme can change. The
 * page's own checks read no colour (./checks/), so they run once, in the first theme; the page-to-page
 * check leaves the page, so it comes last, once per width.
 */
const inTheOtherTheme = [themeControl, themeColours, noSidewaysScroll, noScriptErrors];

export function engineSuite(engine: EngineName, launch: (siteUrl: string) => Promise<EngineBrowser>) {
  let browser: EngineBrowser | undefined;
  beforeAll(async () => {
    browser = await launch(inject("siteUrl"));
  });
  afterAll(async () => {
    await browser?.close();
  });

  describe(engine, () => {
    // The engine's system theme first, as the page loads in it; then the other, by the control.
    const [first, second]: Theme[] = systemTheme[engine] === "light" ? ["light", "dark"] : ["dark", "light"];
    for (const width of widths) {
      for (const [index, { id, path, checks }] of keyPages.entries()) {
        const last = index === keyPages.length - 1;
        test(describeVisit({ engine, pageId: id, width }), async () => {
          if (!browser) throw new Error(`${engine} did not start`);
          const { page } = browser;
          await openVisit(page, path, width);
          const visit = { page, pageId: id, path, width };
          const failures = [
            ...(await runVisit({ ...visit, theme: first }, [...before, ...checks, noSidewaysScroll])),
            ...(await runVisit({ ...visit, theme: second }, [...inTheOtherTheme, ...(last ? [pageToPage] : [])])),
          ];
          if (failures.length > 0) throw new Error(`${failures.length} checks failed:\n${failures.join("\n")}`);
        });
      }
    }

    test(`${engine} · every contact message sent is stored`, async () => {
      const stored = JSON.stringify(await exportedSubmissions(inject("databaseFile"), "--form", "contact"));
      const missing = [...sentMessages].filter(([, marker]) => !stored.includes(marker)).map(([visit]) => visit);
      expect(missing, "visits whose message was not stored").toEqual([]);
      expect(sentMessages.size).toBe(widths.length);
    });

    test(`${engine} · desk · sign-in with an e-mailed code, the inbox at 375 and 1280 px, the send confirmation`, async () => {
      if (!browser) throw new Error(`${engine} did not start`);
      await deskSignInAndInbox(browser.page, inject("mailDir"));
      await deskSendConfirmation(browser.page);
    });
  });
}
