import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../storage/schema";
import { type StaffMember, staffByEmail } from "./staff";
import { type DeskKey, keyedHash, newCode, sameHash } from "./tokens";

/**
 * One-time sign-in codes: eight digits e-mailed to a staff address, good for 10 minutes and one
 * use, stored as a keyed hash. A person holds at most one; asking again within a minute sends
 * nothing more (the answer is the same), so the form cannot be used to flood a mailbox.
 */
const codeLifetimeMs = 10 * 60 * 1000;
const resendAfterMs = 60 * 1000;

const codeHash = (key: DeskKey, staffId: string, code: string) => keyedHash(key, `code:${staffId}`, code);

/** A new code for the address when it is a staff member's and none was sent in the last minute. */
export async function issueCode(
  db: Kysely<DatabaseSchema>,
  key: DeskKey,
  email: string,
  now: number,
): Promise<{ member: StaffMember; code: string } | undefined> {
  const member = await staffByEmail(db, email);
  if (!member) return undefined;
  const code = newCode();
  const values = { code_hash: codeHash(key, member.id, code), created_at: now, expires_at: now + codeLifetimeMs };
  const issued = await db
    .insertInto("staff_codes")
    .values({ staff_id: member.id, ...values })
    .onConflict((conflict) =>
      conflict
        .column("staff_id")
        .doUpdateSet(values)
        .where("staff_codes.created_at", "<=", now - resendAfterMs),
    )
    .returning("staff_id")
    .executeTakeFirst();
  return issued && { member, code };
}

/**
 * The staff member whose unexpired code this is; the code is then used up. The hashes are compared
 * in constant time, and the delete that uses it names the hash, so of two requests with the same
 * code only one signs in.
 */
export async function redeemCode(
  db: Kysely<DatabaseSchema>,
  key: DeskKey,
  email: string,
  code: string,
  now: number,
): Promise<StaffMember | undefined> {
  const member = await staffByEmail(db, email);
  if (!member || !/^\d{8}$/.test(code)) return undefined;
  const stored = await db
    .selectFrom("staff_codes")
    .select(["code_hash", "expires_at"])
    .where("staff_id", "=", member.id)
    .executeTakeFirst();
  if (!stored || Number(stored.expires_at) <= now || !sameHash(stored.code_hash, codeHash(key, member.id, code))) {
    return undefined;
  }
  const used = await db
    .deleteFrom("staff_codes")
    .where("staff_id", "=", member.id)
    .where("code_hash", "=", stored.code_hash)
    .executeTakeFirst();
  return Number(used.numDeletedRows) === 1 ? member : undefined;
}
