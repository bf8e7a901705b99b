/** The submission limit on PostgreSQL: one count for every process, and still a limit while the database is down. */
import { createHmac } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { createSubmissionLimiter } from "../../server/rate-limiter";
import { Storage } from "../../server/storage/database";
import { createTestDatabase, unreachableDatabase } from "../support/test-databases";

const quiet = () => {};
const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function storageFor(location: ConstructorParameters<typeof Storage>[0]) {
  const storage = new Storage(location, quiet);
  cleanups.push(() => storage.close());
  return storage;
}

describe("the submission limit on PostgreSQL", () => {
  it("is one count for the limiters of several processes, and each then refuses the client from memory", async () => {
    const database = await createTestDatabase("postgres");
    cleanups.push(() => database.drop());
    const storages = [0, 1, 2].map(() => storageFor(database.location));
    const limiters = storages.map((storage) =>
      createSubmissionLimiter({ perMinute: 4, storage, secret: async () => "shared secret" }),
    );
    const decisions = await Promise.all(
      Array.from({ length: 12 }, (_, index) => limiters[index % 3].consume("203.0.113.7")),
    );
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(4);
    expect(await limiters[0].consume("198.51.100.1")).toEqual({ allowed: true });
    for (const limiter of limiters) {
      expect((await limiter.consume("203.0.113.7")).allowed).toBe(false);
      expect(limiter.peek("203.0.113.7")).toMatchObject({ allowed: false });
    }
    // The database holds keyed hashes of the addresses, never the addresses.
    const { rows } = await storages[0].pool!.query<{ key: string }>("select key from form_rate_limits");
    expect(rows).toHaveLength(2);
    for (const { key } of rows) expect(key).not.toMatch(/203\.0\.113\.7|198\.51\.100\.1/);
    // Each is the HMAC-SHA-256 of the address under the shared secret, as the privacy policy says.
    const keyedHash = (address: string) =>
      createHmac("sha256", "shared secret").update(`rate-limit:${address}`).digest("base64url");
    expect(rows.map(({ key }) => key).sort()).toEqual(
      ["203.0.113.7", "198.51.100.1"].map((address) => `form-submissions:${keyedHash(address)}`).sort(),
    );
  });

  it("still limits each process on its own while the database cannot be reached", { timeout: 30_000 }, async () => {
    const limiter = createSubmissionLimiter({ perMinute: 2, storage: storageFor(unreachableDatabase("postgres")) });
    const decisions = [];
    for (let attempt = 0; attempt < 3; attempt++) decisions.push(await limiter.consume("203.0.113.7"));
    expect(decisions.map((decision) => decision.allowed)).toEqual([true, true, false]);
  });
});
