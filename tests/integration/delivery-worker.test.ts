/**
 * The delivery worker's own promises (server/delivery/delivery-worker.ts, outbox.ts), on real
 * SQLite and PostgreSQL: subscribers' rows reach their channels, a failure is logged and kept
 * with its reason, an outcome the database cannot take is tried again, a wake during a pass is
 * not lost, and a stopped worker finishes what it started and takes nothing more.
 */
import { hostname } from "node:os";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { DeliveryChannel, SubscriberChannel } from "../../server/delivery/channels";
import { DeliveryWorker } from "../../server/delivery/delivery-worker";
import { claimDueDeliveries, markDelivered, queueMessages, type SubscriberMessage } from "../../server/delivery/outbox";
import { Storage } from "../../server/storage/database";
import { queueSubscriptionEvent, requestSubscription } from "../../server/newsletter/subscriber-store";
import type { SubmissionChannelName, SubscriberChannelName } from "../../server/storage/schema";
import { createSubmissionStore } from "../../server/submissions/submission-store";
import { eventually } from "../support/receivers";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-databases";

const quiet = () => {};
const backoff = { baseMs: 30_000, maxMs: 3_600_000, jitter: 0 };
const start = Date.UTC(2030, 5, 1, 12);

/** A promise the test settles when it chooses: a delivery that is still under way until then. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/** A submission channel that records what it was handed, waiting for `hold` first if the test set one. */
function recordingChannel(name: SubmissionChannelName, hold?: Promise<void>) {
  const delivered: string[] = [];
  const started: string[] = [];
  const channel: DeliveryChannel = {
    name,
    async deliver(submission) {
      started.push(submission.id);
      await hold;
      delivered.push(submission.id);
    },
  };
  return { channel, delivered, started };
}

function subscriberChannel(name: SubscriberChannelName) {
  const messages: SubscriberMessage[] = [];
  const channel: SubscriberChannel = {
    name,
    async deliverToSubscriber(message) {
      messages.push(message);
    },
  };
  return { channel, messages };
}

