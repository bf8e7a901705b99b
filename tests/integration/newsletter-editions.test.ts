/**
 * `npm run newsletter` end to end, on the real production server and databases with a real SMTP
 * receiver: import, list, preview, send (each confirmed subscriber once, with the RFC 8058 headers and a
 * visible unsubscribe link), nothing to send the second time, nothing for a pending address or one
 * confirmed after the edition, and the one-click POST of a received e-mail's List-Unsubscribe, which leaves
 * that list; an address the receiver refuses with 550 bounces and is listed as such, one it defers with
 * 451 gets its copy on a retry; an unsubscription by e-mail from the command line.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsletterKeysSource } from "../../server/newsletter/newsletter-keys";
import { createSubscriptionService } from "../../server/newsletter/subscription-service";
import { Storage } from "../../server/storage/database";
import { runScript } from "../support/commands";
import { type RunningServer, startProductionServer } from "../support/production-server";
import { eventually, startSmtpReceiver } from "../support/receivers";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-databases";

const secret = "editions-test-newsletter-secret";
const importedCount = 25;

describe.each(databaseKinds)("newsletter editions on %s", (kind) => {
  let database: TestDatabase;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  let server: RunningServer;
  let storage: Storage;
  let dir: string;
  const env = () => ({ DATABASE_URL: database.url, NEWSLETTER_SECRET: secret, NEWSLETTER_RATE_PER_MINUTE: "6000" });
  const newsletter = (...args: string[]) => runScript("newsletter", args, env());
  const editionMails = () => smtp.messages.filter((message) => message.raw.includes("List-Unsubscribe-Post"));

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    smtp = await startSmtpReceiver();
    storage = new Storage(database.location, () => {});
    dir = mkdtempSync(path.join(os.tmpdir(), "newsletter-editions-"));
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    await storage?.close();
    await smtp?.close();
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("imports a list, reporting bad lines and importing the rest at once", { timeout: 60_000 }, async () => {
    const lines = Array.from(
      { length: importedCount },
      (_, index) => `reader${index}@example.com,2025-03-0${(index % 9) + 1},listmonk`,
    );
    const file = path.join(dir, "list.csv");
    writeFileSync(
      file,
      [
        "email,subscribed_at,source",
        ...lines.slice(0, 10),
        "not-an-address,,",
        ...lines.slice(10),
        "reader0@example.com,,",
      ].join("\n"),
    );
    const result = await newsletter("import", file);
    expect(result.stdout).toContain('line 12: skipped, "not-an-address" is not an e-mail address');
    expect(result.stdout).toContain("line 28: skipped, reader0@example.com is listed on an earlier line");
    expect(result.stdout).toContain(`Imported ${importedCount} subscriber(s)`);
    const listed = await newsletter("list", "--csv");
    expect(listed.stdout.split("\r\n").filter(Boolean)).toHaveLength(importedCount + 1);
    expect(listed.stdout).toContain("reader3@example.com,import,2025-03-04T00:00:00.000Z,confirmed,,imported");
  });

  it("previews the next edition to a file and says how many it would go to", { timeout: 60_000 }, async () => {
    // A pending address is no recipient.
    const service = createSubscriptionService({
      storage,
      keys: newsletterKeysSource(storage, secret),
      webhook: false,
      log: () => {},
    });
    await service.subscribe({
      email: "pending@example.com",
      lists: ["insights"],
      page: "/insights",
      clientAddress: "::1",
    });
    const preview = await newsletter("preview");
    expect(preview.code).toBe(0);
    expect(preview.stdout).toContain(`It would go to ${importedCount} confirmed subscriber(s).`);
    const file = /Written to (\S+\.html)/.exec(preview.stdout)?.[1] ?? "";
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file, "utf8")).toContain("Read the article");
  });

  it(
    "sends the edition once to each confirmed subscriber, with one-click unsubscribe",
    { timeout: 120_000 },
    async () => {
      smtp.refused.add("reader7@example.com");
      smtp.deferred.set("reader8@example.com", 1);
      server = await startProductionServer({
        ...env(),
        SMTP_URL: smtp.url,
        RATE_LIMIT_PER_MINUTE: "0",
        DELIVERY_RETRY_BASE_SECONDS: "1",
        NEWSLETTER_REPLY_TO: "newsletter@aequa.example",
      });
      const sent = await newsletter("send");
      expect(sent.stdout).toContain(`Queued for ${importedCount} subscriber(s)`);
      expect((await newsletter("send")).stdout).toContain("there is nothing to send");

      await eventually(() => editionMails().length >= importedCount - 1, 60_000, "every edition e-mail");
      const recipients = editionMails().flatMap((message) => message.to);
      expect(new Set(recipients).size).toBe(importedCount - 1);
      expect(recipients).toHaveLength(importedCount - 1);
      expect(recipients).not.toContain("pending@example.com");
      expect(recipients).not.toContain("reader7@example.com");
      expect(smtp.attempts.filter((address) => address === "reader8@example.com")).toHaveLength(2);
      const db = await storage.ready();
      const bounced = await db
        .selectFrom("subscribers")
        .innerJoin("edition_sends", "edition_sends.subscriber_id", "subscribers.id")
        .select(["subscribers.deliverability", "edition_sends.status"])
        .where("subscribers.email", "=", "reader7@example.com")
        .executeTakeFirstOrThrow();
      expect(bounced).toEqual({ deliverability: "bouncing", status: "bounced" });

      const mail = await simpleParser(
        editionMails().find((message) => message.to.includes("reader0@example.com"))?.raw ?? "",
      );
      const header = (name: string) =>
        mail.headerLines.find((line) => line.key === name)?.line.replace(/^[^:]+:\s*/, "");
      const listUnsubscribe = header("list-unsubscribe") ?? "";
      const https = /<(https?:\/\/[^>]+\/newsletter\/preferences\?token=[^>]+)>/.exec(listUnsubscribe)?.[1];
      expect(https).toBeDefined();
      expect(listUnsubscribe).toMatch(/<mailto:info@[^>]+\?subject=unsubscribe>/);
      expect(header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
      expect(header("list-id")).toBe('"New Insights articles" <insights.aequa.example>');
      expect(mail.replyTo && "text" in mail.replyTo ? mail.replyTo.text : "").toBe("newsletter@aequa.example");
      expect(mail.html).toContain("Unsubscribe");
      expect(mail.text).toContain(https);

      // The provider's one-click POST, on this server: unsubscribed from the edition's list at once.
      const local = new URL(new URL(https as string).pathname + new URL(https as string).search, server.url);
      const oneClick = await fetch(local, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      });
      expect(oneClick.status).toBe(200);
      const to = mail.to && "text" in mail.to ? mail.to.text : "";
      const row = await db
        .selectFrom("subscriptions")
        .innerJoin("subscribers", "subscribers.id", "subscriptions.subscriber_id")
        .select("subscriptions.status")
        .where("subscribers.email", "=", to)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe("unsubscribed");

      // Confirmed after the edition went out: not a recipient of it, ever.
      const late = await db
        .selectFrom("subscribers")
        .select("id")
        .where("email", "=", "pending@example.com")
        .executeTakeFirstOrThrow();
      await db.updateTable("subscriptions").set({ status: "confirmed" }).where("subscriber_id", "=", late.id).execute();
      const queuedForLate = await db
        .selectFrom("deliveries")
        .select("id")
        .where("subscriber_id", "=", late.id)
        .where("channel", "=", "edition")
        .execute();
      expect(queuedForLate).toEqual([]);
      expect(editionMails().flatMap((message) => message.to)).not.toContain("pending@example.com");

      // A request to unsubscribe that came by e-mail, recorded from the command line.
      const unsubscribed = await newsletter("unsubscribe", "Reader9@Example.com", "--list", "insights");
      expect(unsubscribed.stdout).toBe(
        "Unsubscribed reader9@example.com from insights, recorded as a request by e-mail.\n",
      );
    },
  );
});
