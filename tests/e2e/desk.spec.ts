/**
 * The desk in Chromium against the production build, on a server of its own (SITE_ORIGIN is
 * http://localhost:<port>: WebAuthn refuses an IP address as the relying party) with a real SMTP
 * receiver: the first owner in through `npm run desk -- add-owner`'s link, a passkey added and used
 * with Chromium's virtual authenticator; an editor in with an e-mailed code who works a lead from its
 * arrival to Won, steps to the next lead within a filtered list, back to it, and assigns from it in bulk; a subscriber's consent and edition seen, and an unsubscription on request; a privacy
 * request answered; an edition written, previewed, tested, sent and watched going out, then read on its
 * public page from /insights; and every desk page (and the newsletter's archive) at 375 and 1280 px with
 * no axe violation, light and dark, nothing scrolling sideways, and no script error or CSP violation.
 * Few visits, many checks each (docs/decisions/019).
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, CDPSession, ConsoleMessage, Locator, Page } from "@playwright/test";
import { simpleParser } from "mailparser";
import { addStaff } from "../../server/desk/staff";
import { queueEdition } from "../../server/newsletter/editions";
import { newsletterKeysSource } from "../../server/newsletter/newsletter-keys";
import { importSubscribers } from "../../server/newsletter/subscriber-import";
import { Storage } from "../../server/storage/database";
import { deskPaths } from "~/route-table";
import { localValue } from "../../app/desk/desk-time";
import { axeViolations, colourRules } from "../support/axe";
import { runScript } from "../support/commands";
import { confirmedSubscriber } from "../support/confirmed-subscriber";
import { codeIn, printedLink } from "../support/desk-client";
import { freePort } from "../support/free-port";
import { layoutFaults, sidewaysScroll } from "../support/layout";
import { postForm, type RunningServer, startProductionServer, validFields } from "../support/production-server";
import { eventually, startSmtpReceiver } from "../support/receivers";
import { expect, test } from "../support/test";

let server: RunningServer | undefined;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>> | undefined;
let dataDir = "";
let origin = "";
let ownerLink = "";
const databaseUrl = () => `file:${path.join(dataDir, "site.db")}`;

test.describe.configure({ mode: "default", timeout: 60_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(os.tmpdir(), "site-e2e-desk-"));
  smtp = await startSmtpReceiver();
  const port = await freePort();
  origin = `http://localhost:${port}`;
  server = await startProductionServer({ DATABASE_URL: databaseUrl(), SMTP_URL: smtp.url, SITE_ORIGIN: origin }, port);
  const printed = await runScript("desk", ["add-owner", "owner@example.com"], {
    DATABASE_URL: databaseUrl(),
    SITE_ORIGIN: origin,
  });
  ownerLink = printedLink(printed.stdout);
  await subscriberWithAnEdition();
  for (const [name, email] of [
    ["Grace Hopper", "grace@example.com"],
    ["Élodie Dupré", "elodie@example.com"],
  ]) {
    expect((await postForm(server.url, "contact", { ...validFields("contact", "desk"), name, email })).status).toBe(
      200,
    );
  }
  await longAndNonLatinRecords();
});

/** What makes a layout clip: long addresses, long non-Latin names, in a lead (the inbox's newest), the team and a subscriber. */
const longAddress = "anna-katharina.schmidt-oberhausen@beratungsgesellschaft-nordwest.example";
const longName = "Παναγιώτα Αλεξανδροπούλου-Χατζηγεωργίου 王小明 فاطمة الزهراء";
let longSubscriberId = "";

async function longAndNonLatinRecords() {
  const demo = { ...validFields("demo-request", "desk"), name: longName, email: longAddress };
  expect((await postForm(server?.url ?? "", "demo-request", { ...demo, organization: longName })).status).toBe(200);
  const storage = new Storage({ kind: "sqlite", file: path.join(dataDir, "site.db") }, () => {});
  try {
    const db = await storage.ready();
    await addStaff(db, { email: `viewer.${longAddress}`, role: "viewer" }, Date.now());
    // The editor of several visits below, each of which may run first after a failed one restarts the worker.
    await addStaff(db, { email: "editor@example.com", role: "editor" }, Date.now());
    const consent = { page: "/insights", consent_version: "2026-11-26", client_hash: null };
    longSubscriberId = await confirmedSubscriber(db, longAddress, { consent, now: Date.now() - 30_000 });
  } finally {
    await storage.close();
  }
}