describe.each(databaseKinds)("delivery worker on %s", (kind) => {
  let database: TestDatabase;
  let storage: Storage;
  const cleanups: (() => Promise<void> | void)[] = [];

  beforeEach(async () => {
    database = await createTestDatabase(kind);
    storage = new Storage(database.location, quiet);
    await storage.ready();
  });
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    await storage.close();
    await database.drop();
  });

  /** A visitor who asked to subscribe at `start`, and the confirmation e-mail their request queued. */
  async function subscribe(email: string) {
    const consent = { page: "/insights", consent_version: "test", client_hash: null };
    await requestSubscription(storage.db, { email, lists: ["insights"], consent, now: start });
    return storage.db
      .selectFrom("deliveries")
      .innerJoin("subscribers", "subscribers.id", "deliveries.subscriber_id")
      .select(["deliveries.id", "subscribers.id as subscriberId"])
      .where("subscribers.email", "=", email)
      .where("deliveries.channel", "=", "subscribe-confirmation")
      .executeTakeFirstOrThrow();
  }

  const deliveryRow = (id: string) =>
    storage.db.selectFrom("deliveries").selectAll().where("id", "=", id).executeTakeFirst();

  it("hands a subscriber's row to its channel with its message, beside a submission's row in the same batch", async () => {
    const store = createSubmissionStore({ storage, channels: ["webhook"], now: () => start, log: quiet });
    const submission = await store.submit({ form: "contact", fields: { name: "Ada" } });
    const reader = await subscribe("ada@example.com");
    const lists = ["insights"];
    await queueSubscriptionEvent(
      storage.db,
      { id: reader.subscriberId, email: "ada@example.com" },
      "confirmed",
      lists,
      {
        webhook: true,
        now: start,
      },
    );
    const event = await storage.db
      .selectFrom("deliveries")
      .select(["id", "payload"])
      .where("channel", "=", "subscription-event")
      .executeTakeFirstOrThrow();
    const submissions = recordingChannel("webhook");
    const events = subscriberChannel("subscription-event");
    const worker = new DeliveryWorker({
      storage,
      channels: [submissions.channel, events.channel],
      backoff,
      now: () => start,
      log: quiet,
    });

    expect(await worker.runOnce()).toBe(2);
    expect(submissions.delivered).toEqual([submission.id]);
    expect(events.messages).toEqual([{ subscriberId: reader.subscriberId, editionId: null, payload: event.payload }]);
    expect(JSON.parse(String(event.payload))).toMatchObject({ event: "subscription.confirmed", lists });
    expect(await deliveryRow(event.id)).toMatchObject({ status: "delivered", delivered_at: start });
  });

  it("claims a batch made only of subscribers' rows", async () => {
    const rows = [await subscribe("ada@example.com"), await subscribe("grace@example.com")];
    const claimed = await claimDueDeliveries(storage.db, storage.dialect, {
      owner: "worker-a",
      channels: ["subscribe-confirmation"],
      now: start,
      leaseMs: 60_000,
      limit: 10,
    });
    expect(claimed.map((delivery) => delivery.message?.subscriberId).sort()).toEqual(
      rows.map((row) => row.subscriberId).sort(),
    );
    expect(claimed.every((delivery) => delivery.submission === undefined && delivery.attempts === 1)).toBe(true);
  });

  it("claims nothing for a worker without channels, and records no delivery when given none", async () => {
    const { id } = await subscribe("ada@example.com");
    const claim = { owner: "worker-a", channels: [], now: start, leaseMs: 60_000, limit: 10 };
    expect(await claimDueDeliveries(storage.db, storage.dialect, claim)).toEqual([]);
    await markDelivered(storage.db, [], start);
    expect(await deliveryRow(id)).toMatchObject({ status: "pending", claimed_by: null, attempts: 0 });
  });

  it("logs each failed attempt with what failed and when it is tried again, and keeps the first 1,000 characters of its reason", async () => {
    const reason = `receiver down: ${"x".repeat(5_000)}`;
    const failing = (name: "webhook" | "subscribe-confirmation"): DeliveryChannel | SubscriberChannel =>
      name === "webhook"
        ? { name, deliver: () => Promise.reject(new Error(reason)) }
        : { name, deliverToSubscriber: () => Promise.reject(new Error("mailbox full")) };
    const logged: string[] = [];
    const worker = new DeliveryWorker({
      storage,
      channels: [failing("webhook"), failing("subscribe-confirmation")],
      backoff,
      now: () => start,
      log: (message) => logged.push(message),
    });
    const store = createSubmissionStore({ storage, channels: ["webhook"], now: () => start, log: quiet });
    const submission = await store.submit({ form: "contact", fields: { name: "Ada" } });
    const reader = await subscribe("ada@example.com");

    expect(await worker.runOnce()).toBe(2);
    expect(logged.sort()).toEqual([
      `Delivery of submission ${submission.id} by webhook failed (attempt 1): ${reason}; retrying in 30 s`,
      `Delivery of subscriber ${reader.subscriberId}'s message by subscribe-confirmation failed (attempt 1): mailbox full; retrying in 30 s`,
    ]);
    const row = await storage.db
      .selectFrom("deliveries")
      .select(["status", "last_error", "next_attempt_at"])
      .where("submission_id", "=", submission.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "failing", last_error: reason.slice(0, 1_000) });
    expect(Number(row.next_attempt_at)).toBe(start + 30_000);
  });

  it("names a message without a subscriber in its log line: an erased subscriber's event, or a message", async () => {
    const logged: string[] = [];
    const sent = (name: SubscriberChannelName): SubscriberChannel => ({ name, deliverToSubscriber: async () => {} });
    const worker = new DeliveryWorker({
      storage,
      channels: [sent("subscription-event"), sent("desk-code")],
      backoff,
      now: () => start,
      log: (message) => logged.push(message),
    });
    await queueMessages(storage.db, [
      { channel: "subscription-event", subscriberId: null, dueAt: start, payload: "{}" },
      { channel: "desk-code", dueAt: start, payload: "{}" },
    ]);

    expect(await worker.runOnce()).toBe(2);
    expect(logged.sort()).toEqual([
      "Delivered a message by desk-code",
      "Delivered an erased subscriber's event by subscription-event",
    ]);
  });

  it("logs an outcome the database cannot take, and the row is delivered again once its lease runs out", async () => {
    const logged: string[] = [];
    const store = createSubmissionStore({ storage, channels: ["webhook"], now: () => start, log: quiet });
    const submission = await store.submit({ form: "contact", fields: { name: "Ada" } });
    const lostDatabase: DeliveryChannel = {
      name: "webhook",
      async deliver() {
        await storage.close();
        throw new Error("receiver down");
      },
    };
    const worker = new DeliveryWorker({
      storage,
      channels: [lostDatabase],
      backoff,
      leaseMs: 60_000,
      now: () => start,
      log: (message) => logged.push(message),
    });
    expect(await worker.runOnce()).toBe(1);
    expect(logged.at(-1)).toMatch(/^Delivery worker: could not record a delivery outcome: .+/);

    storage = new Storage(database.location, quiet);
    const next = recordingChannel("webhook");
    const restarted = new DeliveryWorker({
      storage,
      channels: [next.channel],
      backoff,
      now: () => start + 60_001,
      log: quiet,
    });
    expect(await restarted.runOnce()).toBe(1);
    expect(next.delivered).toEqual([submission.id]);
  });

  const pending = async () =>
    (await storage.db.selectFrom("deliveries").select("id").where("delivered_at", "is", null).execute()).length;

  it("names each worker after its host and process, and no two alike", () => {
    const owners = [1, 2].map(() => new DeliveryWorker({ storage, channels: [], backoff }).owner);
    for (const owner of owners) expect(owner).toMatch(new RegExp(`^${hostname()}:${process.pid}:[0-9a-f]{8}$`));
    expect(owners[0]).not.toBe(owners[1]);
  });

  /** A started worker that polls only hourly, whose deliveries wait for `hold` to open, and its store. */
  function heldWorker() {
    const hold = gate();
    const recorded = recordingChannel("webhook", hold.opened);
    const worker = new DeliveryWorker({
      storage,
      channels: [recorded.channel],
      backoff,
      pollMs: 3_600_000,
      quietMs: 0,
      log: quiet,
    });
    const store = createSubmissionStore({ storage, channels: ["webhook"], onStored: () => worker.wake(), log: quiet });
    worker.start();
    return { hold, worker, store, ...recorded };
  }

  it("starts another pass as soon as the current one ends when a submission arrives during it, without waiting for the poll", async () => {
    const { hold, worker, store, delivered, started } = heldWorker();
    cleanups.push(() => worker.stop());

    const first = await store.submit({ form: "contact", fields: { name: "first" } });
    await eventually(() => started.length === 1, 10_000, "the first delivery to start");
    const second = await store.submit({ form: "contact", fields: { name: "second" } });
    hold.open();
    await eventually(() => delivered.length === 2, 10_000, "the second submission's delivery");
    expect(delivered).toEqual([first.id, second.id]);
  });

  it("on stop, records the deliveries under way before it resolves, then delivers nothing more", async () => {
    const { hold, worker, store, started } = heldWorker();

    await store.submit({ form: "contact", fields: { name: "under way" } });
    await eventually(() => started.length === 1, 10_000, "the delivery to start");
    const stopped = worker.stop();
    hold.open();
    await stopped;
    expect(await pending()).toBe(0);

    await store.submit({ form: "contact", fields: { name: "after the stop" } });
    // Stopping again waits for any pass the wake could have started.
    await worker.stop();
    expect(started).toHaveLength(1);
    expect(await pending()).toBe(1);
  });
});

describe("a claim on PostgreSQL", () => {
  it("skips the rows another claim holds instead of waiting for it", async () => {
    const database = await createTestDatabase("postgres");
    const storage = new Storage(database.location, quiet);
    try {
      const store = createSubmissionStore({ storage, channels: ["webhook"], now: () => start, log: quiet });
      for (let index = 0; index < 4; index++) await store.submit({ form: "contact", fields: { name: `n${index}` } });
      const claim = (owner: string, limit: number) => ({
        owner,
        channels: ["webhook" as const],
        now: start,
        leaseMs: 60_000,
        limit,
      });
      // The first claim's rows stay locked until its transaction ends, which waits for the second claim.
      const [first, second] = await storage.db.transaction().execute(async (transaction) => {
        const held = await claimDueDeliveries(transaction, "postgres", claim("worker-a", 2));
        return [held, await claimDueDeliveries(storage.db, "postgres", claim("worker-b", 4))];
      });
      expect(first).toHaveLength(2);
      expect(second).toHaveLength(2);
      expect(new Set([...first, ...second].map((delivery) => delivery.id)).size).toBe(4);
    } finally {
      await storage.close();
      await database.drop();
    }
  });
});
