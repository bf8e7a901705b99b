import { randomBytes } from "node:crypto";
import type { Storage } from "./storage/database";
import { untilItSucceeds } from "./until-it-succeeds";

const secretName = "form-token";

/**
 * The secret that signs the forms' fill-time tokens (app/forms/fill-time-token.server.ts).
 * FORM_TOKEN_SECRET wins when it is set. Otherwise the first process to ask creates a random
 * one in the database and every process reads that same row, so a token issued by one server
 * is accepted by another and survives a restart. Read once, then kept; while the database is
 * unreachable the promise rejects and the next call asks again.
 */
export function formTokenSecretSource(storage: Storage, configured: string | undefined): () => Promise<string> {
  return sharedSecretSource(storage, secretName, configured);
}

/** A secret every process on the database shares, as above, under its own name; `configured` wins. */
export function sharedSecretSource(
  storage: Storage,
  name: string,
  configured: string | undefined,
): () => Promise<string> {
  if (configured) return async () => configured;
  return untilItSucceeds(() => readOrCreateSecret(storage, name));
}

async function readOrCreateSecret(storage: Storage, name: string): Promise<string> {
  const db = await storage.ready();
  // Of several processes starting at once, the first insert wins and the others keep its value.
  await db
    .insertInto("server_secrets")
    .values({ name, value: randomBytes(32).toString("base64url") })
    .onConflict((conflict) => conflict.column("name").doNothing())
    .execute();
  const row = await db.selectFrom("server_secrets").select("value").where("name", "=", name).executeTakeFirstOrThrow();
  return row.value;
}
