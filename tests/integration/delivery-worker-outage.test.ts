/**
 * What the delivery worker tells the team while its database is away (server/delivery/delivery-worker.ts):
 * one line when the outbox cannot be read, not one per retry, and one when it can again.
 * The database is a real SQLite file whose folder is blocked by a plain file, then unblocked.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DeliveryChannel } from "../../server/delivery/channels";
import { DeliveryWorker } from "../../server/delivery/delivery-worker";
import { Storage } from "../../server/storage/database";

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const idleChannel: DeliveryChannel = { name: "email", deliver: async () => undefined };

describe("delivery worker during an outage", () => {
  it("logs once that it cannot read the outbox, however often it retries, and once that it can again", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "outage-"));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const blocker = path.join(dir, "data");
    writeFileSync(blocker, "not a folder");
    const storage = new Storage({ kind: "sqlite", file: path.join(blocker, "site.db") }, () => undefined);
    cleanups.push(() => storage.close());
    const attempts = vi.spyOn(storage, "ready");
    const logged: string[] = [];
    const worker = new DeliveryWorker({
      storage,
      channels: [idleChannel],
      backoff: { baseMs: 1_000, maxMs: 10_000 },
      pollMs: 5,
      log: (message) => logged.push(message),
    });
    cleanups.push(() => worker.stop());
    worker.start();

    await vi.waitFor(() => expect(attempts.mock.calls.length).toBeGreaterThanOrEqual(3), { timeout: 10_000 });
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/^Delivery worker: cannot read the outbox \(.+\); retrying$/);

    rmSync(blocker);
    await vi.waitFor(() => expect(logged).toHaveLength(2), { timeout: 10_000 });
    expect(logged[1]).toBe("Delivery worker: database reachable again, deliveries resume");
    const passes = attempts.mock.calls.length;
    await vi.waitFor(() => expect(attempts.mock.calls.length).toBeGreaterThan(passes + 2), { timeout: 10_000 });
    expect(logged).toHaveLength(2);
  });
});
