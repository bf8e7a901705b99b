import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, BrowserContext, Locator, Page } from "@playwright/test";
import { analyticsReceiver, analyticsSettings } from "../support/analytics-settings";
import { fixtureSite } from "../support/picture-fixture";
import { type RunningServer, startProductionServer } from "../support/production-server";
import { type ReceivedRequest, startWebhookReceiver } from "../support/receivers";
import { content } from "../support/content";
import { pagePath, site } from "../support/built-site";
import { expect, test, waitForHydration } from "../support/test";
import { formCopy } from "~/forms/form-copy";
import { newsletterPaths, resourcePaths } from "~/route-table";
import { confirmToken, manageToken, newsletterKeysSource } from "../../server/newsletter/newsletter-keys";
import { requestSubscription } from "../../server/newsletter/subscriber-store";
import { Storage } from "../../server/storage/database";

/**
 * Privacy-friendly analytics (docs/decisions/010-plausible-analytics.md): absent from the
 * default build, and in the fixture site, built with ANALYTICS_ENDPOINT set (tests/support/picture-fixture.ts),
 * a local receiver standing in for Plausible's events API sees what a real visitor's browser sends,
 * and nothing when it asks not to be tracked.
 */

const connectSources = (csp: string | null | undefined) =>
  csp
    ?.split(";")
    .find((part) => part.trim().startsWith("connect-src"))
    ?.trim();

test.describe("with analytics off, as by default", () => {
  test("pages name no analytics code, load none, and may connect only to the site itself", async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    for (const pagePathname of [pagePath("home"), pagePath("contact"), "/no-such-page"]) {
      const response = await page.goto(pagePathname);
      expect(await response?.text()).not.toContain("data-analytics");
      const policy = await response?.headerValue("content-security-policy");
      // No connect-src: `default-src 'self'` then allows the site alone.
      expect(policy).toMatch(/^default-src 'self';/);
      expect(connectSources(policy)).toBeUndefined();
    }
    expect(requested.filter((url) => /analytics/i.test(url))).toEqual([]);
  });
});

type SentEvent = { n: string; u: string; d: string; r?: string | null; p?: Record<string, string> };

