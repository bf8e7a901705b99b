/**
 * Nothing acknowledged is ever lost: the real production server is killed with
 * SIGKILL while form posts stream in; after a restart on the same database, every
 * post that got a success answer is stored and reaches the webhook receiver.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { Storage } from "../../server/storage/database";
import { listSubmissions } from "../../server/submissions/submission-store";
import { postForm, type RunningServer, startProductionServer, validFields } from "../support/production-server";
import { eventually, startWebhookReceiver } from "../support/receivers";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-databases";

const webhookSecret = "crash-safety-webhook-secret";
const streams = 6;

describe.each(databaseKinds)("crash safety on %s", (kind) => {
  let database: TestDatabase;
  let webhook: Awaited<ReturnType<typeof startWebhookReceiver>>;
  const servers: RunningServer[] = [];

  beforeEach(async () => {
    database = await createTestDatabase(kind);
    webhook = await startWebhookReceiver();
  });
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.stop("SIGKILL");
    await webhook.close();
    await database.drop();
  });

  it(
    "keeps and delivers every acknowledged submission when the server is killed mid-stream",
    { timeout: 240_000 },
    async () => {
      const env = {
        DATABASE_URL: database.url,
        LEADS_WEBHOOK_URL: webhook.url,
        LEADS_WEBHOOK_SECRET: webhookSecret,
        RATE_LIMIT_PER_MINUTE: "0",
        // Deliveries the killed process had claimed become free again soon after the restart.
        DELIVERY_LEASE_SECONDS: "2",
        DELIVERY_RETRY_BASE_SECONDS: "1",
      };
      const first = await startProductionServer(env);
      servers.push(first);

      const acknowledged: string[] = [];
      const failedAfterKill: string[] = [];
      let killed = false;
      let sequence = 0;
      const stream = async () => {
        while (!killed) {
          const marker = `crash-${sequence++}`;
          try {
            const { status } = await postForm(first.url, "contact", validFields("contact", marker));
            if (status === 200) acknowledged.push(marker);
            else if (!killed) throw new Error(`unexpected status ${status} for ${marker}`);
          } catch (error) {
            if (!killed) throw error;
            failedAfterKill.push(marker);
          }
        }
      };
      const posting = Promise.all(Array.from({ length: streams }, stream));
      await eventually(() => acknowledged.length >= 40, 60_000, "40 acknowledged submissions");
      first.child.kill("SIGKILL");
      killed = true;
      await posting;
      expect(await first.exited).toBeNull();
      // Posts were in flight at the moment of the kill.
      expect(failedAfterKill.length).toBeGreaterThan(0);

      const second = await startProductionServer(env, Number(new URL(first.url).port));
      servers.push(second);

      const storage = new Storage(database.location, () => {});
      try {
        const stored = new Set(
          (await listSubmissions(await storage.ready())).map((submission) =>
            submission.fields.message.replace("Message ", ""),
          ),
        );
        expect(acknowledged.filter((marker) => !stored.has(marker))).toEqual([]);
      } finally {
        await storage.close();
      }

      const deliveredMarkers = () =>
        new Set(
          webhook.requests.map((request) =>
            (JSON.parse(request.body.toString("utf8")) as { fields: { message: string } }).fields.message.replace(
              "Message ",
              "",
            ),
          ),
        );
      await eventually(
        () => acknowledged.every((marker) => deliveredMarkers().has(marker)),
        60_000,
        "every acknowledged submission at the webhook receiver",
      );
    },
  );
});