test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A subscriber who asked on /insights, confirmed, and was sent edition No. 1, as the newsletter's code records it. */
async function subscriberWithAnEdition() {
  const storage = new Storage({ kind: "sqlite", file: path.join(dataDir, "site.db") }, () => {});
  try {
    const db = await storage.ready();
    const consent = { page: "/insights", consent_version: "2026-11-26", client_hash: null };
    const now = Date.now() - 60_000;
    await confirmedSubscriber(db, "reader@example.org", { consent, now });
    // An edition of an article older than every real one, so that the next edition still has them all to carry.
    const earlier = {
      slug: "an-earlier-article",
      title: "An earlier article",
      summary: "Sent before the articles of this site.",
      authors: ["Ada Byron"],
      published: "2000-01-01",
      url: "https://www.aequa.example/insights",
    };
    await queueEdition(db, { number: 1, articles: [earlier] }, { ratePerMinute: 60, now });
  } finally {
    await storage.close();
  }
}

/**
 * The desk guide's pictures (docs/desk.md) of a part of the page, taken at 1280 px as the test passes
 * through its state, when DESK_SCREENSHOTS=1 asks for them (an ordinary run leaves docs/ as it is).
 */
async function guidePicture(part: Locator, name: string) {
  if (process.env.DESK_SCREENSHOTS !== "1") return;
  await part.screenshot({ path: path.resolve("docs/images/desk", `${name}.png`), animations: "disabled" });
}

/**
 * Chromium's own notice when a test moves on before the cross-fade between two pages (app/app.css) has
 * begun: the next page simply shows at once, as it does for a visitor who asks for no motion.
 */
const transitionCutShort = "Transition was aborted because of invalid state";

/** Script errors, failed loads and CSP violations (Chromium reports those on the console) from now on. */
function recordErrors(page: Page) {
  const errors: string[] = [];
  page.on("console", (message: ConsoleMessage) => {
    if (message.type() === "error" && !message.text().startsWith(transitionCutShort)) errors.push(message.text());
  });
  page.on("pageerror", (error) => {
    if (!error.message.startsWith(transitionCutShort)) errors.push(error.message);
  });
  return errors;
}

async function virtualAuthenticator(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return cdp;
}

async function codeFor(address: string, after: number): Promise<string> {
  const message = await eventually(
    () => smtp?.messages.slice(after).find((candidate) => candidate.to.includes(address)),
    15_000,
    `the code e-mail to ${address}: ${server?.output()}`,
  );
  return codeIn((await simpleParser(message.raw)).text ?? "");
}

/**
 * A page signed in as a staff member through an e-mailed code, in a context of its own: the page asked
 * for sends them to sign-in, and the sign-in back to it.
 */
/** Set by the desk script once it has run (app/browser/desk-script.ts). */
const deskReady = "html[data-desk-ready]";

async function signedInWithCode(
  browser: Browser,
  email: string,
  width = 1280,
  asked = "/desk?status=new",
  timezoneId?: string,
): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width, height: 800 }, timezoneId })).newPage();
  await page.goto(`${origin}${asked}`);
  await expect(page).toHaveURL(`${origin}/desk/sign-in?next=${encodeURIComponent(asked)}`);
  const sent = smtp?.messages.length ?? 0;
  await page.getByLabel("Your work e-mail address").fill(email);
  await page.getByRole("button", { name: "E-mail me a code" }).click();
  await page.getByRole("textbox", { name: "Code", exact: true }).fill(await codeFor(email, sent));
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(`${origin}${asked}`);
  await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
  // Its shortcuts ("/", j, k) work once the desk script has run, which a busy machine may not have done yet.
  await page.locator(deskReady).waitFor({ state: "attached" });
  return page;
}

