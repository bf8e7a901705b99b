/** The delivery worker gives way to the forms: it delivers once they are quiet, or one batch a second during a burst. */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { DeliveryChannel, SubscriberChannel } from "../../server/delivery/channels";
import { DeliveryWorker } from "../../server/delivery/delivery-worker";
import { queueEdition } from "../../server/newsletter/editions";
import { requestSubscription } from "../../server/newsletter/subscriber-store";
import { Storage } from "../../server/storage/database";
import { createSubmissionStore } from "../../server/submissions/submission-store";
import { createTestDatabase, type TestDatabase } from "../support/test-databases";

const quiet = () => {};

describe("delivery pacing", () => {
  let database: TestDatabase;
  let storage: Storage;

  beforeEach(async () => {
    database = await createTestDatabase("sqlite");
    storage = new Storage(database.location, quiet);
    await storage.ready();
  });
  afterEach(async () => {
    vi.useRealTimers();
    await storage.close();
    await database.drop();
  });

  it("while submissions keep arriving delivers one batch per second at most, then catches up", async () => {
    const delivered: string[] = [];
    const channel: DeliveryChannel = {
      name: "webhook",
      deliver: async (submission) => void delivered.push(submission.id),
    };
    const store = createSubmissionStore({ storage, channels: ["webhook"], log: quiet });
    for (let index = 0; index < 30; index++) await store.submit({ form: "contact", fields: { name: `n${index}` } });

    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setImmediate", "performance"] });
    const worker = new DeliveryWorker({
      storage,
      channels: [channel],
      backoff: { baseMs: 1_000, maxMs: 1_000 },
      batchSize: 5,
      log: quiet,
    });
    worker.start();
    // A submission every 50 ms for three seconds: the forms are never quiet for 100 ms.
    for (let tick = 0; tick < 60; tick++) {
      worker.wake();
      await vi.advanceTimersByTimeAsync(50);
    }
    expect(delivered.length).toBeGreaterThanOrEqual(10);
    expect(delivered.length).toBeLessThanOrEqual(20);

    // Quiet again: the rest follows, a batch every tenth of a second.
    await vi.advanceTimersByTimeAsync(1_000);
    expect(delivered).toHaveLength(30);
    await worker.stop();
  });

  it("delivers a lone submission a tenth of a second after it is stored", async () => {
    const delivered: string[] = [];
    const channel: DeliveryChannel = {
      name: "webhook",
      deliver: async (submission) => void delivered.push(submission.id),
    };
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setImmediate", "performance"] });
    const worker = new DeliveryWorker({
      storage,
      channels: [channel],
      backoff: { baseMs: 1_000, maxMs: 1_000 },
      log: quiet,
    });
    const store = createSubmissionStore({ storage, channels: ["webhook"], onStored: () => worker.wake(), log: quiet });
    worker.start();
    await vi.advanceTimersByTimeAsync(200);
    const { id } = await store.submit({ form: "contact", fields: { name: "alone" } });
    await vi.advanceTimersByTimeAsync(90);
    expect(delivered).toEqual([]);
    await vi.advanceTimersByTimeAsync(20);
    expect(delivered).toEqual([id]);
    await worker.stop();
  });
});

describe("the edition's pace", () => {
  let database: TestDatabase;
  let storage: Storage;

  beforeEach(async () => {
    database = await createTestDatabase("sqlite");
    storage = new Storage(database.location, quiet);
    await storage.ready();
  });
  afterEach(async () => {
    vi.useRealTimers();
    await storage.close();
    await database.drop();
  });

  /** An edition to `count` confirmed subscribers at `perMinute`, queued ten minutes ago (every copy overdue), and a worker sending it under fake time. */
  async function overdueEdition(count: number, perMinute: number) {
    const consent = { page: "/", consent_version: "test", client_hash: null };
    const db = storage.db;
    for (let index = 0; index < count; index++) {
      await requestSubscription(db, { email: `r${index}@example.com`, lists: ["insights"], consent, now: 0 });
    }
    await db.updateTable("subscriptions").set({ status: "confirmed" }).execute();
    await queueEdition(db, { number: 1, articles: [] }, { ratePerMinute: perMinute, now: Date.now() - 600_000 });
    const sent: string[] = [];
    const copies: SubscriberChannel = {
      name: "edition",
      deliverToSubscriber: async ({ subscriberId }) => void sent.push(String(subscriberId)),
    };
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setImmediate", "performance", "Date"] });
    const worker = new DeliveryWorker({
      storage,
      channels: [copies],
      backoff: { baseMs: 1_000, maxMs: 1_000 },
      bulk: { channel: "edition", perMinute },
      log: quiet,
    });
    return { sent, worker };
  }

  it("sends the copies overdue after an outage at the configured pace, coming back for each rather than at the next poll", async () => {
    const { sent, worker } = await overdueEdition(40, 600);
    worker.start();
    // A batch saved up at once, then one every tenth of a second: 20 more in two seconds, not one batch per 5 s poll.
    await vi.advanceTimersByTimeAsync(50);
    expect(sent).toHaveLength(10);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(sent.length).toBeGreaterThanOrEqual(28);
    expect(sent.length).toBeLessThanOrEqual(31);
    await worker.stop();
  });

  it("keeps a fast pace: a batch as soon as the pace allows one, not one pass per tenth of a second", async () => {
    // 60,000 a minute: one copy a millisecond, so a batch of ten every ten milliseconds.
    const { sent, worker } = await overdueEdition(100, 60_000);
    worker.start();
    await vi.advanceTimersByTimeAsync(150);
    expect(sent).toHaveLength(100);
    await worker.stop();
  });
});
