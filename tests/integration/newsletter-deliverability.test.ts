/**
 * Mail that mailbox providers keep trusting, on real SQLite and PostgreSQL with a real SMTP receiver
 * answering 550 and 451 for chosen addresses (server/delivery/delivery-worker.ts, outbox.ts,
 * server/newsletter/deliverability.ts, subscription-channels.ts): a refused address bounces at once and
 * is mailed no more; a deferred one is retried, and given up after DELIVERY_GIVE_UP_HOURS; the
 * organisation's own deliveries keep retrying and are reported; leads and confirmations go before the
 * edition, which keeps its pace after an outage; an edition read that failed is read again.
 */
import { generateKeyPairSync } from "node:crypto";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  createReceiptChannel,
  createSmtpTransport,
  createWebhookChannel,
  type DeliveryChannel,
} from "../../server/delivery/channels";
import { DeliveryWorker } from "../../server/delivery/delivery-worker";
import { smtpUtf8Probe } from "../../server/delivery/smtp-utf8";
import type { EditionArticle } from "../../server/newsletter/edition-articles";
import { queueEdition } from "../../server/newsletter/editions";
import { confirmToken, newsletterKeysSource } from "../../server/newsletter/newsletter-keys";
import { importSubscribers } from "../../server/newsletter/subscriber-import";
import { listSubscribers, subscribersCsv, subscribersText } from "../../server/newsletter/subscriber-list";
import { requestSubscription } from "../../server/newsletter/subscriber-store";
import { subscriptionChannels } from "../../server/newsletter/subscription-channels";
import { createSubscriptionService } from "../../server/newsletter/subscription-service";
import type { DkimSettings } from "../../server/env";
import { Storage } from "../../server/storage/database";
import { createSubmissionStore } from "../../server/submissions/submission-store";
import { verifyDkim } from "../support/dkim";
import { mailHeader, startSmtpReceiver, startWebhookReceiver } from "../support/receivers";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-databases";

const quiet = () => {};
const t0 = Date.UTC(2030, 5, 1, 12);
const hourMs = 60 * 60 * 1000;
const secret = "deliverability-test-newsletter-secret";
const articles: EditionArticle[] = [
  {
    slug: "a-first-article",
    title: "A first article",
    summary: "What it says.",
    authors: ["Ada Lovelace"],
    published: "2030-05-31",
    url: "https://www.aequa.example/insights/a-first-article",
  },
];
const consent = { page: "/insights", consent_version: "test", client_hash: null };