test("the first owner signs in with the printed link, adds a passkey, then signs in with it", async ({ page }) => {
  const errors = recordErrors(page);
  await virtualAuthenticator(page);
  await page.goto(`${origin}${ownerLink}`);
  await expect(page.getByText("This link signs in owner@example.com")).toBeVisible();
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("status").filter({ hasText: "You are signed in." })).toBeVisible();
  const cookies = await page.context().cookies();
  expect(
    cookies
      .map(({ name, path: cookiePath, httpOnly, sameSite }) => ({ name, cookiePath, httpOnly, sameSite }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  ).toEqual([
    { name: "desk_session", cookiePath: "/desk", httpOnly: true, sameSite: "Lax" },
    { name: "desk_zone", cookiePath: "/desk", httpOnly: false, sameSite: "Lax" },
  ]);
  const browserZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  expect(cookies.find((cookie) => cookie.name === "desk_zone")?.value).toBe(encodeURIComponent(browserZone));

  const name = page.getByLabel("Name of the new passkey");
  await expect(name, "the device's name is offered").toHaveValue("Chrome on Linux");
  await name.fill("Work laptop");
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Passkey added" })).toBeVisible();
  const passkeys = page.getByRole("region", { name: "Your passkeys" });
  await expect(passkeys.getByRole("row")).toHaveCount(2);
  await expect(passkeys.getByLabel("Name of the passkey Work laptop")).toHaveValue("Work laptop");

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByText("You are signed out.")).toBeVisible();
  expect((await page.context().cookies()).map((cookie) => cookie.name)).toEqual(["desk_zone"]);
  await page.goto(`${origin}/desk/sign-in?next=%2Fdesk%2Faudit`);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
  const log = page.getByRole("region", { name: "Audit log" });
  await expect(log.getByRole("row").filter({ hasText: "owner@example.com added the passkey Work laptop" })).toHaveCount(
    1,
  );
  await expect(log.getByRole("row").filter({ hasText: "owner@example.com signed in with" })).toHaveCount(2);
  await expect(
    log.getByRole("row").filter({ hasText: "Someone on the server made owner@example.com an owner" }),
  ).toHaveCount(1);

  // The filters: only the owner's sign-ins and passkeys, in a GET address that keeps them.
  await page.getByLabel("Person").selectOption("owner@example.com");
  await page.getByLabel("Kind of change").selectOption("sign-in");
  await page.getByRole("button", { name: "Show entries" }).click();
  await expect(page).toHaveURL(/\/desk\/audit\?person=owner%40example\.com&kind=sign-in&from=&to=$/);
  // The header, then: signed in by link, added the passkey, signed out, signed in with it.
  await expect(log.getByRole("row")).toHaveCount(5);
  await expect(log.getByRole("row").filter({ hasText: "owner@example.com signed out" })).toHaveCount(1);
  await expect(page.getByRole("link", { name: "Download these entries as CSV" })).toHaveAttribute(
    "href",
    "/desk/audit.csv?person=owner%40example.com&kind=sign-in",
  );
  await guidePicture(page.getByRole("main"), "audit-log");
  expect(errors).toEqual([]);
});

