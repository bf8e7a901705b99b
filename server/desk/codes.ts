import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../storage/schema";
import { browserHash } from "./sign-in-browser";
import { type StaffMember, staffByEmail } from "./staff";
import { type DeskKey, keyedHash, newCode, sameHash } from "./desk-secrets";

/**
 * One-time sign-in codes: eight digits e-mailed to a staff address, good for 10 minutes, once, and
 * only in the browser that asked for it (./sign-in-browser.ts), stored as a keyed hash. A new code
 * does not replace the ones before it: a person may be typing one while another is asked for. Each
 * code takes five tries in its browser; then that browser must ask again, so that each code
 * e-mailed gives five guesses at most.
 */
const codeLifetimeMs = 10 * 60 * 1000;
const triesPerCode = 5;

const codeHash = (key: DeskKey, staffId: string, code: string) => keyedHash(key, `code:${staffId}`, code);

/** A new code for the staff member, good in the browser of that hash (./sign-in-browser.ts); expired codes are deleted. */
export async function issueCode(
  db: Kysely<DatabaseSchema>,
  key: DeskKey,
  member: StaffMember,
  browser: string,
  now: number,
): Promise<string> {
  const code = newCode();
  await db.deleteFrom("staff_codes").where("expires_at", "<=", now).execute();
  await db
    .insertInto("staff_codes")
    .values({
      id: randomUUID(),
      staff_id: member.id,
      browser_hash: browser,
      code_hash: codeHash(key, member.id, code),
      created_at: now,
      expires_at: now + codeLifetimeMs,
    })
    .execute();
  return code;
}

/**
 * The staff member whose unexpired code this is, tried in the browser that asked for it; every code
 * of the person is then used up. The try is counted on the browser's codes before the code is
 * compared (in constant time), in one statement, so that tries sent at once cannot pass the five;
 * the delete that uses a code names it, so of two requests with the same code only one signs in.
 */
export async function redeemCode(
  db: Kysely<DatabaseSchema>,
  key: DeskKey,
  { email, browser, code }: { email: string; browser: string; code: string },
  now: number,
): Promise<StaffMember | undefined> {
  const member = await staffByEmail(db, email);
  if (!member || !/^\d{8}$/.test(code)) return undefined;
  const pending = await db
    .updateTable("staff_codes")
    .set((eb) => ({ tries: eb("tries", "+", 1) }))
    .where("staff_id", "=", member.id)
    .where("browser_hash", "=", browserHash(browser))
    .where("expires_at", ">", now)
    .where("tries", "<", triesPerCode)
    .returning(["id", "code_hash"])
    .execute();
  const given = codeHash(key, member.id, code);
  const match = pending.find((stored) => sameHash(stored.code_hash, given));
  if (!match) return undefined;
  const used = await db.deleteFrom("staff_codes").where("id", "=", match.id).executeTakeFirst();
  if (Number(used.numDeletedRows) !== 1) return undefined;
  await db.deleteFrom("staff_codes").where("staff_id", "=", member.id).execute();
  return member;
}
