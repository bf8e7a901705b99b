/**
 * Double opt-in on the real databases, through the real outbox, delivery worker and SMTP and webhook
 * receivers: one confirmation e-mail per address a day unless it asks for another list; a link that
 * shows what it confirms and confirms only when its button is pressed, only the lists it was sent for,
 * once; consent kept with a keyed hash of the client address; preferences links that must be signed;
 * one-click per list; unsubscriptions by e-mail; events signed for the webhook; the preferences page's
 * changes recorded once; an erased subscriber's links find nobody; a database away is said, not hidden.
 */
import { simpleParser } from "mailparser";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SubmissionStorageUnavailable } from "~/forms/submission-service";
import { createSmtpTransport } from "../../server/delivery/channels";
import { DeliveryWorker } from "../../server/delivery/delivery-worker";
import { isValidWebhookSignature } from "../../server/delivery/webhook";
import { addressHash, confirmToken, manageToken, newsletterKeysSource } from "../../server/newsletter/newsletter-keys";
import { unsubscribeAddress } from "../../server/newsletter/subscriber-store";
import { subscriptionChannels } from "../../server/newsletter/subscription-channels";
import { createSubscriptionService } from "../../server/newsletter/subscription-service";
import { eraseAddress } from "../../server/privacy/privacy-requests";
import { Storage } from "../../server/storage/database";
import { eventually, startSmtpReceiver, startWebhookReceiver } from "../support/receivers";
import { createTestDatabase, databaseKinds, type TestDatabase, unreachableDatabase } from "../support/test-databases";

const quiet = () => {};
const webhookSecret = "newsletter-webhook-secret";
const newsletterSecret = "newsletter-test-secret-0123456789";
const origin = "https://www.aequa.example";
const day = 24 * 60 * 60 * 1000;
const pressed = { page: "/newsletter/confirm", clientAddress: "198.51.100.20" };