test.describe("with analytics on", () => {
  test.describe.configure({ mode: "serial" });

  const { domain, endpoint } = analyticsReceiver;
  const { buildDir } = fixtureSite;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let server: RunningServer;
  let dataDir = "";

  test.beforeAll(async () => {
    if (!existsSync(buildDir)) throw new Error(`${buildDir} is missing: run \`npm run build:fixture\` first`);
    receiver = await startWebhookReceiver(analyticsReceiver.port);
    dataDir = mkdtempSync(path.join(os.tmpdir(), "site-e2e-analytics-"));
    server = await startProductionServer({
      // Each visit comes to its own loopback address (visitOrigin): the addresses sent carry no query to tell visits apart.
      HOST: "0.0.0.0",
      ...analyticsSettings,
      BUILD_DIR: buildDir,
      DATABASE_URL: `file:${path.join(dataDir, "site.db")}`,
      RATE_LIMIT_PER_MINUTE: "0",
    });
  });

  test.afterAll(async () => {
    await server?.stop();
    await receiver?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /**
   * Each visit opens the site on a loopback address of its own (127.0.0.2, .3, …): the only part of a
   * page's address the tracker may send that tells visits apart, now that it sends no query.
   */
  const visitHosts = new Map<string, string>();
  const visitHost = (visit: string) => {
    if (!visitHosts.has(visit)) visitHosts.set(visit, `127.0.0.${visitHosts.size + 2}`);
    return visitHosts.get(visit) as string;
  };
  const visitOrigin = (visit: string) => server.url.replace("127.0.0.1", visitHost(visit));
  const sent = (visit: string): SentEvent[] =>
    receiver.requests
      .map((request: ReceivedRequest) => JSON.parse(request.body.toString("utf8")) as SentEvent)
      .filter((event) => new URL(event.u).hostname === visitHost(visit));

  /** A browser context as a visitor's: the tracker ignores automated browsers unless told otherwise. */
  async function visitor(browser: Browser, visit: string, signal?: "gpc" | "dnt"): Promise<BrowserContext> {
    const context = await browser.newContext({ baseURL: visitOrigin(visit) });
    await context.addInitScript((refusal) => {
      (window as unknown as { __plausible: boolean }).__plausible = true;
      if (refusal === "gpc") Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true });
      if (refusal === "dnt") Object.defineProperty(Navigator.prototype, "doNotTrack", { get: () => "1" });
    }, signal);
    // The outside sites a test clicks through to answer locally.
    await context.route(/^https:\/\/(?!127\.0\.0\.1)/, (route) =>
      route.fulfill({ body: "<!doctype html><title>elsewhere</title>", contentType: "text/html" }),
    );
    return context;
  }

  async function open(page: Page, pathname: string) {
    const response = await page.goto(pathname);
    await waitForHydration(page);
    return response;
  }

  const pageViews = (visit: string, pathname: string) =>
    sent(visit).filter((event) => event.n === "pageview" && new URL(event.u).pathname === pathname).length;

  /**
   * Opens a page of a counted visit and waits until its page view has arrived: the tracker starts
   * after the first paint, and only once it has sent that does it listen for the clicks that follow.
   */
  async function openCounted(page: Page, address: string, visit: string) {
    const counted = new URL(address, server.url).pathname;
    const viewsBefore = pageViews(visit, counted);
    const response = await open(page, address);
    await expect.poll(() => pageViews(visit, counted)).toBe(viewsBefore + 1);
    return response;
  }

  async function sendContactForm(page: Page, inquiryType: string) {
    await open(page, pagePath("contact"));
    const form = page.locator("#contact-message-form");
    const field = (label: string): Locator => form.getByLabel(new RegExp(`^${label}\\*?$`));
    await field("Name").fill("Ada Lovelace");
    await field("Email").fill("ada@example.com");
    await field("Inquiry Type").selectOption(inquiryType);
    await field("Message").fill("Counted, not identified.");
    await form.getByRole("button", { name: formCopy.contact.submit }).click();
    await expect(page.getByText(formCopy.contact.success)).toBeVisible();
  }

  test("counts page views, each form sent by form and inquiry type, the white paper download, investor-relations links and Core Web Vitals", async ({
    browser,
  }) => {
    const context = await visitor(browser, "counted");
    const page = await context.newPage();

    const home = await openCounted(page, pagePath("home"), "counted");
    expect(connectSources(await home?.headerValue("content-security-policy"))).toBe(`connect-src 'self' ${endpoint}`);
    expect(sent("counted")[0]).toMatchObject({ n: "pageview", d: domain });
    // Started off the path to first paint: the script is requested only after the load event
    // (app/browser/page.js), which headless Chromium records reliably, unlike its paint timings.
    const timing = await page.evaluate(() => ({
      loaded: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventEnd,
      script: performance.getEntriesByType("resource").find((entry) => /\/assets\/analytics-/.test(entry.name))
        ?.startTime,
    }));
    expect(timing.loaded).toBeGreaterThan(0);
    expect(timing.script).toBeGreaterThanOrEqual(timing.loaded);

    await sendContactForm(page, "investors");
    await expect
      .poll(() =>
        sent("counted")
          .filter((event) => event.n === "Form sent")
          .map((event) => event.p),
      )
      .toEqual([{ form: "contact", inquiryType: "investors" }]);

    await openCounted(page, pagePath("white-paper"), "counted");
    const download = page.waitForEvent("download");
    await page.locator(`a[href="${resourcePaths.whitePaperPdf}"]`).first().click();
    await (await download).cancel();
    await page.getByRole("contentinfo").getByRole("link", { name: "Investor Relations" }).click();
    await openCounted(page, pagePath("home"), "counted");
    await page.getByRole("contentinfo").locator(`a[href="${site.urls.socialNetwork}"]`).click();

    await expect
      .poll(() =>
        sent("counted")
          .filter((event) => event.n === "File Download" || event.n.startsWith("Outbound Link"))
          .map((event) => [event.n, event.p?.url]),
      )
      .toEqual([
        ["File Download", new URL(resourcePaths.whitePaperPdf, visitOrigin("counted")).href],
        ["Outbound Link: Click", new URL(site.urls.investorRelations).href],
      ]);
    await expect
      .poll(() =>
        sent("counted")
          .filter((event) => event.n === "Web Vitals")
          .map((event) => event.p?.metric),
      )
      // Reported as each page was left; INP only where the visitor interacted.
      .toEqual(expect.arrayContaining(["LCP", "CLS"]));
    await context.close();
  });

  test("no address that reaches the analytics server carries a query or a token, and the pages of signed links load no analytics", async ({
    browser,
  }) => {
    // A subscriber of this server, and the two signed links its e-mails would carry.
    const storage = new Storage({ kind: "sqlite", file: path.join(dataDir, "site.db") }, () => {});
    let confirmLink: string;
    let preferencesLink: string;
    try {
      const db = await storage.ready();
      const keys = await newsletterKeysSource(storage, undefined)();
      const consent = { page: "/insights", consent_version: "e2e", client_hash: null };
      await requestSubscription(db, { email: "tracked@example.com", lists: ["insights"], consent, now: Date.now() });
      const subscriber = await db.selectFrom("subscribers").selectAll().executeTakeFirstOrThrow();
      const claim = {
        subscriberId: subscriber.id,
        nonce: subscriber.confirm_nonce as string,
        expiresAt: Number(subscriber.confirm_expires_at),
      };
      confirmLink = `${newsletterPaths.confirm}?token=${confirmToken(keys, claim)}`;
      preferencesLink = `${newsletterPaths.preferences}?token=${manageToken(keys, subscriber.id, "insights")}`;
    } finally {
      await storage.close();
    }
    const secrets = [confirmLink.split("token=")[1], preferencesLink.split("token=")[1], "leak-4711"];

    const context = await visitor(browser, "tokens");
    const page = await context.newPage();
    const analyticsRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/assets/analytics-") || request.url().startsWith(endpoint)) {
        analyticsRequests.push(new URL(page.url()).pathname);
      }
    });
    await openCounted(page, `${pagePath("insights")}?utm_source=letter&token=leak-4711#latest`, "tokens");
    for (const link of [preferencesLink, confirmLink]) {
      const response = await open(page, link);
      expect(await response?.text()).not.toContain("data-analytics-src");
    }
    // From a signed link's page to the rest of the site: counted, with no referrer to carry the token.
    await page.goto(preferencesLink);
    await page.getByRole("link", { name: /Back to the/ }).click();
    await expect.poll(() => pageViews("tokens", pagePath("home"))).toBe(1);
    expect(analyticsRequests.filter((pathname) => pathname.startsWith("/newsletter/"))).toEqual([]);

    const views = sent("tokens").filter((event) => event.n === "pageview");
    expect(views.map((event) => event.u)).toEqual([
      new URL(pagePath("insights"), visitOrigin("tokens")).href,
      new URL(pagePath("home"), visitOrigin("tokens")).href,
    ]);
    expect(views.map((event) => event.r ?? null)).toEqual([null, null]);
    const everything = JSON.stringify(
      receiver.requests.map((request) => [request.url, request.headers, request.body.toString("utf8")]),
    );
    for (const secret of secrets) expect(everything).not.toContain(secret);
    expect(everything).not.toContain("token=");
    await context.close();
  });

  test("the privacy policy says what is counted and names the analytics server", async ({ page }) => {
    const { on, off } = content("legal/privacy").analytics;
    await page.goto(new URL(pagePath("privacy"), server.url).href);
    const policy = page.getByRole("article");
    await expect(policy).toContainText(on.summary);
    await expect(policy).toContainText(on.statement[0]);
    await expect(policy).toContainText(`the analytics server at ${new URL(endpoint).host}`);
    await expect(policy).not.toContainText(off.summary);
    await expect(policy).not.toContainText(off.statement[0]);
  });

  for (const signal of ["gpc", "dnt"] as const) {
    test(`sends nothing and loads no analytics code when the browser signals ${signal === "gpc" ? "Global Privacy Control" : "Do Not Track"}`, async ({
      browser,
    }) => {
      const context = await visitor(browser, signal, signal);
      const page = await context.newPage();
      const requested: string[] = [];
      page.on("request", (request) => requested.push(request.url()));
      // The analytics would start after the first paint, no later than any island: once the form works, they would have loaded.
      await sendContactForm(page, "platform");
      await open(page, pagePath("home"));
      expect(requested.filter((url) => url.includes("/assets/analytics-") || url.startsWith(endpoint))).toEqual([]);
      await context.close();

      // The same visit without the signal is counted: the receiver was listening all along.
      const control = await visitor(browser, `${signal}-control`);
      await open(await control.newPage(), pagePath("home"));
      await expect.poll(() => sent(`${signal}-control`).length).toBeGreaterThan(0);
      expect(sent(signal)).toEqual([]);
      await control.close();
    });
  }
});