describe.each(databaseKinds)("deliverability on %s", (kind) => {
  let database: TestDatabase;
  let storage: Storage;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  let clock: number;
  const cleanups: (() => Promise<void> | void)[] = [];

  beforeEach(async () => {
    clock = t0;
    database = await createTestDatabase(kind);
    storage = new Storage(database.location, quiet);
    await storage.ready();
    smtp = await startSmtpReceiver();
  });
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    await smtp.close();
    await storage.close();
    await database.drop();
  });

  const keys = () => newsletterKeysSource(storage, secret);

  /** A worker with the newsletter's mail channels (and `extra` ones), run pass by pass on the test's clock. */
  function workerWith({
    extra = [],
    batchSize = 10,
    perMinute = 60_000,
    dkim,
    log = quiet,
  }: {
    extra?: DeliveryChannel[];
    batchSize?: number;
    perMinute?: number;
    dkim?: DkimSettings;
    log?: (line: string) => void;
  } = {}) {
    const transport = createSmtpTransport(smtp.url, dkim);
    cleanups.push(() => transport.close());
    const channels = subscriptionChannels({
      env: {
        mailFrom: '"Aequa" <no-reply@aequa.example>',
        webhook: undefined,
        newsletterReplyTo: "team@aequa.example",
      },
      origin: "https://www.aequa.example",
      unsubscribeMailbox: "info@aequa.example",
      transport,
      relaySpeaksUtf8: smtpUtf8Probe(smtp.url),
      storage,
      keys: keys(),
    });
    return new DeliveryWorker({
      storage,
      channels: [...channels, ...extra],
      backoff: { baseMs: 30_000, maxMs: hourMs, jitter: 0 },
      batchSize,
      bulk: { channel: "edition", perMinute },
      giveUpAfterMs: 72 * hourMs,
      alertAfterMs: 24 * hourMs,
      now: () => clock,
      log,
    });
  }

  async function subscribers(...emails: string[]) {
    const report = await importSubscribers(storage.db, await keys()(), {
      text: ["email", ...emails].join("\n"),
      fileName: "test.csv",
      now: t0 - hourMs,
    });
    expect(report).toMatchObject({ imported: emails.length });
  }

  const idOf = async (email: string) =>
    (await storage.db.selectFrom("subscribers").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id;

  const stateOf = async (email: string) => {
    const id = await idOf(email);
    const [subscriber, consentRecords, sends, rows] = await Promise.all([
      storage.db.selectFrom("subscribers").select("deliverability").where("id", "=", id).executeTakeFirstOrThrow(),
      storage.db
        .selectFrom("consent_records")
        .select(["event", "page", "detail"])
        .where("subscriber_id", "=", id)
        .orderBy("recorded_at")
        .execute(),
      storage.db.selectFrom("edition_sends").select(["status", "settled_at"]).where("subscriber_id", "=", id).execute(),
      storage.db
        .selectFrom("deliveries")
        .select(["channel", "status", "attempts", "failed_at"])
        .where("subscriber_id", "=", id)
        .execute(),
    ]);
    return { mail: subscriber.deliverability, consent: consentRecords, sends, rows };
  };

  it("an edition copy refused with 550 bounces at once, one answered 451 is retried, one that keeps failing is given up after 72 hours", async () => {
    await subscribers("ok@example.com", "gone@example.com", "busy@example.com", "dead@example.com");
    smtp.refused.add("gone@example.com");
    smtp.deferred.set("busy@example.com", 1);
    smtp.deferred.set("dead@example.com", 1_000);
    const edition = await queueEdition(storage.db, { number: 1, articles }, { ratePerMinute: 60_000, now: t0 });
    const logged: string[] = [];
    const worker = workerWith({ log: (line) => logged.push(line) });

    clock = t0 + 10;
    expect(await worker.runOnce()).toBe(4);
    expect(await stateOf("gone@example.com")).toEqual({
      mail: "bouncing",
      consent: [
        { event: "imported", page: "import: test.csv", detail: null },
        { event: "bounced", page: "edition 1", detail: expect.stringMatching(/^refused: .*550 5\.1\.1/) },
      ],
      sends: [{ status: "bounced", settled_at: clock }],
      rows: [{ channel: "edition", status: "failed", attempts: 1, failed_at: clock }],
    });
    expect(await stateOf("ok@example.com")).toMatchObject({
      mail: "active",
      sends: [{ status: "sent", settled_at: clock }],
    });
    expect((await stateOf("busy@example.com")).rows).toEqual([
      { channel: "edition", status: "failing", attempts: 1, failed_at: null },
    ]);
    expect(logged).toContainEqual(expect.stringMatching(/by edition given up \(refused, attempt 1\): .*550/));

    // Past the back-off (30 s): the deferred copy goes; the other is deferred again.
    clock += 30_000;
    expect(await worker.runOnce()).toBe(2);
    expect(await stateOf("busy@example.com")).toMatchObject({ mail: "active", sends: [{ status: "sent" }] });
    expect(smtp.attempts.filter((address) => address === "gone@example.com")).toHaveLength(1);

    // Still failing 72 hours after its first failure: given up, recorded, the address still active.
    clock = t0 + 10 + 72 * hourMs;
    expect(await worker.runOnce()).toBe(1);
    expect(await stateOf("dead@example.com")).toEqual({
      mail: "active",
      consent: [
        { event: "imported", page: "import: test.csv", detail: null },
        { event: "gave-up", page: "edition 1", detail: expect.stringMatching(/^failing too long: .*451/) },
      ],
      sends: [{ status: "failed", settled_at: clock }],
      rows: [{ channel: "edition", status: "failed", attempts: 3, failed_at: clock }],
    });
    clock += 72 * hourMs;
    expect(await worker.runOnce(), "nothing is retried once given up").toBe(0);

    // The next edition is not queued for the bouncing address; the list shows it stopped.
    const next = await queueEdition(storage.db, { number: 2, articles }, { ratePerMinute: 60_000, now: clock });
    expect(next.recipients).toBe(edition.recipients - 1);
    const listed = await listSubscribers(storage.db);
    expect(listed.find((row) => row.email === "gone@example.com")).toMatchObject({ mail: "bouncing" });
    expect(subscribersText(listed)).toMatch(
      /^gone@example\.com .* MAIL STOPPED: bouncing {2}consent: bounced \S+ on edition 1$/m,
    );
    expect(subscribersText(listed)).toMatch(
      /^ok@example\.com {2}\[import\] {2}insights: confirmed, consortium: - {2}consent/m,
    );
    expect(subscribersCsv(listed).split("\r\n")[0]).toBe(
      "email,source,created_at,insights,consortium,consent_event,consent_at,consent_page,consent_version,mail",
    );
    expect(subscribersCsv(listed)).toMatch(/^gone@example\.com,import,.*,bounced,.*,edition 1,,bouncing\r$/m);
  });

  it("a refused confirmation e-mail bounces the address; asking again through the form sends one more, and confirming resumes mail", async () => {
    await requestSubscription(storage.db, { email: "typo@example.com", lists: ["insights"], consent, now: t0 });
    smtp.refused.add("typo@example.com");
    const worker = workerWith();
    expect(await worker.runOnce()).toBe(1);
    const bounced = await stateOf("typo@example.com");
    expect(bounced.mail).toBe("bouncing");
    expect(bounced.consent.map((record) => [record.event, record.page])).toEqual([
      ["requested", "/insights"],
      ["bounced", "confirmation e-mail"],
    ]);
    const { mayMail } = await import("../../server/newsletter/deliverability");
    const refusedRow = await storage.db.selectFrom("subscribers").selectAll().executeTakeFirstOrThrow();
    expect(mayMail(refusedRow, "confirmation"), "the request that bounced gets no other e-mail").toBe(false);

    // The mailbox exists now; a day later the person asks again: one confirmation e-mail goes.
    smtp.refused.delete("typo@example.com");
    clock = t0 + 25 * hourMs;
    await requestSubscription(storage.db, { email: "typo@example.com", lists: ["insights"], consent, now: clock });
    expect(await worker.runOnce()).toBe(1);
    expect(smtp.messages.map((message) => message.to)).toEqual([["typo@example.com"]]);
    // An edition, meanwhile, would not go: only the confirmation of a request made since the bounce may.
    const row = await storage.db.selectFrom("subscribers").selectAll().executeTakeFirstOrThrow();
    expect([mayMail(row, "confirmation"), mayMail(row, "edition")]).toEqual([true, false]);

    const service = createSubscriptionService({ storage, keys: keys(), webhook: false, now: () => clock, log: quiet });
    const link = { subscriberId: row.id, nonce: String(row.confirm_nonce), expiresAt: Number(row.confirm_expires_at) };
    clock += hourMs;
    expect(
      await service.confirm(confirmToken(await keys()(), link), { page: "/newsletter/confirm", clientAddress: "::1" }),
    ).toBe("confirmed");
    const resumed = await storage.db.selectFrom("subscribers").selectAll().executeTakeFirstOrThrow();
    expect([resumed.deliverability, Number(resumed.deliverability_changed_at)]).toEqual(["active", clock]);
    expect(mayMail(resumed, "edition")).toBe(true);
  });

  it("a confirmation e-mail goes only while its link is good and mail to the address is allowed; else it is dropped unsent", async () => {
    const ask = (email: string, now: number) =>
      requestSubscription(storage.db, { email, lists: ["insights"], consent, now });
    // The channel reads the time from the system clock (subscriptionChannels takes none): a link made
    // eight days before now has expired, one made at t0 (in 2030) has not.
    await ask("expired@example.com", Date.now() - 8 * 24 * hourMs);
    await ask("good@example.com", t0);
    await ask("stopped@example.com", t0);
    await ask("confirmed@example.com", t0);
    const { recordBounce } = await import("../../server/newsletter/deliverability");
    const stopped = await storage.db
      .selectFrom("subscribers")
      .selectAll()
      .where("email", "=", "stopped@example.com")
      .executeTakeFirstOrThrow();
    await recordBounce(storage.db, stopped, {
      source: "provider event: Mailgun",
      detail: "550",
      webhook: false,
      now: t0 + 1,
    });
    const pending = await storage.db
      .selectFrom("subscribers")
      .selectAll()
      .where("email", "=", "confirmed@example.com")
      .executeTakeFirstOrThrow();
    const service = createSubscriptionService({ storage, keys: keys(), webhook: false, now: () => clock, log: quiet });
    const link = {
      subscriberId: pending.id,
      nonce: String(pending.confirm_nonce),
      expiresAt: Number(pending.confirm_expires_at),
    };
    const pressed = { page: "/newsletter/confirm", clientAddress: "::1" };
    expect(await service.confirm(confirmToken(await keys()(), link), pressed)).toBe("confirmed");

    clock = t0 + hourMs;
    expect(await workerWith().runOnce()).toBe(4);
    expect(smtp.messages.map((message) => message.to)).toEqual([["good@example.com"]]);
    const left = await storage.db.selectFrom("deliveries").select("channel").execute();
    expect(left, "the rows not needed are dropped; the one sent is kept as sent").toEqual([
      { channel: "subscribe-confirmation" },
    ]);

    const channel = subscriptionChannels({
      env: { mailFrom: "no-reply@aequa.example", webhook: undefined, newsletterReplyTo: "team@aequa.example" },
      origin: "https://www.aequa.example",
      unsubscribeMailbox: "info@aequa.example",
      transport: createSmtpTransport(smtp.url),
      relaySpeaksUtf8: async () => true,
      storage,
      keys: keys(),
    }).find((candidate) => candidate.name === "subscribe-confirmation");
    const erased = { subscriberId: "00000000-0000-4000-8000-000000000000", editionId: null, payload: null };
    expect(await channel?.deliverToSubscriber(erased), "a subscriber erased since").toBe("not needed");
  });

  it("the organisation's deliveries are never given up; one failing for more than a day is reported in the log and the health check", async () => {
    const webhook = await startWebhookReceiver();
    cleanups.push(() => webhook.close());
    webhook.state.status = 503;
    const store = createSubmissionStore({ storage, channels: ["webhook"], now: () => clock, log: quiet });
    const logged: string[] = [];
    const worker = workerWith({
      extra: [createWebhookChannel({ url: webhook.url, secret: "webhook-test-secret-0123" })],
      log: (line) => logged.push(line),
    });
    await store.submit({ form: "contact", fields: { name: "Ada" } });

    expect(await worker.runOnce()).toBe(1);
    expect(await worker.health()).toEqual({ deliveries: "ok" });
    clock = t0 + 24 * hourMs;
    expect(await worker.runOnce()).toBe(1);
    expect(await worker.health()).toEqual({ deliveries: "failing", failingSince: new Date(t0).toISOString() });
    expect(logged.at(-1)).toMatch(/failing since 2030-06-01T12:00:00\.000Z, for more than 24 h$/);
    clock = t0 + 100 * hourMs;
    expect(await worker.runOnce()).toBe(1);
    const row = await storage.db.selectFrom("deliveries").select(["status", "failed_at"]).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: "failing", failed_at: null });

    webhook.state.status = 200;
    clock += hourMs;
    expect(await worker.runOnce()).toBe(1);
    expect(await worker.health()).toEqual({ deliveries: "ok" });
  });

  it("leads and confirmations go before the edition, and after an outage the overdue copies keep the pace", async () => {
    const emails = Array.from({ length: 30 }, (_, index) => `reader${index}@example.com`);
    await subscribers(...emails);
    await queueEdition(storage.db, { number: 1, articles }, { ratePerMinute: 60, now: t0 });
    // The server was down for the first 30 seconds of the edition; a lead and a request came in at its end.
    clock = t0 + 30_000;
    const store = createSubmissionStore({ storage, channels: ["confirmation"], now: () => clock, log: quiet });
    await store.submit({ form: "contact", fields: { name: "Ada", email: "lead@example.com", message: "Hi" } });
    await requestSubscription(storage.db, { email: "new@example.com", lists: ["insights"], consent, now: clock });
    const transport = createSmtpTransport(smtp.url);
    cleanups.push(() => transport.close());
    const site = {
      origin: "https://www.aequa.example",
      emails: {
        info: "info@aequa.example",
        sales: "demo@aequa.example",
        partnerships: "partnerships@aequa.example",
        investors: "investors@aequa.example",
      },
    };
    const lead = createReceiptChannel({ transport, mailFrom: "no-reply@aequa.example", site, storage });
    const worker = workerWith({ extra: [lead], perMinute: 60 });

    const editionCopies = () => smtp.messages.filter((message) => message.raw.includes("List-Unsubscribe-Post"));
    expect(await worker.runOnce()).toBe(10);
    const firstTwo = smtp.messages.filter((message) => !message.raw.includes("List-Unsubscribe-Post"));
    expect(firstTwo.map((message) => message.to[0]).sort()).toEqual(["lead@example.com", "new@example.com"]);
    expect(editionCopies()).toHaveLength(8);
    // At 60 a minute, with at most a batch saved up: two more now, then one a second.
    expect(await worker.runOnce()).toBe(2);
    expect(await worker.runOnce()).toBe(0);
    clock += 5_000;
    expect(await worker.runOnce()).toBe(5);
    expect(editionCopies()).toHaveLength(15);
  });

  it("an edition that could not be read is read again for the next copy, not remembered as failed", async () => {
    await subscribers("first@example.com", "second@example.com");
    await queueEdition(storage.db, { number: 1, articles }, { ratePerMinute: 60_000, now: t0 });
    const worker = workerWith();
    // The editions table is away for a moment (a brief database error).
    await sql`alter table editions rename to editions_away`.execute(storage.db);
    clock = t0 + 10;
    expect(await worker.runOnce()).toBe(2);
    expect(smtp.messages).toHaveLength(0);
    await sql`alter table editions_away rename to editions`.execute(storage.db);
    clock += 30_000;
    expect(await worker.runOnce()).toBe(2);
    expect(smtp.messages.flatMap((message) => message.to).sort()).toEqual(["first@example.com", "second@example.com"]);
  });

  it("internationalised addresses are stored once, sent to the domain's ASCII form, and a UTF-8 local part only through a relay that announces SMTPUTF8", async () => {
    const service = createSubscriptionService({ storage, keys: keys(), webhook: false, now: () => clock, log: quiet });
    const request = { lists: ["insights" as const], page: "/insights", clientAddress: "::1" };
    await service.subscribe({ ...request, email: "User@MÜNCHEN.de" });
    await service.subscribe({ ...request, email: "user@xn--mnchen-3ya.de" });
    await service.subscribe({ ...request, email: "JOSÉ@münchen.de" });
    const stored = await storage.db.selectFrom("subscribers").select("email").orderBy("email").execute();
    expect(stored).toEqual([{ email: "josé@münchen.de" }, { email: "user@münchen.de" }]);
    expect(await workerWith().runOnce()).toBe(2);
    expect(smtp.messages.map((message) => [message.to[0], message.smtpUtf8]).sort()).toEqual([
      ["josé@münchen.de", true],
      ["user@münchen.de", false],
    ]);
    expect(smtp.recipientsAsSent.sort()).toEqual(["josé@münchen.de", "user@xn--mnchen-3ya.de"]);

    // A relay without SMTPUTF8: the ASCII local part still goes; the other is given up, the address not bounced.
    const announcing = smtp;
    // Closed last, once the first worker's connections are (cleanups run in reverse).
    cleanups.unshift(() => announcing.close());
    smtp = await startSmtpReceiver(0, { smtpUtf8: false });
    clock += 25 * 60 * 60 * 1000;
    await storage.db.deleteFrom("deliveries").execute();
    await service.subscribe({ ...request, email: "user@münchen.de" });
    await service.subscribe({ ...request, email: "josé@münchen.de" });
    expect(await workerWith().runOnce()).toBe(2);
    expect(smtp.messages.map((message) => message.to)).toEqual([["user@münchen.de"]]);
    expect(smtp.recipientsAsSent).toEqual(["user@xn--mnchen-3ya.de"]);
    expect(await stateOf("josé@münchen.de")).toMatchObject({
      mail: "active",
      consent: expect.arrayContaining([
        {
          event: "gave-up",
          page: "confirmation e-mail",
          detail: expect.stringMatching(/^cannot send: the SMTP relay does not announce SMTPUTF8/),
        },
      ]),
      rows: [{ channel: "subscribe-confirmation", status: "failed", attempts: 1, failed_at: clock }],
    });
  });

  it("signs with DKIM over the unsubscribe headers, names the list and a Reply-To a person reads", async () => {
    const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
    const dkim = {
      domain: "aequa.example",
      selector: "mail2030",
      privateKey: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
    };
    await subscribers("signed@example.com");
    await queueEdition(storage.db, { number: 1, articles }, { ratePerMinute: 60_000, now: t0 });
    clock = t0 + 10;
    expect(await workerWith({ dkim }).runOnce()).toBe(1);
    const [message] = smtp.messages;
    const signed = verifyDkim(message.raw, publicKey.export({ type: "spki", format: "pem" }).toString());
    expect(signed).toEqual(
      expect.arrayContaining([
        "from",
        "to",
        "subject",
        "reply-to",
        "list-id",
        "list-unsubscribe",
        "list-unsubscribe-post",
      ]),
    );
    expect(mailHeader(message.raw, "DKIM-Signature")).toMatch(/ d=aequa\.example; .*s=mail2030;/);
    expect(mailHeader(message.raw, "List-Id")).toBe('"New Insights articles" <insights.aequa.example>');
    expect(mailHeader(message.raw, "Reply-To")).toBe("team@aequa.example");
    const unsubscribe = mailHeader(message.raw, "List-Unsubscribe") ?? "";
    const id = await idOf("signed@example.com");
    expect(unsubscribe).toMatch(
      new RegExp(
        `^<https://www\\.aequa\\.example/newsletter/preferences\\?token=${id}\\.insights\\.[\\w-]{43}>, <mailto:info@aequa\\.example\\?subject=unsubscribe>$`,
      ),
    );
    // A byte changed after signing no longer verifies.
    expect(() =>
      verifyDkim(
        message.raw.replace(
          "List-Unsubscribe-Post: List-Unsubscribe=One-Click",
          "List-Unsubscribe-Post: List-Unsubscribe=One-click",
        ),
        publicKey.export({ type: "spki", format: "pem" }).toString(),
      ),
    ).toThrow();
  });
});