describe.each(databaseKinds)("subscriptions on %s", (kind) => {
  let database: TestDatabase;
  let storage: Storage;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  let webhook: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let worker: DeliveryWorker;
  let clock: number;
  const transports: { close(): void }[] = [];

  function setUp() {
    const keys = newsletterKeysSource(storage, newsletterSecret);
    const transport = createSmtpTransport(smtp.url);
    transports.push(transport);
    const env = {
      mailFrom: '"Aequa" <no-reply@aequa.example>',
      webhook: { url: webhook.url, secret: webhookSecret },
      newsletterReplyTo: "newsletter@aequa.example",
    };
    const now = () => clock;
    worker = new DeliveryWorker({
      storage,
      channels: subscriptionChannels({
        env,
        origin,
        unsubscribeMailbox: "info@aequa.example",
        transport,
        relaySpeaksUtf8: async () => true,
        storage,
        keys,
      }),
      backoff: { baseMs: 50, maxMs: 100 },
      pollMs: 50,
      quietMs: 0,
      now,
      log: quiet,
    });
    worker.start();
    const service = createSubscriptionService({
      storage,
      keys,
      webhook: true,
      onQueued: () => worker.wake(),
      now,
      log: quiet,
    });
    return { service, keys };
  }

  const confirmLinkOf = async (index: number) => {
    const mail = await simpleParser(smtp.messages[index].raw);
    const link = /https:\/\/\S+\/newsletter\/confirm\?token=(\S+)/.exec(mail.text ?? "");
    if (!link) throw new Error(`no confirmation link in:\n${mail.text}`);
    return { mail, token: link[1] };
  };

  const statusesOf = async (email: string) =>
    storage.db
      .selectFrom("subscriptions")
      .innerJoin("subscribers", "subscribers.id", "subscriptions.subscriber_id")
      .select(["subscriptions.list", "subscriptions.status"])
      .where("subscribers.email", "=", email)
      .orderBy("subscriptions.list")
      .execute();

  const eventsSent = () =>
    webhook.requests.map((request) => JSON.parse(request.body.toString()) as { event: string; lists?: string[] });

  beforeEach(async () => {
    clock = Date.now();
    database = await createTestDatabase(kind);
    storage = new Storage(database.location, quiet);
    smtp = await startSmtpReceiver();
    webhook = await startWebhookReceiver();
  });
  afterEach(async () => {
    await worker.stop();
    for (const transport of transports.splice(0)) transport.close();
    await smtp.close();
    await webhook.close();
    await storage.close();
    await database.drop();
  });

  it("the link shows what it confirms and changes nothing; its button confirms those lists once, with the page and a hashed client address, and tells the webhook", async () => {
    const { service, keys } = setUp();
    const request = {
      email: "reader@example.com",
      lists: ["insights" as const],
      page: "/insights",
      clientAddress: "203.0.113.9",
    };
    await service.subscribe(request);
    await eventually(() => smtp.messages.length === 1, 15_000, "the confirmation e-mail");
    const { mail, token } = await confirmLinkOf(0);
    expect(mail.to && "text" in mail.to ? mail.to.text : "").toBe("reader@example.com");
    expect(mail.replyTo && "text" in mail.replyTo ? mail.replyTo.text : "").toBe("newsletter@aequa.example");
    expect(mail.subject).toBe("Please confirm your subscription");
    expect(mail.html).toContain(`/newsletter/confirm?token=${token}`);

    // Opening the link (a person, or a mail scanner) shows the request; nothing is confirmed.
    expect(await service.confirmation(token)).toEqual({
      outcome: "pending",
      email: "reader@example.com",
      lists: ["insights"],
    });
    expect(await service.confirmation(token)).toMatchObject({ outcome: "pending" });
    expect(await statusesOf("reader@example.com")).toEqual([{ list: "insights", status: "pending" }]);
    expect(await service.confirmation(`${token.slice(0, -2)}xx`)).toEqual({ outcome: "invalid" });

    expect(await service.confirm(`${token.slice(0, -2)}xx`, pressed)).toBe("invalid");
    expect(await service.confirm(token, pressed)).toBe("confirmed");
    expect(await service.confirm(token, pressed)).toBe("used");
    expect(await service.confirmation(token)).toEqual({ outcome: "used" });
    expect(await statusesOf("reader@example.com")).toEqual([{ list: "insights", status: "confirmed" }]);

    const db = await storage.ready();
    const consent = await db.selectFrom("consent_records").selectAll().orderBy("recorded_at").execute();
    expect(consent.map((record) => record.event)).toEqual(["requested", "confirmed"]);
    expect(consent[0]).toMatchObject({ page: "/insights", consent_version: "2026-11-26", lists: "insights" });
    expect(consent[0].client_hash).toBe(addressHash(await keys(), "203.0.113.9"));
    expect(consent[1]).toMatchObject({ page: "/newsletter/confirm", consent_version: "2026-11-26", lists: "insights" });
    expect(consent[1].client_hash).toBe(addressHash(await keys(), pressed.clientAddress));
    expect(JSON.stringify(consent)).not.toContain("203.0.113.9");
    expect(JSON.stringify(consent)).not.toContain(pressed.clientAddress);

    await eventually(() => webhook.requests.length === 1, 15_000, "the confirmed event");
    const [event] = webhook.requests;
    expect(isValidWebhookSignature(event.body, webhookSecret, event.headers["x-signature"] as string)).toBe(true);
    expect(JSON.parse(event.body.toString())).toMatchObject({
      event: "subscription.confirmed",
      email: "reader@example.com",
      lists: ["insights"],
    });

    // Filling in the form again: still confirmed, no second e-mail, only a record of the request.
    await service.subscribe(request);
    expect(await statusesOf("reader@example.com")).toEqual([{ list: "insights", status: "confirmed" }]);
    expect(
      await db.selectFrom("deliveries").select("id").where("channel", "=", "subscribe-confirmation").execute(),
    ).toHaveLength(1);
  });

  it("asking for another list the same day sends a new link naming both, the first link no longer confirms, and a request for a named list sends nothing", async () => {
    const { service } = setUp();
    const request = { email: "both@example.com", page: "/insights", clientAddress: "::1" };
    await service.subscribe({ ...request, lists: ["insights"] });
    await eventually(() => smtp.messages.length === 1, 15_000, "the first confirmation e-mail");
    const first = await confirmLinkOf(0);
    expect(await service.confirmation(first.token)).toMatchObject({ lists: ["insights"] });

    await service.subscribe({ ...request, lists: ["consortium"] });
    await eventually(() => smtp.messages.length === 2, 15_000, "a second confirmation e-mail");
    const second = await confirmLinkOf(1);
    expect(await service.confirmation(second.token)).toMatchObject({ lists: ["insights", "consortium"] });
    await service.subscribe({ ...request, lists: ["insights", "consortium"] });

    expect(await service.confirm(first.token, pressed)).toBe("used");
    expect(await statusesOf(request.email)).toEqual([
      { list: "consortium", status: "pending" },
      { list: "insights", status: "pending" },
    ]);
    expect(await service.confirm(second.token, pressed)).toBe("confirmed");
    expect(await statusesOf(request.email)).toEqual([
      { list: "consortium", status: "confirmed" },
      { list: "insights", status: "confirmed" },
    ]);
    expect(smtp.messages).toHaveLength(2);
  });

  it("confirms only the lists its e-mail was sent for, not those asked for since", async () => {
    const { service } = setUp();
    await service.subscribe({ email: "one@example.com", lists: ["insights"], page: "/", clientAddress: "::1" });
    await eventually(() => smtp.messages.length === 1, 15_000, "the confirmation e-mail");
    const { token } = await confirmLinkOf(0);
    // Another list made pending without a new link (as by a request whose e-mail has not gone yet).
    const db = await storage.ready();
    const { id } = await db.selectFrom("subscribers").select("id").executeTakeFirstOrThrow();
    await db
      .insertInto("subscriptions")
      .values({ subscriber_id: id, list: "consortium", status: "pending", updated_at: clock, confirmed_at: null })
      .execute();
    expect(await service.confirm(token, pressed)).toBe("confirmed");
    expect(await statusesOf("one@example.com")).toEqual([
      { list: "consortium", status: "pending" },
      { list: "insights", status: "confirmed" },
    ]);
  });

  it("a link older than 7 days is expired, and a day later the address gets a fresh one", async () => {
    const { service } = setUp();
    const request = {
      email: "late@example.com",
      lists: ["insights" as const],
      page: "/insights",
      clientAddress: "::1",
    };
    await service.subscribe(request);
    await eventually(() => smtp.messages.length === 1, 15_000, "the confirmation e-mail");
    const { token } = await confirmLinkOf(0);
    clock += 7 * day;
    expect(await service.confirmation(token), "on its last moment").toMatchObject({ outcome: "pending" });
    clock += 1;
    expect(await service.confirmation(token)).toEqual({ outcome: "expired" });
    expect(await service.confirm(token, pressed)).toBe("expired");
    await service.subscribe(request);
    await eventually(() => smtp.messages.length === 2, 15_000, "a second confirmation e-mail");
    const fresh = await confirmLinkOf(1);
    expect(await service.confirm(fresh.token, pressed)).toBe("confirmed");
  });

  it(
    "while the SMTP server is down the confirmation waits in the outbox, and goes out once it is back",
    { timeout: 60_000 },
    async () => {
      const { service } = setUp();
      const port = smtp.port;
      await smtp.close();
      await service.subscribe({ email: "patient@example.com", lists: ["insights"], page: "/", clientAddress: "::1" });
      const db = await storage.ready();
      await eventually(
        async () =>
          (
            await db
              .selectFrom("deliveries")
              .select("status")
              .where("channel", "=", "subscribe-confirmation")
              .executeTakeFirst()
          )?.status === "failing",
        15_000,
        "a failed attempt",
      );
      smtp = await startSmtpReceiver(port);
      // The retry's back-off is counted on the test's clock: past it now.
      clock += 1_000;
      await eventually(() => smtp.messages.length === 1, 20_000, "the confirmation e-mail once the server is back");
      expect(smtp.messages[0].to).toEqual(["patient@example.com"]);
    },
  );

  it("a preferences link must be signed for its subscriber and list; the one-click POST leaves the list its link names, an old link every list", async () => {
    const { service, keys } = setUp();
    await service.subscribe({
      email: "mover@example.com",
      lists: ["insights", "consortium"],
      page: "/",
      clientAddress: "::1",
    });
    await service.subscribe({ email: "other@example.com", lists: ["insights"], page: "/", clientAddress: "::1" });
    await eventually(() => smtp.messages.length === 2, 15_000, "the confirmation e-mails");
    for (const index of [0, 1])
      expect(await service.confirm((await confirmLinkOf(index)).token, pressed)).toBe("confirmed");
    const db = await storage.ready();
    const idOf = async (email: string) =>
      (await db.selectFrom("subscribers").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id;
    const [mover, other] = [await idOf("mover@example.com"), await idOf("other@example.com")];
    const linkKeys = await keys();
    const wrongKeys = await newsletterKeysSource(storage, "another-newsletter-secret-000")();
    const everything = manageToken(linkKeys, mover);
    const insightsOnly = manageToken(linkKeys, mover, "insights");
    const forged = [
      manageToken(wrongKeys, mover),
      `${mover}.${manageToken(linkKeys, other).split(".")[1]}`,
      `${mover}.consortium.${insightsOnly.split(".")[2]}`,
      `${mover}.insights.${everything.split(".")[1]}`,
      `${everything}x`,
      `${mover}.nolist.${insightsOnly.split(".")[2]}`,
    ];
    for (const token of forged) {
      expect(await service.preferences(token), token).toEqual({ outcome: "invalid" });
      expect(await service.unsubscribe(token, { everything: false }), token).toEqual({ outcome: "invalid" });
      expect(await service.choose(token, []), token).toEqual({ outcome: "invalid" });
    }
    expect(await statusesOf("mover@example.com")).toEqual([
      { list: "consortium", status: "confirmed" },
      { list: "insights", status: "confirmed" },
    ]);

    expect(await service.unsubscribe(insightsOnly, { everything: false })).toMatchObject({
      outcome: "unsubscribed",
      from: "insights",
      lists: [
        { list: "insights", subscribed: false },
        { list: "consortium", subscribed: true },
      ],
    });
    expect(await service.choose(insightsOnly, ["insights", "consortium"])).toMatchObject({ outcome: "found" });
    expect(await service.unsubscribe(everything, { everything: false })).toMatchObject({ from: "everything" });
    expect(await statusesOf("mover@example.com")).toEqual([
      { list: "consortium", status: "unsubscribed" },
      { list: "insights", status: "unsubscribed" },
    ]);
    await service.choose(insightsOnly, ["consortium"]);
    expect(await service.unsubscribe(insightsOnly, { everything: true })).toMatchObject({ from: "everything" });
    expect(await statusesOf("other@example.com")).toEqual([{ list: "insights", status: "confirmed" }]);

    await eventually(() => eventsSent().length === 7, 15_000, "seven events");
    // The worker delivers several at once, so they may arrive in any order (docs/configuration.md).
    const described = (events: [string, string[] | undefined][]) => events.map((event) => JSON.stringify(event)).sort();
    expect(described(eventsSent().map((event) => [event.event, event.lists]))).toEqual(
      described([
        ["subscription.confirmed", ["insights", "consortium"]],
        ["subscription.confirmed", ["insights"]],
        ["subscription.unsubscribed", ["insights"]],
        ["subscription.confirmed", ["insights"]],
        ["subscription.unsubscribed", ["insights", "consortium"]],
        ["subscription.confirmed", ["consortium"]],
        ["subscription.unsubscribed", ["consortium"]],
      ]),
    );
  });

  it("wakes the delivery worker each time it queues an e-mail or an event, and only then", async () => {
    const { keys } = setUp();
    let woken = 0;
    const counting = (tellsWebhook: boolean) =>
      createSubscriptionService({
        storage,
        keys,
        webhook: tellsWebhook,
        onQueued: () => woken++,
        now: () => clock,
        log: quiet,
      });
    const [told, untold] = [counting(true), counting(false)];
    const asked = { lists: ["insights" as const], page: "/", clientAddress: "::1" };
    await told.subscribe({ email: "first@example.com", ...asked });
    expect(woken, "a confirmation e-mail").toBe(1);
    await told.subscribe({ email: "first@example.com", ...asked });
    expect(woken, "the link sent is still good: no second e-mail").toBe(1);
    await untold.subscribe({ email: "second@example.com", ...asked });
    expect(woken).toBe(2);

    const linkKeys = await keys();
    const linkOf = async (email: string) => {
      const row = await storage.db
        .selectFrom("subscribers")
        .select(["id", "confirm_nonce", "confirm_expires_at"])
        .where("email", "=", email)
        .executeTakeFirstOrThrow();
      const claim = {
        subscriberId: row.id,
        nonce: String(row.confirm_nonce),
        expiresAt: Number(row.confirm_expires_at),
      };
      return { id: row.id, confirm: confirmToken(linkKeys, claim) };
    };
    const [first, second] = [await linkOf("first@example.com"), await linkOf("second@example.com")];
    expect(await untold.confirm(first.confirm, pressed)).toBe("confirmed");
    expect(woken, "no webhook: nothing to tell").toBe(2);
    expect(await told.confirm(first.confirm, pressed)).toBe("used");
    expect(woken).toBe(2);
    expect(await told.confirm(second.confirm, pressed)).toBe("confirmed");
    expect(woken, "the webhook is told of the confirmation").toBe(3);
    const eventsQueued = async () =>
      (await storage.db.selectFrom("deliveries").select("id").where("channel", "=", "subscription-event").execute())
        .length;
    await expect(eventsQueued(), "only the confirmation the webhook is told of").resolves.toBe(1);
    await told.subscribe({ email: "second@example.com", ...asked });
    clock += 2 * day;
    await told.subscribe({ email: "second@example.com", ...asked });
    expect(woken, "confirmed on the list asked for: no e-mail, even days later").toBe(3);

    const manage = manageToken(linkKeys, first.id);
    await untold.choose(manage, ["insights", "consortium"]);
    await untold.unsubscribe(manage, { everything: false });
    expect(woken).toBe(3);
    await told.choose(manage, ["consortium"]);
    expect(woken).toBe(4);
    await told.unsubscribe(manage, { everything: true });
    expect(woken).toBe(5);
  });

  it("an unsubscription that came by e-mail is recorded as such and told to the webhook; the address is kept", async () => {
    const { service } = setUp();
    await service.subscribe({
      email: "mail@example.com",
      lists: ["insights", "consortium"],
      page: "/",
      clientAddress: "::1",
    });
    await eventually(() => smtp.messages.length === 1, 15_000, "the confirmation e-mail");
    await service.confirm((await confirmLinkOf(0)).token, pressed);
    // Sent before the unsubscription is queued: on the test's still clock both would be due at the same
    // instant, in either order (a busy machine once delivered them together, the unsubscription first).
    await eventually(() => eventsSent().length === 1, 15_000, "the confirmed event");
    const db = await storage.ready();
    const options = { webhook: true, now: clock };
    expect(await unsubscribeAddress(db, { email: "mail@example.com", lists: ["consortium"], ...options })).toEqual([
      "consortium",
    ]);
    expect(await unsubscribeAddress(db, { email: "mail@example.com", lists: ["consortium"], ...options })).toEqual([]);
    expect(await unsubscribeAddress(db, { email: "nobody@example.com", lists: ["insights"], ...options })).toBe(
      undefined,
    );
    expect(await statusesOf("mail@example.com")).toEqual([
      { list: "consortium", status: "unsubscribed" },
      { list: "insights", status: "confirmed" },
    ]);
    const records = await db
      .selectFrom("consent_records")
      .select(["event", "page", "lists", "consent_version"])
      .orderBy("recorded_at")
      .execute();
    expect(records.at(-1)).toEqual({
      event: "unsubscribed",
      page: "request by e-mail (command line)",
      lists: "consortium",
      consent_version: "",
    });
    worker.wake();
    await eventually(() => eventsSent().length === 2, 15_000, "the unsubscribed event");
    expect(eventsSent()[1]).toMatchObject({ event: "subscription.unsubscribed", lists: ["consortium"] });
  });

  it("the preferences page adds the lists ticked and leaves those unticked, recording each change once as made there", async () => {
    const { service, keys } = setUp();
    await service.subscribe({ email: "chooser@example.com", lists: ["insights"], page: "/", clientAddress: "::1" });
    await eventually(() => smtp.messages.length === 1, 15_000, "the confirmation e-mail");
    const confirmedAt = clock;
    expect(await service.confirm((await confirmLinkOf(0)).token, pressed)).toBe("confirmed");
    const db = await storage.ready();
    const { id } = await db.selectFrom("subscribers").select("id").executeTakeFirstOrThrow();
    const manage = manageToken(await keys(), id);
    const changes = async () =>
      (
        await db
          .selectFrom("consent_records")
          .select(["event", "page", "lists"])
          .where("event", "in", ["changed", "unsubscribed"])
          .orderBy("recorded_at")
          .execute()
      ).map((record) => `${record.event} ${record.lists} (${record.page})`);
    const subscriptions = () =>
      db
        .selectFrom("subscriptions")
        .select(["list", "status", "confirmed_at"])
        .orderBy("list")
        .execute()
        .then((rows) => rows.map((row) => ({ ...row, confirmed_at: row.confirmed_at && Number(row.confirmed_at) })));

    clock += 1_000;
    expect(await service.choose(manage, ["insights", "consortium"])).toEqual({
      outcome: "found",
      email: "chooser@example.com",
      lists: [
        { list: "insights", subscribed: true },
        { list: "consortium", subscribed: true },
      ],
    });
    expect(await subscriptions()).toEqual([
      { list: "consortium", status: "confirmed", confirmed_at: clock },
      { list: "insights", status: "confirmed", confirmed_at: confirmedAt },
    ]);
    await service.choose(manage, ["insights", "consortium", "unknown" as never]);
    expect(await changes(), "the same choice again changes nothing").toEqual(["changed consortium (preferences link)"]);

    await service.choose(manage, ["consortium"]);
    expect(await subscriptions()).toEqual([
      { list: "consortium", status: "confirmed", confirmed_at: clock },
      { list: "insights", status: "unsubscribed", confirmed_at: null },
    ]);
    await service.unsubscribe(manage, { everything: true });
    expect(await changes()).toEqual([
      "changed consortium (preferences link)",
      "unsubscribed insights (preferences link)",
      "unsubscribed consortium (preferences link)",
    ]);
  });

  it("a link pressed after its lists were chosen on the preferences page confirms nothing more and tells the webhook nothing", async () => {
    const { service, keys } = setUp();
    await service.subscribe({
      email: "both@example.com",
      lists: ["insights", "consortium"],
      page: "/",
      clientAddress: "::1",
    });
    await eventually(() => smtp.messages.length === 1, 15_000, "the confirmation e-mail");
    const { token } = await confirmLinkOf(0);
    const db = await storage.ready();
    const { id } = await db.selectFrom("subscribers").select("id").executeTakeFirstOrThrow();
    await service.choose(manageToken(await keys(), id), ["insights", "consortium"]);
    const events = () => db.selectFrom("deliveries").select("id").where("channel", "=", "subscription-event").execute();
    expect(await events()).toHaveLength(1);
    expect(await service.confirm(token, pressed)).toBe("confirmed");
    const confirmed = await db
      .selectFrom("consent_records")
      .select("lists")
      .where("event", "=", "confirmed")
      .executeTakeFirstOrThrow();
    expect(confirmed.lists).toBe("");
    expect(await events()).toHaveLength(1);
  });

  it("a new link names the lists asked for and those of the last link still pending and unexpired, and goes out at once when it names a new one", async () => {
    const { service, keys } = setUp();
    const ask = (email: string, lists: ("insights" | "consortium")[]) =>
      service.subscribe({ email, lists, page: "/", clientAddress: "::1" });
    const linkLists = async (index: number) => {
      await eventually(() => smtp.messages.length > index, 15_000, `confirmation e-mail ${index + 1}`);
      return ((await service.confirmation((await confirmLinkOf(index)).token)) as { lists: string[] }).lists;
    };
    // Confirmed on one list: the same day, another list gets its own link.
    await ask("confirmed@example.com", ["insights"]);
    expect(await linkLists(0)).toEqual(["insights"]);
    expect(await service.confirm((await confirmLinkOf(0)).token, pressed)).toBe("confirmed");
    await ask("confirmed@example.com", ["consortium"]);
    expect(await linkLists(1)).toEqual(["consortium"]);

    // Both lists asked for while the last link names one: a new link at once, naming both.
    await ask("widening@example.com", ["insights"]);
    expect(await linkLists(2)).toEqual(["insights"]);
    await ask("widening@example.com", ["insights", "consortium"]);
    expect(await linkLists(3)).toEqual(["insights", "consortium"]);

    // A list left before its link was pressed is not named again.
    await ask("leaver@example.com", ["insights"]);
    expect(await linkLists(4)).toEqual(["insights"]);
    const { id } = await storage.db
      .selectFrom("subscribers")
      .select("id")
      .where("email", "=", "leaver@example.com")
      .executeTakeFirstOrThrow();
    await service.unsubscribe(manageToken(await keys(), id), { everything: true });
    await ask("leaver@example.com", ["consortium"]);
    expect(await linkLists(5)).toEqual(["consortium"]);

    // An expired link's lists are not named again.
    await ask("late@example.com", ["insights"]);
    expect(await linkLists(6)).toEqual(["insights"]);
    clock += 8 * day;
    await ask("late@example.com", ["consortium"]);
    expect(await linkLists(7)).toEqual(["consortium"]);
  });

  it("an erased subscriber's links find nobody and change nothing", async () => {
    const { service, keys } = setUp();
    await service.subscribe({ email: "gone@example.com", lists: ["insights"], page: "/", clientAddress: "::1" });
    await eventually(() => smtp.messages.length === 1, 15_000, "the confirmation e-mail");
    const { token } = await confirmLinkOf(0);
    const db = await storage.ready();
    const { id } = await db.selectFrom("subscribers").select("id").executeTakeFirstOrThrow();
    const manage = manageToken(await keys(), id);
    expect(await eraseAddress(db, await keys(), "gone@example.com", { now: clock })).toBeTruthy();

    expect(await service.confirmation(token)).toEqual({ outcome: "erased" });
    expect(await service.confirm(token, pressed)).toBe("erased");
    expect(await service.preferences(manage)).toEqual({ outcome: "erased" });
    expect(await service.choose(manage, ["insights", "consortium"])).toEqual({ outcome: "erased" });
    expect(await service.unsubscribe(manage, { everything: true })).toEqual({ outcome: "erased" });
    expect(await db.selectFrom("subscriptions").select("list").where("subscriber_id", "=", id).execute()).toEqual([]);
    expect(await db.selectFrom("consent_records").select("id").where("subscriber_id", "=", id).execute()).toEqual([]);
  });

  it("says the subscriptions cannot be reached while the database is away, and logs what it could not do", async () => {
    const { keys } = setUp();
    const linkKeys = await keys();
    const away = new Storage(unreachableDatabase(kind), quiet);
    const logged: string[] = [];
    const service = createSubscriptionService({
      storage: away,
      keys,
      webhook: true,
      now: () => clock,
      log: (message) => void logged.push(message),
    });
    const confirm = confirmToken(linkKeys, {
      subscriberId: "a-subscriber",
      nonce: "n".repeat(24),
      expiresAt: clock + day,
    });
    const manage = manageToken(linkKeys, "a-subscriber");
    try {
      for (const step of [
        () => service.subscribe({ email: "reader@example.com", lists: ["insights"], page: "/", clientAddress: "::1" }),
        () => service.confirmation(confirm),
        () => service.confirm(confirm, pressed),
        () => service.preferences(manage),
        () => service.choose(manage, ["insights"]),
        () => service.unsubscribe(manage, { everything: true }),
      ]) {
        const refused = await step().catch((error: unknown) => error);
        expect(refused).toBeInstanceOf(SubmissionStorageUnavailable);
        expect((refused as Error).message).toBe("the subscriptions cannot be reached");
        expect((refused as Error).cause).toBeInstanceOf(Error);
      }
    } finally {
      await away.close();
    }
    expect(logged.map((line) => line.slice(0, line.indexOf(":")))).toEqual([
      "Could not store a subscription",
      "Could not read a confirmation link",
      "Could not confirm a subscription",
      "Could not read preferences",
      "Could not change preferences",
      "Could not unsubscribe",
    ]);
  });
});
