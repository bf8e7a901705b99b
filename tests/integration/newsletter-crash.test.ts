/**
 * An edition survives the server: killed with SIGKILL in the middle of sending, the restarted server sends
 * the rest, so every subscriber gets it and no one twice beyond the messages in flight at the kill; and two
 * server processes on one PostgreSQL share the outbox without sending any copy twice.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runScript } from "../support/commands";
import { type RunningServer, startProductionServer } from "../support/production-server";
import { eventually, type ReceivedMail, startSmtpReceiver } from "../support/receivers";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-databases";

const subscribers = 150;
/** The most a worker has in hand at once (its batch): what a kill may leave sent but unrecorded. */
const inFlight = 10;

const recipientsOf = (messages: ReceivedMail[]) =>
  messages.filter((message) => message.raw.includes("List-Unsubscribe-Post")).flatMap((message) => message.to);

describe.each(databaseKinds)("an edition and the server's fate on %s", (kind) => {
  let database: TestDatabase;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  let dir: string;
  const servers: RunningServer[] = [];
  const env = (rate: number) => ({
    DATABASE_URL: database.url,
    NEWSLETTER_SECRET: "crash-test-newsletter-secret",
    NEWSLETTER_RATE_PER_MINUTE: String(rate),
  });

  beforeEach(async () => {
    database = await createTestDatabase(kind);
    smtp = await startSmtpReceiver();
    dir = mkdtempSync(path.join(os.tmpdir(), "newsletter-crash-"));
    const file = path.join(dir, "list.csv");
    const lines = Array.from({ length: subscribers }, (_, index) => `crash${index}@example.com`);
    writeFileSync(file, ["email", ...lines].join("\n"));
    const imported = await runScript("newsletter", ["import", file], env(60));
    expect(imported.stdout).toContain(`Imported ${subscribers} subscriber(s)`);
  }, 60_000);
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.stop("SIGKILL");
    await smtp.close();
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it(
    "a server killed mid-edition is restarted and sends the rest, none twice beyond those in flight",
    { timeout: 240_000 },
    async () => {
      const settings = {
        ...env(3000),
        SMTP_URL: smtp.url,
        DELIVERY_LEASE_SECONDS: "2",
        DELIVERY_RETRY_BASE_SECONDS: "1",
      };
      const first = await startProductionServer(settings);
      servers.push(first);
      expect((await runScript("newsletter", ["send"], env(3000))).stdout).toContain(`Queued for ${subscribers}`);
      await eventually(() => recipientsOf(smtp.messages).length >= 30, 60_000, "30 edition e-mails");
      first.child.kill("SIGKILL");
      expect(await first.exited).toBeNull();
      const beforeRestart = recipientsOf(smtp.messages).length;
      expect(beforeRestart).toBeLessThan(subscribers);

      servers.push(await startProductionServer(settings, Number(new URL(first.url).port)));
      await eventually(
        () => new Set(recipientsOf(smtp.messages)).size === subscribers,
        120_000,
        "every subscriber's copy",
      );
      const duplicates = recipientsOf(smtp.messages).length - subscribers;
      expect(duplicates).toBeLessThanOrEqual(inFlight);
    },
  );

  it.runIf(kind === "postgres")(
    "two server processes on one database send each copy once",
    { timeout: 240_000 },
    async () => {
      const settings = { ...env(60_000), SMTP_URL: smtp.url };
      servers.push(await startProductionServer(settings), await startProductionServer(settings));
      expect((await runScript("newsletter", ["send"], env(60_000))).stdout).toContain(`Queued for ${subscribers}`);
      await eventually(
        () => new Set(recipientsOf(smtp.messages)).size === subscribers,
        120_000,
        "every subscriber's copy",
      );
      const sent = recipientsOf(smtp.messages);
      expect(sent).toHaveLength(subscribers);
    },
  );
});
