/**
 * `npm run privacy -- export|erase ADDRESS` on the real databases: the export holds the submissions with
 * their lead context and deliveries, the subscription with its consent, the confirmation limit; erasing
 * removes all of it in one go, keeps only the keyed hash, and an unknown address changes nothing.
 */
import { rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { claimConfirmation } from "../../server/submissions/confirmation-limit";
import { manageToken, newsletterKeysSource } from "../../server/newsletter/newsletter-keys";
import { createSubscriptionService } from "../../server/newsletter/subscription-service";
import { Storage } from "../../server/storage/database";
import { createSubmissionStore } from "../../server/submissions/submission-store";
import { runScript } from "../support/commands";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-databases";

const quiet = () => {};
const secret = "privacy-test-newsletter-secret";

describe.each(databaseKinds)("npm run privacy on %s", (kind) => {
  let database: TestDatabase;
  let storage: Storage;
  let service: ReturnType<typeof createSubscriptionService>;
  const privacy = (...args: string[]) =>
    runScript("scripts/privacy.ts", args, { DATABASE_URL: database.url, NEWSLETTER_SECRET: secret });

  beforeEach(async () => {
    database = await createTestDatabase(kind);
    storage = new Storage(database.location, quiet);
    const submissions = createSubmissionStore({ storage, channels: ["email", "confirmation"], log: quiet });
    const context = { landingPage: "/insights", sendingPage: "/contact", utmSource: "autumn-letter" };
    const fields = { name: "Ada", email: "Ada@Example.com", inquiryType: "general", message: "Hello" };
    const stored = await submissions.submit({ form: "contact", fields, context });
    await submissions.submit({ form: "contact", fields: { ...fields, email: "someone.else@example.com" } });
    await claimConfirmation(await storage.ready(), {
      email: "ada@example.com",
      submissionId: stored.id,
      storedAt: stored.createdAt.getTime(),
    });
    const keys = newsletterKeysSource(storage, secret);
    service = createSubscriptionService({ storage, keys, webhook: false, log: quiet });
    await service.subscribe({
      email: "ada@example.com",
      lists: ["insights"],
      page: "/insights",
      clientAddress: "198.51.100.7",
    });
  });
  afterEach(async () => {
    await storage.close();
    await database.drop();
  });

  it(
    "exports everything stored about an address, then erases it all and keeps only its hash",
    { timeout: 60_000 },
    async () => {
      const exported = await privacy("export", "ADA@example.com");
      expect(exported.code).toBe(0);
      const records = JSON.parse(exported.stdout);
      expect(records.submissions).toHaveLength(1);
      expect(records.submissions[0]).toMatchObject({
        form: "contact",
        fields: { name: "Ada", email: "Ada@Example.com" },
        leadContext: { landingPage: "/insights", utmSource: "autumn-letter" },
      });
      expect(records.submissions[0].deliveries.map((delivery: { channel: string }) => delivery.channel).sort()).toEqual(
        ["confirmation", "email"],
      );
      expect(records.subscription.lists).toEqual([expect.objectContaining({ list: "insights", status: "pending" })]);
      expect(records.subscription.consent[0]).toMatchObject({
        event: "requested",
        page: "/insights",
        consentVersion: "2026-11-26",
      });
      expect(records.subscription.consent[0].clientAddressHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(records.subscription.deliveries).toEqual([expect.objectContaining({ channel: "subscribe-confirmation" })]);
      expect(records.confirmationLimit.lastConfirmationAt).toMatch(/^\d{4}-/);
      expect(exported.stdout).not.toContain("198.51.100.7");

      const db = await storage.ready();
      const { id } = await db.selectFrom("subscribers").select("id").executeTakeFirstOrThrow();
      const preferencesToken = manageToken(await newsletterKeysSource(storage, secret)(), id);
      expect(await service.preferences(preferencesToken)).toMatchObject({ outcome: "found" });

      const erased = await privacy("erase", "ada@example.com");
      expect(erased.code).toBe(0);
      expect(erased.stdout).toContain("submissions: 1");
      expect(erased.stdout).toContain("delivery records: 3");
      expect(erased.stdout).toContain("subscriber: yes (lists: 1, consent records: 1");

      expect(await db.selectFrom("subscribers").selectAll().execute()).toEqual([]);
      expect(await db.selectFrom("consent_records").selectAll().execute()).toEqual([]);
      expect(await db.selectFrom("confirmation_limits").selectAll().execute()).toEqual([]);
      const left = await db.selectFrom("submissions").select("fields").execute();
      expect(left.map((row) => JSON.parse(row.fields).email)).toEqual(["someone.else@example.com"]);
      const hashes = await db.selectFrom("erased_addresses").selectAll().execute();
      expect(hashes).toHaveLength(1);
      expect(JSON.stringify(hashes)).not.toContain("ada");

      // Its old links say so plainly; an import does not bring it back.
      expect(await service.preferences(preferencesToken)).toEqual({ outcome: "erased" });
      const file = path.join(os.tmpdir(), `privacy-import-${kind}.csv`);
      writeFileSync(file, "email\nada@example.com\n");
      const imported = await runScript("scripts/newsletter.ts", ["import", file], {
        DATABASE_URL: database.url,
        NEWSLETTER_SECRET: secret,
      });
      expect(imported.stdout).toContain("line 2: skipped, ada@example.com was erased on request");
      rmSync(file);

      const after = JSON.parse((await privacy("export", "ada@example.com")).stdout);
      expect(after).toEqual({
        address: "ada@example.com",
        submissions: [],
        confirmationLimit: undefined,
        erasedAt: expect.any(String),
      });
    },
  );

  it("an unknown address is reported and nothing changes; a bad call gets the usage", { timeout: 60_000 }, async () => {
    const unknown = await privacy("erase", "nobody@example.com");
    expect(unknown).toMatchObject({
      code: 0,
      stdout: "Nothing is stored about nobody@example.com: nothing was changed.\n",
    });
    const db = await storage.ready();
    expect(await db.selectFrom("erased_addresses").selectAll().execute()).toEqual([]);
    expect((await privacy("export", "nobody@example.com")).stderr).toContain(
      "Nothing is stored about nobody@example.com",
    );
    const bad = await privacy("forget", "ada@example.com");
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("Usage: npm run privacy");
  });
});