test("an editor signs in with an e-mailed code and works a lead from its arrival to Won", async ({ browser }) => {
  const page = await signedInWithCode(browser, "editor@example.com");
  const errors = recordErrors(page);
  // "/" goes to the search, as in other inboxes; a search in capitals finds the accented name.
  await page.keyboard.press("/");
  await expect(page.getByLabel("Search")).toBeFocused();
  await page.keyboard.type("ÉLODIE");
  await page.keyboard.press("Enter");
  const leads = page.getByRole("region", { name: "Leads" });
  await expect(leads.getByRole("row")).toHaveCount(2);
  await leads.getByRole("link", { name: "Élodie Dupré" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Élodie Dupré" })).toBeVisible();
  await page.getByLabel("Status").selectOption({ label: "In progress" });
  await page.getByLabel("Assignee").selectOption({ label: "editor@example.com" });
  await page.getByLabel("Add a note").fill("Called: wants a demo next week");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  await page.getByLabel("Status").selectOption({ label: "Won" });
  await page.getByRole("button", { name: "Save" }).click();
  const history = page.getByRole("region", { name: "History" });
  await expect(history.getByText("Called: wants a demo next week")).toBeVisible();
  await expect(history.getByText("set the status to")).toHaveCount(2);
  await expect(page.getByText("Assigned to editor@example.com")).toBeVisible();

  await page.goto(`${origin}/desk?status=won`);
  await expect(page.getByRole("region", { name: "Leads" }).getByRole("link", { name: "Élodie Dupré" })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Won 1$/ })).toHaveAttribute("aria-current", "page");

  // Within a filtered list: the next lead, a reply, back to the list as it was; then a bulk change from it.
  const nav = page.getByRole("navigation", { name: "Desk" });
  // New (n): the leads nobody has worked yet, this one and the long one the walk below reads.
  await expect(nav.getByRole("link", { name: "New (2)" })).toHaveAttribute("href", "/desk?status=new");
  await page.goto(`${origin}/desk?form=contact`);
  await page.getByRole("region", { name: "Leads" }).getByRole("link", { name: "Élodie Dupré" }).click();
  const ways = page.getByRole("navigation", { name: "This lead in the list" });
  await expect(ways.getByText("Previous (newer)")).not.toHaveAttribute("href");
  await ways.getByRole("link", { name: "Next (older)" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Grace Hopper" })).toBeVisible();
  expect(new URL(page.url()).search).toBe("?form=contact");
  await expect(ways.getByRole("link", { name: "Reply by e-mail" })).toHaveAttribute(
    "href",
    "mailto:grace@example.com?subject=Re%3A%20Dynamic%20Pricing%20Solution",
  );
  await ways.getByRole("link", { name: "Back to the leads" }).click();
  await expect(page).toHaveURL(`${origin}/desk?form=contact`);
  await page.getByRole("checkbox", { name: "Tick Grace Hopper" }).check();
  await page.getByLabel("For the leads ticked").selectOption({ label: "Assign to editor@example.com" });
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The leads ticked are changed" })).toBeVisible();
  await expect(page).toHaveURL(`${origin}/desk?form=contact&notice=leads-changed`);
  await expect(page.getByRole("region", { name: "Leads" }).getByRole("row", { name: /Grace Hopper/ })).toContainText(
    "editor@example.com",
  );
  expect(errors).toEqual([]);
  await page.context().close();
});

test("an editor finds a subscriber, sees their consent and the edition sent, and unsubscribes them on request", async ({
  browser,
}) => {
  const page = await signedInWithCode(browser, "editor@example.com");
  const errors = recordErrors(page);
  await page.getByRole("navigation", { name: "Desk" }).getByRole("link", { name: "Subscribers" }).click();
  await page.getByLabel("Search").fill("READER@");
  await page.getByRole("button", { name: "Show subscribers" }).click();
  await page.getByRole("region", { name: "Subscribers" }).getByRole("link", { name: "reader@example.org" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "reader@example.org" })).toBeVisible();
  const consent = page.getByRole("region", { name: "Consent records", exact: true });
  await expect(consent.getByRole("row").filter({ hasText: "Asked to subscribe" })).toContainText(
    /\/insights.*version 2026-11-26/,
  );
  await expect(consent.getByRole("row").filter({ hasText: "Confirmed" })).toContainText("New Insights articles");
  await expect(
    page.getByRole("region", { name: "Editions sent", exact: true }).getByRole("row", { name: /No\. 1/ }),
  ).toBeVisible();

  await page.getByRole("region", { name: "Lists", exact: true }).getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Unsubscribed from the list" })).toBeVisible();
  await expect(consent.getByRole("row").filter({ hasText: "request by e-mail (desk)" })).toContainText("Unsubscribed");
  await expect(page.getByRole("region", { name: "Lists", exact: true }).getByRole("button")).toHaveCount(0);
  expect(errors).toEqual([]);
  await page.context().close();
});

test("an owner answers a privacy request: finds the address, downloads it, erases it after confirming", async ({
  browser,
}) => {
  const page = await signedInWithCode(browser, "owner@example.com");
  await page.getByRole("link", { name: "Privacy requests" }).click();
  await page.getByLabel("E-mail address").fill("grace@example.com");
  await page.getByRole("button", { name: "Find what is stored" }).click();
  await expect(page.getByText("1 form submission with their delivery records")).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download everything (JSON)" }).click(),
  ]);
  const exported = JSON.parse(readFileSync(await download.path(), "utf8"));
  expect(exported.submissions[0].fields.name).toBe("Grace Hopper");
  await page.getByRole("button", { name: "Erase…" }).click();
  await expect(page.getByText("Erasing deletes everything listed above")).toBeVisible();
  await page.getByRole("button", { name: "Erase grace@example.com" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Erased." })).toBeVisible();
  await page.goto(`${origin}/desk?q=grace`);
  await expect(page.getByText("No lead matches these filters.")).toBeVisible();
  await page.context().close();
});

test("an editor writes an edition, previews it as HTML and text, tests it, sends it and watches it go out; its page from /insights", async ({
  browser,
}) => {
  const storage = new Storage({ kind: "sqlite", file: path.join(dataDir, "site.db") }, () => {});
  const imported = await importSubscribers(await storage.ready(), await newsletterKeysSource(storage, undefined)(), {
    text: "email\nreader1@example.com\nreader2@example.com",
    fileName: "list.csv",
  }).finally(() => storage.close());
  expect(imported).toMatchObject({ imported: 2 });
  // A send, a schedule and a cancel on a busy two-core machine.
  test.setTimeout(120_000);
  const page = await signedInWithCode(browser, "editor@example.com", 1280, "/desk?status=new", "Europe/Paris");
  const errors = recordErrors(page);
  await page.getByRole("link", { name: "Newsletter" }).click();
  // The subscriber's test above sent edition 1 when it runs first: the number and recipients are read from the page.
  const next = page.getByRole("heading", { level: 2, name: /^Next: edition \d+$/ });
  const number = ((await next.textContent()) ?? "").replace(/\D/g, "");
  await page.getByLabel("Subject").fill("Ledgers, <b>trust</b> and you");
  await page.getByLabel("Introduction").fill("Dear readers,\n\nThis month, **ledgers** and <i>trust</i>.");
  // Each post renders the page and the e-mail's preview again: seconds on a busy two-core machine, so the
  // redirect it answers with (and its notice) is waited for longer than a check on a page already drawn.
  const posted = (button: string, notice: string) =>
    Promise.all([
      page.waitForURL((url) => url.searchParams.get("notice") === notice, { timeout: 30_000 }),
      page.getByRole("button", { name: button }).click(),
    ]);
  await posted("Save and preview", "edition-saved");
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  const html = page.frameLocator(`iframe[title="The edition's e-mail as HTML"]`);
  await expect(html.getByRole("heading", { level: 1, name: "Ledgers, <b>trust</b> and you" })).toBeVisible();
  await expect(html.locator("strong", { hasText: "ledgers" })).toBeVisible();
  await expect(html.getByText("and <i>trust</i>.")).toBeVisible();
  await expect(page.locator("pre[data-edition-text]")).toContainText("This month, ledgers and <i>trust</i>.");

  const sent = smtp?.messages.length ?? 0;
  await posted("Send me a test", "edition-test-sent");
  await expect(page.getByRole("status").filter({ hasText: "A test copy is on its way" })).toBeVisible();
  const testCopy = await eventually(() =>
    smtp?.messages.slice(sent).find((mail) => mail.to.includes("editor@example.com")),
  );
  expect((await simpleParser(testCopy.raw)).subject).toBe("[Test] Ledgers, <b>trust</b> and you");

  // No one-click send: the server's confirmation step names the list and the count first.
  await page.getByRole("button", { name: "Review the send…" }).click();
  const confirmation = page.getByRole("region", { name: `Confirm the send of edition ${number}` });
  await expect(confirmation.locator('[data-confirm="list"]')).toHaveText("New Insights articles");
  await expect(confirmation.locator('[data-confirm="when"]')).toHaveText("Now");
  const recipients = ((await confirmation.locator('[data-confirm="recipients"]').textContent()) ?? "").match(
    /^(\d+) recipients?/,
  )?.[1];
  expect(
    Number(recipients),
    "the two imported, and the first test's reader if still subscribed",
  ).toBeGreaterThanOrEqual(2);
  await guidePicture(confirmation, "send-confirmation");
  const send = confirmation.getByRole("button", {
    name: `Send edition ${number} to ${recipients} recipient${recipients === "1" ? "" : "s"} now`,
  });
  await send.click();
  await expect(page.getByRole("status").filter({ hasText: "The edition is queued" })).toBeVisible();
  // The desk script keeps the counts up to date until every copy has gone, the table's with the box's.
  await expect(page.getByText(`${recipients} of ${recipients} copies settled: every copy has gone out.`)).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.locator('dd[data-count="sent"]')).toHaveText(String(recipients));
  const row = page.getByRole("region", { name: "Editions sent" }).getByRole("row").nth(1);
  await expect(row.locator('[data-count="sent"]')).toHaveText(String(recipients));
  await expect(row.locator('[data-count="queued"]')).toHaveText("0");
  await expect(page.getByRole("heading", { level: 2, name: `Edition ${number} has gone out` })).toBeVisible();
  await expect(page.getByRole("link", { name: "reload the page" })).toHaveCount(0);

  // The next one, an announcement to Consortium news, scheduled for tomorrow at 09:00 in the browser's zone.
  await page.getByLabel("List").selectOption("consortium");
  await page.getByLabel("Subject").fill("Our spring meeting");
  await page.getByLabel("Introduction").fill("We meet on **12 April**.");
  await posted("Save and preview", "edition-saved");
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  await page.getByLabel("At a date and time").check();
  await expect(page.getByText("In your time zone, Europe/Paris.")).toBeVisible();
  const tomorrow = `${localValue(Date.now() + 24 * 60 * 60 * 1000, "Europe/Paris").slice(0, 10)}T09:00`;
  await page.getByLabel("Date and time", { exact: true }).fill(tomorrow);
  await page.getByRole("button", { name: "Review the send…" }).click();
  const later = page.getByRole("region", { name: `Confirm the send of edition ${Number(number) + 1}` });
  await expect(later.locator('[data-confirm="list"]')).toHaveText("Consortium news");
  await expect(later.locator('[data-confirm="when"]')).toContainText(/at 09:00 \(Europe\/Paris\), .* \(UTC\)$/);
  await later.getByRole("button", { name: /^Schedule edition \d+ for \d+ recipients?$/ }).click();
  await expect(page.getByRole("status").filter({ hasText: "The edition is scheduled." })).toBeVisible();
  const scheduled = page.getByRole("region", { name: `Edition ${Number(number) + 1} is scheduled` });
  await expect(scheduled).toContainText("at 09:00 (Europe/Paris)");
  await guidePicture(scheduled, "scheduled-edition");
  await scheduled.getByRole("button", { name: "Cancel the send" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Cancelled: nothing was sent" })).toBeVisible();
  expect(errors).toEqual([]);
  await page.context().close();

  const reader = await (await browser.newContext()).newPage();
  const readerErrors = recordErrors(reader);
  await reader.goto(`${origin}/insights`);
  await reader.getByRole("link", { name: "Read past editions of the newsletter" }).click();
  await reader.getByRole("link", { name: "Ledgers, <b>trust</b> and you" }).click();
  await expect(reader.getByRole("heading", { level: 1, name: "Ledgers, <b>trust</b> and you" })).toBeVisible();
  await expect(reader.locator("strong", { hasText: "ledgers" })).toBeVisible();
  expect(await reader.context().cookies()).toEqual([]);
  expect(readerErrors).toEqual([]);
  await reader.context().close();
});

test("the keyboard: filters apply on a choice and keep the focus, j and k walk the leads, ? lists the keys, Ctrl+Enter saves an edition", async ({
  browser,
}) => {
  const page = await signedInWithCode(browser, "owner@example.com");
  const errors = recordErrors(page);
  await page.goto(`${origin}/desk`);
  await page.locator(deskReady).waitFor({ state: "attached" });
  // A choice applies at once, and the focus is back on it on the page that follows.
  await page.getByLabel("Form", { exact: true }).focus();
  await page.getByLabel("Form", { exact: true }).selectOption({ label: "Contact form" });
  await expect(page).toHaveURL(/[?&]form=contact(&|$)/);
  await expect(page.getByLabel("Form", { exact: true })).toBeFocused();
  await expect(page.getByLabel("Form", { exact: true })).toHaveValue("contact");
  // A search by Enter keeps the focus in the search.
  await page.getByLabel("Search").fill("dupré");
  await page.getByLabel("Search").press("Enter");
  await expect(page).toHaveURL(/[?&]q=dupr/);
  await expect(page.getByLabel("Search")).toBeFocused();
  await expect(page.getByRole("region", { name: "Leads" }).getByRole("link")).toHaveText(["Élodie Dupré"]);

  await page.goto(`${origin}/desk`);
  await page.locator(deskReady).waitFor({ state: "attached" });
  const links = page.getByRole("region", { name: "Leads" }).getByRole("link");
  // j and k do nothing while typing.
  await page.getByLabel("Search").press("j");
  await expect(page.getByLabel("Search")).toHaveValue("j");
  await page.getByLabel("Search").fill("");
  await page.locator("h1").click();
  await page.keyboard.press("j");
  await expect(links.nth(0)).toBeFocused();
  await page.keyboard.press("j");
  await expect(links.nth(1)).toBeFocused();
  await page.keyboard.press("k");
  await expect(links.nth(0)).toBeFocused();
  // "Skip to the list" leads past the filters.
  await page.getByRole("link", { name: "Skip to the list" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("region", { name: "Leads" })).toBeFocused();

  await page.keyboard.press("?");
  const dialog = page.getByRole("dialog", { name: "Keyboard shortcuts" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("definition")).toHaveCount(6);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await page.keyboard.press("j");
  const first = await links.nth(0).getAttribute("href");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`${origin}${first}`);

  await page.goto(`${origin}/desk/editions`);
  await page.getByLabel("Subject").fill("Saved from the keyboard");
  await page.getByLabel("Introduction").press("Control+Enter");
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  await expect(page.getByLabel("Subject")).toHaveValue("Saved from the keyboard");

  // On a phone: the filters folded unless one is set; "More" closes on Escape, back on its summary.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${origin}${deskPaths.inbox}?status=new`);
  await page.locator(deskReady).waitFor({ state: "attached" });
  await expect(page.getByLabel("Status", { exact: true })).toBeVisible();
  const more = page.getByRole("navigation", { name: "Desk" }).getByText("More", { exact: true });
  await more.click();
  await expect(page.getByRole("link", { name: "Team" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("link", { name: "Team" })).toBeHidden();
  await expect(more).toBeFocused();
  expect(errors).toEqual([]);
  await page.context().close();
});

for (const width of [375, 1280]) {
  test(`every desk page at ${width} px: no axe violation light or dark, nothing sideways, no script error`, async ({
    browser,
  }) => {
    // Some forty runs of axe on a busy two-core machine.
    test.setTimeout(120_000);
    const signInPage = await (await browser.newContext({ viewport: { width, height: 800 } })).newPage();
    await audit(signInPage, width, [
      ["sign-in link", (page) => page.goto(`${origin}${ownerLink}`)],
      ["sign-in", (page) => page.goto(`${origin}${deskPaths.signIn}`)],
      [
        "code step",
        async (page) => {
          await page.getByLabel("Your work e-mail address").fill("nobody@example.com");
          await page.getByRole("button", { name: "E-mail me a code" }).click();
        },
      ],
    ]);
    await signInPage.context().close();

    const page = await signedInWithCode(browser, "owner@example.com", width, "/desk");
    // The newest lead is the long one (longAndNonLatinRecords).
    const lead = await page.getByRole("region", { name: "Leads" }).getByRole("link").first().getAttribute("href");
    await audit(page, width, [
      ["leads", (current) => current.goto(`${origin}${deskPaths.inbox}`)],
      [
        "the keyboard's shortcuts",
        async (current) => {
          await current.locator(deskReady).waitFor({ state: "attached" });
          await current.keyboard.press("?");
          await current.getByRole("dialog", { name: "Keyboard shortcuts" }).waitFor();
        },
      ],
      ...(width < 768
        ? ([
            [
              "the bar's More menu open",
              async (current) => {
                await current.goto(`${origin}${deskPaths.inbox}`);
                await current.getByRole("navigation", { name: "Desk" }).getByText("More", { exact: true }).click();
                await current.getByRole("link", { name: "Team" }).waitFor();
              },
            ],
          ] satisfies Visit[])
        : []),
      ["a lead", (current) => current.goto(`${origin}${lead}`)],
      ["account", (current) => current.goto(`${origin}${deskPaths.account}`)],
      ["team", (current) => current.goto(`${origin}${deskPaths.team}`)],
      ["privacy requests", (current) => current.goto(`${origin}${deskPaths.privacy}`)],
      [
        "privacy request found",
        async (current) => {
          await current.getByLabel("E-mail address").fill("elodie@example.com");
          await current.getByRole("button", { name: "Find what is stored" }).click();
        },
      ],
      ["subscribers", (current) => current.goto(`${origin}${deskPaths.subscribers}`)],
      ["a subscriber", (current) => current.goto(`${origin}${deskPaths.subscriber(longSubscriberId)}`)],
      ["subscriber import", (current) => current.goto(`${origin}${deskPaths.subscriberImport}`)],
      [
        "subscriber import report",
        async (current) => {
          const file = {
            name: "readers.csv",
            mimeType: "text/csv",
            buffer: Buffer.from("email\nnew@example.org\nbad\n"),
          };
          await current.getByLabel("CSV file (UTF-8)").setInputFiles(file);
          await current.getByRole("button", { name: "Import" }).click();
          await current.getByRole("region", { name: "Lines skipped" }).waitFor();
        },
      ],
      ["audit log", (current) => current.goto(`${origin}${deskPaths.audit}`)],
      [
        "audit log filtered",
        (current) => current.goto(`${origin}${deskPaths.audit}?person=owner%40example.com&kind=sign-in`),
      ],
      ["newsletter", (current) => current.goto(`${origin}${deskPaths.editions}`)],
      [
        "a send to confirm",
        async (current) => {
          await current.getByLabel("Subject").fill("What the walk checks");
          await current.getByRole("button", { name: "Review the send…" }).click();
          await current.getByRole("region", { name: /^Confirm the send of edition \d+$/ }).waitFor();
        },
      ],
      ["not found", (current) => current.goto(`${origin}/desk/no-such-page`)],
    ]);
    await page.context().close();
    expect(unwalkedDeskPages(), "desk pages of app/route-table.ts not walked").toEqual([]);

    // The newsletter's public archive, rendered by the server from the edition sent above.
    const reader = await (await browser.newContext({ viewport: { width, height: 800 } })).newPage();
    await audit(
      reader,
      width,
      [
        ["newsletter archive", (current) => current.goto(`${origin}/newsletter/archive`)],
        ["an edition's page", (current) => current.goto(`${origin}/newsletter/archive/1`)],
      ],
      "html",
    );
    await reader.context().close();
  });
}

/** The desk's addresses that are no page to look at (files, JSON, form posts). */
const notPages = new Set<string>([
  "leadsCsv",
  "auditCsv",
  "subscribersCsv",
  "useSignInLink",
  "passkeySignIn",
  "signOut",
  "passkeys",
  "privacyExport",
]);
/** The desk paths the walk opened. */
const walked = new Set<string>();

function unwalkedDeskPages() {
  return Object.entries(deskPaths)
    .filter(([key]) => !notPages.has(key))
    .filter(([, path]) => {
      // A path made from an id (a lead's, a link's token) is matched with any id in its place.
      const pattern = `^${typeof path === "string" ? path : path("ID").replace("ID", "[^/]+")}$`;
      return ![...walked].some((seen) => new RegExp(pattern).test(seen));
    })
    .map(([key]) => key);
}

/** A state of a page to check, and how to reach it from the page before. */
type Visit = [string, (page: Page) => Promise<unknown>];

async function audit(
  page: Page,
  width: number,
  visits: Visit[],
  /** What shows the page's script has run: the desk's mark, or (a public page) the document itself. */
  ready = deskReady,
) {
  const errors = recordErrors(page);
  for (const [name, visit] of visits) {
    await page.emulateMedia({ colorScheme: "light" });
    await visit(page);
    await page.locator(ready).waitFor({ state: "attached" });
    walked.add(new URL(page.url()).pathname);
    // A public page keeps its honeypot far off to the left on purpose: for it, only the page's own scroll.
    const faults = ready === deskReady ? await layoutFaults(page) : await sidewaysScroll(page);
    expect.soft(faults, `${name} at ${width} px: nothing sticks out or scrolls sideways`).toEqual([]);
    const bar = await page.evaluate(() => ({
      rows: new Set(
        [...document.querySelectorAll('nav[aria-label="Desk"] > ul > li')]
          .filter((item) => item.checkVisibility())
          .map((item) => Math.round(item.getBoundingClientRect().top)),
      ).size,
      filtersOpen: document.querySelector<HTMLDetailsElement>("details[data-desk-fold]")?.open,
      // Cards on a phone: each cell but the first shows its column's heading.
      unlabelledCards: [...document.querySelectorAll("[data-desk-table] td[data-label]:not(:first-child)")].filter(
        (cell) =>
          getComputedStyle(cell.closest("table") ?? cell).display === "block" &&
          getComputedStyle(cell, "::before").content !== `"${cell.getAttribute("data-label")}"`,
      ).length,
      tablesAsCards: [...document.querySelectorAll("[data-desk-table] > table")].map(
        (table) => getComputedStyle(table).display === "block",
      ),
    }));
    expect.soft(bar.unlabelledCards, `${name} at ${width} px: every card's cell labelled`).toBe(0);
    if (width < 768) expect.soft(bar.tablesAsCards, `${name} at ${width} px: tables as cards`).not.toContain(false);
    expect.soft(bar.rows, `${name} at ${width} px: the desk's sections in one row`).toBeLessThanOrEqual(1);
    expect
      .soft(bar.filtersOpen, `${name} at ${width} px: the filters open on a wide screen, folded on a phone`)
      .toBe(bar.filtersOpen === undefined ? undefined : width >= 768);
    expect.soft(await axeViolations(page), `${name} at ${width} px, light`).toEqual([]);
    await page.emulateMedia({ colorScheme: "dark" });
    expect.soft(await axeViolations(page, { rules: colourRules }), `${name} at ${width} px, dark`).toEqual([]);
  }
  // The not-found page answers 404, and a sign-in link already used (by the first visit) 410, which
  // Chromium reports on the console.
  expect
    .soft(
      errors.filter((error) => !/status of (404|410)/.test(error)),
      `script errors at ${width} px`,
    )
    .toEqual([]);
}
