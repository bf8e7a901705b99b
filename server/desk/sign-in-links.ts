import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../storage/schema";
import { type StaffMember, staffById } from "./staff";
import { newPathToken, tokenHash } from "./desk-secrets";

/**
 * Single-use links that sign their holder in: an owner's invitation (e-mailed, 7 days) and the link
 * `npm run desk -- add-owner` prints (24 hours, for a desk with no e-mail yet). Only the token's hash
 * is stored; a new link for a person replaces their previous one.
 */
export type LinkPurpose = "invitation" | "owner";

const hourMs = 60 * 60 * 1000;
export const linkLifetimeMs: Record<LinkPurpose, number> = { invitation: 7 * 24 * hourMs, owner: 24 * hourMs };

export async function createSignInLink(
  db: Kysely<DatabaseSchema>,
  staffId: string,
  purpose: LinkPurpose,
  now: number,
): Promise<string> {
  const token = newPathToken();
  await db.transaction().execute(async (transaction) => {
    await transaction.deleteFrom("staff_sign_in_links").where("staff_id", "=", staffId).execute();
    await transaction
      .insertInto("staff_sign_in_links")
      .values({
        token_hash: tokenHash(token),
        staff_id: staffId,
        purpose,
        created_at: now,
        expires_at: now + linkLifetimeMs[purpose],
      })
      .execute();
  });
  return token;
}

/** Whose link this is, while it is unused and unexpired; changes nothing (a mail scanner may open it). */
export async function signInLinkHolder(
  db: Kysely<DatabaseSchema>,
  token: string,
  now: number,
): Promise<StaffMember | undefined> {
  const link = await db
    .selectFrom("staff_sign_in_links")
    .select("staff_id")
    .where("token_hash", "=", tokenHash(token))
    .where("expires_at", ">", now)
    .executeTakeFirst();
  return link && staffById(db, link.staff_id);
}

/** Uses the link up: the one request that deletes its row gets its holder. */
export async function useSignInLink(
  db: Kysely<DatabaseSchema>,
  token: string,
  now: number,
): Promise<StaffMember | undefined> {
  const link = await db
    .deleteFrom("staff_sign_in_links")
    .where("token_hash", "=", tokenHash(token))
    .returning(["staff_id", "expires_at"])
    .executeTakeFirst();
  if (!link || Number(link.expires_at) <= now) return undefined;
  return staffById(db, link.staff_id);
}
