/**
 * The newsletter's pages on the real production server: subscribing without JavaScript (the extra press
 * without a fill-time token, field errors, the body limits), the JSON endpoint the page script uses,
 * the confirmation link, the preferences page and the RFC 8058 one-click POST in both encodings, each
 * answer valid HTML; SQLite and PostgreSQL, with a real SMTP receiver.
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueFormToken } from "~/forms/fill-time-token.server";
import { honeypotFieldName, tokenFieldName } from "~/forms/form-protocol";
import { subscribeFormName } from "~/newsletter/newsletter-lists";
import { pathTo } from "~/lib/site-routes";
import { content } from "../support/content";
import { Storage } from "../../server/storage/database";
import { checkHtmlFiles } from "../support/html-checker";
import { formTokenSecret, type RunningServer, startProductionServer } from "../support/production-server";
import { eventually, startSmtpReceiver } from "../support/receivers";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-databases";

const token = () => issueFormToken(subscribeFormName, formTokenSecret, Date.now() - 10_000);
const eventsSecret = "http-test-mail-events-secret";

describe.each(databaseKinds)("the newsletter over HTTP on %s", (kind) => {
  let database: TestDatabase;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  let server: RunningServer;
  let storage: Storage;
  const pages = new Map<string, string>();

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    smtp = await startSmtpReceiver();
    server = await startProductionServer({
      DATABASE_URL: database.url,
      SMTP_URL: smtp.url,
      RATE_LIMIT_PER_MINUTE: "0",
      MAIL_EVENTS_SECRET: eventsSecret,
    });
    storage = new Storage(database.location, () => {});
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await storage?.close();
    await smtp?.close();
    await database?.drop();
  });

  const subscribe = (fields: Record<string, string | string[]>, { json = false, withToken = true } = {}) => {
    const body = new URLSearchParams({ [honeypotFieldName]: "", page: "/insights" });
    for (const [name, value] of Object.entries(fields)) {
      body.delete(name);
      for (const item of [value].flat()) body.append(name, item);
    }
    if (withToken) body.set(tokenFieldName, token());
    return fetch(`${server.url}${json ? "/forms/subscribe" : "/newsletter/subscribe"}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body,
    });
  };
  const valid = { email: "Reader@Example.com", lists: ["insights", "consortium"], consent: "yes" };

  it("places the form on get-involved, on Insights and after every article", async () => {
    for (const pagePath of [
      "/consortium/get-involved",
      "/insights",
      "/insights/what-is-ethical-debt",
      "/newsletter/subscribe",
    ]) {
      const html = await (await fetch(`${server.url}${pagePath}`)).text();
      expect(html, pagePath).toContain('action="/newsletter/subscribe#subscribe-form-messages"');
      expect(html, pagePath).toContain(`name="page" value="${pagePath}"`);
      expect(html, `${pagePath}: the consent's link to the privacy policy`).toMatch(
        new RegExp(`<a href="${pathTo("privacy")}"[^>]*>${content("forms/newsletter").form.consent.privacyLink}</a>`),
      );
    }
  });

  it("without JavaScript: asks to press again without a token, shows field errors, then sends one e-mail", async () => {
    const first = await subscribe(valid, { withToken: false });
    expect(first.status).toBe(422);
    const firstHtml = await first.text();
    expect(firstHtml).toContain("press &quot;Subscribe&quot; once more");
    expect(firstHtml).toContain('value="Reader@Example.com"');
    pages.set("confirm step", firstHtml);

    const invalid = await subscribe({ email: "not an address", lists: [] });
    expect(invalid.status).toBe(422);
    const invalidHtml = await invalid.text();
    for (const message of [
      "Please enter a valid e-mail address, such as name@example.com.",
      "Please choose at least one thing to receive.",
      "Please agree so that we may send you e-mail.",
    ]) {
      expect(invalidHtml).toContain(message);
    }
    pages.set("field errors", invalidHtml);

    const sent = await subscribe(valid);
    expect(sent.status).toBe(200);
    const sentHtml = await sent.text();
    expect(sentHtml).toContain("Check your inbox for an e-mail asking you to confirm");
    pages.set("sent", sentHtml);

    // The same address again, through the page script's endpoint: the same answer, no second e-mail.
    const again = await subscribe(valid, { json: true });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ outcome: "sent" });
    await eventually(() => smtp.messages.length === 1, 20_000, "the confirmation e-mail");
    const db = await storage.ready();
    expect(
      (await db.selectFrom("deliveries").select("id").where("channel", "=", "subscribe-confirmation").execute()).length,
    ).toBe(1);
  });

  it("refuses bodies it cannot take: 415, 413, 400, and a filled honeypot with 422", async () => {
    const plain = await fetch(`${server.url}/newsletter/subscribe`, {
      method: "POST",
      headers: { "Content-Type": "text/plain" },
      body: "x",
    });
    expect(plain.status).toBe(415);
    const huge = await subscribe({ ...valid, email: "a".repeat(40_000) });
    expect(huge.status).toBe(413);
    const badUtf8 = await fetch(`${server.url}/forms/subscribe`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "email=%FF",
    });
    expect(badUtf8.status).toBe(400);
    const robot = await subscribe({ ...valid, [honeypotFieldName]: "http://spam.example" }, { json: true });
    expect(robot.status).toBe(422);
    expect(await robot.json()).toMatchObject({ outcome: "refused" });
  });

  it("the link shows the lists and a button, sends no referrer and changes nothing; the button confirms once, whatever the Origin; an altered or used link says so", async () => {
    await eventually(() => smtp.messages.length >= 1, 20_000, "the confirmation e-mail");
    const mail = await simpleParser(smtp.messages[0].raw);
    const link = /https?:\/\/\S+(\/newsletter\/confirm\?token=\S+)/.exec(mail.text ?? "")?.[1];
    expect(link).toBeDefined();
    const db = await storage.ready();
    const statuses = async () =>
      (await db.selectFrom("subscriptions").select("status").orderBy("list").execute()).map((row) => row.status);

    const opened = await fetch(`${server.url}${link}`);
    expect(opened.status).toBe(200);
    expect(opened.headers.get("referrer-policy")).toBe("no-referrer");
    expect(opened.headers.get("cache-control")).toBe("no-store");
    const openedHtml = await opened.text();
    expect(openedHtml).toContain("Confirm your subscription");
    expect(openedHtml).toContain("New Insights articles");
    expect(openedHtml).toContain("Consortium news");
    expect(openedHtml).toMatch(/<form [^>]*method="post"[^>]*>/);
    pages.set("confirm", openedHtml);
    expect(await statuses(), "opening the link confirms nothing").toEqual(["pending", "pending"]);

    // Chromium posts `Origin: null` from a page under no-referrer: the signed token alone authorises the post.
    const confirmed = await fetch(`${server.url}${link}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "null" },
      body: "",
    });
    expect(confirmed.status).toBe(200);
    const confirmedHtml = await confirmed.text();
    expect(confirmedHtml).toContain("Your subscription is confirmed");
    pages.set("confirmed", confirmedHtml);
    expect(await statuses()).toEqual(["confirmed", "confirmed"]);
    const used = await fetch(`${server.url}${link}`, {
      method: "POST",
      headers: { Origin: "https://elsewhere.example" },
    });
    expect(used.status).toBe(410);
    const usedHtml = await used.text();
    expect(usedHtml).toContain("already been used");
    expect(usedHtml).toContain('href="/newsletter/subscribe"');
    pages.set("used", usedHtml);
    const altered = await fetch(`${server.url}${link?.slice(0, -3)}abc`);
    expect(altered.status).toBe(400);
    pages.set("altered", await altered.text());
  });

  it("preferences: the page sends no referrer; one-click leaves the edition's list, or every list from an older link, in both encodings and from any origin", async () => {
    const { signedManageUrl } = await import("../../server/newsletter/signed-links");
    const db = await storage.ready();
    const subscriber = await db.selectFrom("subscribers").selectAll().executeTakeFirstOrThrow();
    expect(subscriber.email).toBe("reader@example.com");
    const { newsletterKeysSource } = await import("../../server/newsletter/newsletter-keys");
    const keys = await newsletterKeysSource(storage, undefined)();
    const preferencesUrl = signedManageUrl(keys, server.url, subscriber.id);
    const insightsUrl = signedManageUrl(keys, server.url, subscriber.id, "insights");

    const page = await fetch(insightsUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get("referrer-policy")).toBe("no-referrer");
    const pageHtml = await page.text();
    expect(pageHtml).toContain("Unsubscribe from everything");
    pages.set("preferences", pageHtml);

    const statuses = async () =>
      (
        await db
          .selectFrom("subscriptions")
          .select("status")
          .where("subscriber_id", "=", subscriber.id)
          .orderBy("list")
          .execute()
      ).map((row) => row.status);
    expect(await statuses()).toEqual(["confirmed", "confirmed"]);
    const oneClick = (address: string, body: BodyInit, headers: Record<string, string> = {}) =>
      fetch(address, { method: "POST", headers, body });
    const leftOne = await oneClick(insightsUrl, "List-Unsubscribe=One-Click", {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: "https://mail.example",
    });
    expect(leftOne.status).toBe(200);
    const leftOneHtml = await leftOne.text();
    expect(leftOneHtml).toContain("You are unsubscribed from these e-mails");
    pages.set("left one list", leftOneHtml);
    expect(await statuses(), "consortium, insights").toEqual(["confirmed", "unsubscribed"]);

    const everything = await oneClick(preferencesUrl, "List-Unsubscribe=One-Click", {
      "Content-Type": "application/x-www-form-urlencoded",
    });
    expect(everything.status).toBe(200);
    pages.set("unsubscribed", await everything.text());
    expect(await statuses()).toEqual(["unsubscribed", "unsubscribed"]);

    const resubscribe = new URLSearchParams({ intent: "save", lists: "insights" });
    expect((await oneClick(preferencesUrl, resubscribe)).status).toBe(200);
    expect(await statuses()).toEqual(["unsubscribed", "confirmed"]);
    const multipart = new FormData();
    multipart.set("List-Unsubscribe", "One-Click");
    expect((await oneClick(insightsUrl, multipart)).status).toBe(200);
    expect(await statuses()).toEqual(["unsubscribed", "unsubscribed"]);

    // Well-formed forgeries (docs/decisions/022-mutation-testing.md): the signature's length and alphabet
    // with other bytes, or a signature made for another subscriber or list, so that only the signature
    // check can refuse them. Each would resubscribe both lists if it were taken.
    const signatureOf = (url: string) => url.slice(url.lastIndexOf(".") + 1);
    const withSignature = (url: string, signature: string) => `${url.slice(0, url.lastIndexOf(".") + 1)}${signature}`;
    const signature = signatureOf(preferencesUrl);
    const forgeries = {
      "other bytes": withSignature(preferencesUrl, `${signature[0] === "A" ? "B" : "A"}${signature.slice(1)}`),
      "another subscriber's signature": withSignature(
        preferencesUrl,
        signatureOf(signedManageUrl(keys, server.url, randomUUID())),
      ),
      "another list's signature": withSignature(
        insightsUrl,
        signatureOf(signedManageUrl(keys, server.url, subscriber.id, "consortium")),
      ),
    };
    const both = new URLSearchParams([
      ["intent", "save"],
      ["lists", "insights"],
      ["lists", "consortium"],
    ]);
    for (const [name, url] of Object.entries(forgeries)) {
      expect(url, name).toHaveLength(name.includes("list") ? insightsUrl.length : preferencesUrl.length);
      expect((await fetch(url)).status, name).toBe(400);
      expect((await oneClick(url, both)).status, name).toBe(400);
      expect((await oneClick(url, multipart)).status, name).toBe(400);
    }
    expect(await statuses(), "nothing changed by a forged link").toEqual(["unsubscribed", "unsubscribed"]);
    expect((await oneClick(preferencesUrl, both)).status, "the real link").toBe(200);
    expect(await statuses()).toEqual(["confirmed", "confirmed"]);
  });

  it("takes bounces in our own signed format at /newsletter/events/signed, and reports deliveries in /healthz", async () => {
    const { webhookSignature } = await import("../../server/delivery/webhook");
    const body = JSON.stringify({
      id: "bounce-1",
      sentAt: new Date().toISOString(),
      events: [{ type: "bounce", email: "reader@example.com", detail: "550 5.1.1" }],
    });
    const answer = await fetch(`${server.url}/newsletter/events/signed`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Signature": webhookSignature(body, eventsSecret) },
      body,
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ applied: 1 });
    const db = await storage.ready();
    expect(await db.selectFrom("subscribers").select("deliverability").executeTakeFirstOrThrow()).toEqual({
      deliverability: "bouncing",
    });
    expect((await fetch(`${server.url}/newsletter/events/ses`, { method: "POST", body: "{}" })).status).toBe(404);
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok", database: "ok", deliveries: "ok" });
  });

  // The pages do not depend on the database, and a check starts the validator's JVM: on one of them.
  it.runIf(kind === databaseKinds[0])("every answer is valid HTML", { timeout: 120_000 }, async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "newsletter-html-"));
    try {
      const files = [...pages].map(([name, html]) => {
        const file = path.join(dir, `${name.replaceAll(" ", "-")}.html`);
        writeFileSync(file, html);
        return file;
      });
      expect(files.length).toBeGreaterThanOrEqual(9);
      const errors = await checkHtmlFiles(files);
      expect(Object.fromEntries([...errors].filter(([, list]) => list.length > 0))).toEqual({});
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("the subscribe form's rate limit", () => {
  let database: TestDatabase;
  let server: RunningServer;
  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
    server = await startProductionServer({ DATABASE_URL: database.url, RATE_LIMIT_PER_MINUTE: "2" });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it("answers a flood of subscriptions with 429 and Retry-After, the page and the JSON endpoint alike", async () => {
    const post = (endpoint: string) =>
      fetch(`${server.url}${endpoint}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          email: "flood@example.com",
          lists: "insights",
          consent: "yes",
          [tokenFieldName]: token(),
        }),
      });
    expect((await post("/forms/subscribe")).status).toBe(200);
    expect((await post("/forms/subscribe")).status).toBe(200);
    const refused = await post("/forms/subscribe");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ outcome: "refused", message: expect.stringContaining("Too many") });
    expect((await post("/newsletter/subscribe")).status).toBe(429);
  });
});
