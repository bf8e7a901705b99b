/**
 * `npm run privacy -- export|erase ADDRESS` (scripts/privacy.ts) on a real database: the command line
 * around server/privacy/privacy-requests.ts, whose rules tests/integration/privacy-requests.test.ts holds.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { newsletterKeysSource } from "../../server/newsletter/newsletter-keys";
import { createSubscriptionService } from "../../server/newsletter/subscription-service";
import { Storage } from "../../server/storage/database";
import { runScript } from "../support/commands";
import { createTestDatabase, type TestDatabase } from "../support/test-databases";

const quiet = () => {};
const secret = "privacy-test-newsletter-secret";

describe("npm run privacy", () => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase("sqlite");
    const storage = new Storage(database.location, quiet);
    const service = createSubscriptionService({
      storage,
      keys: newsletterKeysSource(storage, secret),
      webhook: false,
      log: quiet,
    });
    await service.subscribe({ email: "ada@example.com", lists: ["insights"], page: "/insights", clientAddress: "::1" });
    await storage.close();
  });
  afterEach(async () => {
    await database.drop();
  });

  it(
    "exports and erases from the command line, says when nothing is stored, and gives the usage for a bad call",
    { timeout: 60_000 },
    async () => {
      const privacy = (...args: string[]) =>
        runScript("privacy", args, { DATABASE_URL: database.url, NEWSLETTER_SECRET: secret });
      const exported = await privacy("export", "ADA@example.com");
      expect(exported.code).toBe(0);
      expect(JSON.parse(exported.stdout)).toMatchObject({
        address: "ada@example.com",
        subscription: { source: "form" },
      });
      const erased = await privacy("erase", "ada@example.com");
      expect(erased.code).toBe(0);
      expect(erased.stdout).toContain("subscriber: yes (lists: 1, consent records: 1");
      const unknown = await privacy("erase", "nobody@example.com");
      expect(unknown).toMatchObject({
        code: 0,
        stdout: "Nothing is stored about nobody@example.com: nothing was changed.\n",
      });
      const bad = await privacy("forget", "ada@example.com");
      expect(bad.code).toBe(2);
      expect(bad.stderr).toContain("Usage: npm run privacy");
    },
  );
});
