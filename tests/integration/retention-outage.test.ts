/** The retention purge while the database is away (server/submissions/retention-purge.ts): it says so and waits for its next turn. */
import { describe, expect, it } from "vitest";
import { newsletterKeysSource } from "../../server/newsletter/newsletter-keys";
import { Storage } from "../../server/storage/database";
import { startRetentionPurge } from "../../server/submissions/retention-purge";
import { databaseKinds, unreachableDatabase } from "../support/test-databases";

describe.each(databaseKinds)("retention purge without a database on %s", (kind) => {
  it("logs that the purge was skipped and why, without failing", { timeout: 30_000 }, async () => {
    const storage = new Storage(unreachableDatabase(kind), () => undefined);
    const logged: string[] = [];
    const keys = newsletterKeysSource(storage, "retention-outage-newsletter-secret");
    const purge = startRetentionPurge({ storage, retentionDays: 30, keys, log: (message) => logged.push(message) });
    try {
      await purge.started;
      expect(logged).toHaveLength(1);
      expect(logged[0]).toMatch(/^Retention: purge skipped, database unavailable \(.+\)$/);
    } finally {
      purge.stop();
      await storage.close();
    }
  });
});
