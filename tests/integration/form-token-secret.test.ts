import { afterEach, describe, expect, it } from "vitest";
import { formTokenSecretSource } from "../../server/form-token-secret";
import { Storage } from "../../server/storage/database";
import { createTestDatabase, databaseKinds, unreachableDatabase } from "../support/test-databases";

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

describe.each(databaseKinds)("the form-token secret on %s", (kind) => {
  it("without FORM_TOKEN_SECRET, is created once in the database and read alike by every process, also after a restart", async () => {
    const database = await createTestDatabase(kind);
    cleanups.push(() => database.drop());
    const first = formTokenSecretSource(storageFor(database.location), undefined);
    const second = formTokenSecretSource(storageFor(database.location), undefined);
    const secrets = await Promise.all([first(), second()]);
    expect(secrets[0]).toMatch(/^[\w-]{43}$/);
    expect(secrets[1]).toBe(secrets[0]);
    expect(await formTokenSecretSource(storageFor(database.location), undefined)()).toBe(secrets[0]);
  });

  it("is FORM_TOKEN_SECRET when set, without asking the database", async () => {
    const secret = formTokenSecretSource(storageFor(unreachableDatabase(kind)), "a-configured-secret-value");
    expect(await secret()).toBe("a-configured-secret-value");
    await expect(formTokenSecretSource(storageFor(unreachableDatabase(kind)), undefined)()).rejects.toThrow();
  });
});
