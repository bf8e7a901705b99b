import { randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";
import { canonicalAddress } from "../email/canonical-address";
import type { Dialect } from "../storage/database";
import type { StaffRole } from "../../app/desk/vocabulary";
import type { DatabaseSchema } from "../storage/schema";
import { writeFirst } from "../storage/write-first";

/** The query layer and which database it speaks to, for the statements that differ (row locks). */
export type DeskDatabase = { db: Kysely<DatabaseSchema>; dialect: Dialect };

/** The team: who may sign in to the desk, and in which role (./roles.ts). */
export type StaffMember = { id: string; email: string; role: StaffRole };

export type StaffListing = StaffMember & {
  createdAt: Date;
  lastSignInAt: Date | null;
  passkeys: number;
  sessions: number;
};

const memberColumns = ["staff.id", "staff.email", "staff.role"] as const;

export async function staffByEmail(db: Kysely<DatabaseSchema>, email: string): Promise<StaffMember | undefined> {
  return db.selectFrom("staff").select(memberColumns).where("email", "=", canonicalAddress(email)).executeTakeFirst();
}

export async function staffById(db: Kysely<DatabaseSchema>, id: string): Promise<StaffMember | undefined> {
  return db.selectFrom("staff").select(memberColumns).where("id", "=", id).executeTakeFirst();
}

/** Everyone on the team, by address: whom a lead can be assigned to. */
export async function staffMembers(db: Kysely<DatabaseSchema>): Promise<StaffMember[]> {
  return db.selectFrom("staff").select(memberColumns).orderBy("staff.email").execute();
}

/** Everyone, owners first, with their passkeys and the sessions still open at `now` (neither idle nor past their end). */
export async function listStaff(
  db: Kysely<DatabaseSchema>,
  { now, idleMs }: { now: number; idleMs: number },
): Promise<StaffListing[]> {
  const rows = await db
    .selectFrom("staff")
    .select([
      ...memberColumns,
      "staff.created_at",
      "staff.last_sign_in_at",
      (query) =>
        query
          .selectFrom("passkeys")
          .select((count) => count.fn.countAll<number>().as("n"))
          .whereRef("passkeys.staff_id", "=", "staff.id")
          .as("passkeys"),
      (query) =>
        query
          .selectFrom("staff_sessions")
          .select((count) => count.fn.countAll<number>().as("n"))
          .whereRef("staff_sessions.staff_id", "=", "staff.id")
          .where("staff_sessions.expires_at", ">", now)
          .where("staff_sessions.last_seen_at", ">", now - idleMs)
          .as("sessions"),
    ])
    .orderBy(sql`case staff.role when 'owner' then 0 when 'editor' then 1 else 2 end`)
    .orderBy("staff.email")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    role: row.role,
    createdAt: new Date(Number(row.created_at)),
    lastSignInAt: row.last_sign_in_at === null ? null : new Date(Number(row.last_sign_in_at)),
    passkeys: Number(row.passkeys),
    sessions: Number(row.sessions),
  }));
}

/**
 * Runs `work` with the set of owners held still: on SQLite the transaction writes first (no other
 * writer in between), on PostgreSQL it locks the owners' rows. Two owners demoting each other at
 * the same moment cannot leave the desk without one.
 */
async function withOwnersHeld<T>(
  { db, dialect }: DeskDatabase,
  work: (transaction: Kysely<DatabaseSchema>, owners: string[]) => Promise<T>,
) {
  return db.transaction().execute(async (transaction) => {
    await writeFirst(transaction);
    const owners = await transaction
      .selectFrom("staff")
      .select("id")
      .where("role", "=", "owner")
      .$if(dialect === "postgres", (query) => query.forUpdate())
      .execute();
    return work(
      transaction,
      owners.map((owner) => owner.id),
    );
  });
}

export type AddedOwner = { member: StaffMember; change: "added" | "promoted" | "unchanged" };

/** `npm run desk -- add-owner`: makes the address an owner, adding it to the team if needed. */
export async function makeOwner(db: Kysely<DatabaseSchema>, email: string, now: number): Promise<AddedOwner> {
  return db.transaction().execute(async (transaction) => {
    await writeFirst(transaction);
    const existing = await staffByEmail(transaction, email);
    if (existing?.role === "owner") return { member: existing, change: "unchanged" };
    if (existing) {
      await transaction.updateTable("staff").set({ role: "owner" }).where("id", "=", existing.id).execute();
      await transaction.deleteFrom("staff_sessions").where("staff_id", "=", existing.id).execute();
      return { member: { ...existing, role: "owner" }, change: "promoted" };
    }
    const member: StaffMember = { id: randomUUID(), email: canonicalAddress(email), role: "owner" };
    await transaction
      .insertInto("staff")
      .values({ ...member, created_at: now, last_sign_in_at: null })
      .execute();
    return { member, change: "added" };
  });
}

/** Adds a person in a role; undefined when the address is already on the team. */
export async function addStaff(
  db: Kysely<DatabaseSchema>,
  { email, role }: { email: string; role: StaffRole },
  now: number,
): Promise<StaffMember | undefined> {
  const member: StaffMember = { id: randomUUID(), email: canonicalAddress(email), role };
  const added = await db
    .insertInto("staff")
    .values({ ...member, created_at: now, last_sign_in_at: null })
    .onConflict((conflict) => conflict.column("email").doNothing())
    .returning("id")
    .executeTakeFirst();
  return added ? member : undefined;
}

export type TeamChange = { member: StaffMember; from: StaffRole } | "last-owner" | "missing";

/** Gives a person another role and ends their sessions; the last owner keeps theirs. */
export async function changeRole(database: DeskDatabase, id: string, role: StaffRole): Promise<TeamChange> {
  return withOwnersHeld(database, async (transaction, owners) => {
    const member = await staffById(transaction, id);
    if (!member) return "missing";
    if (member.role === role) return { member, from: role };
    if (member.role === "owner" && owners.length === 1) return "last-owner";
    await transaction.updateTable("staff").set({ role }).where("id", "=", id).execute();
    await transaction.deleteFrom("staff_sessions").where("staff_id", "=", id).execute();
    return { member: { ...member, role }, from: member.role };
  });
}

/** Removes a person, which ends their sessions; never the last owner. */
export async function removeStaff(database: DeskDatabase, id: string): Promise<TeamChange> {
  return withOwnersHeld(database, async (transaction, owners) => {
    const member = await staffById(transaction, id);
    if (!member) return "missing";
    if (member.role === "owner" && owners.length === 1) return "last-owner";
    // Their sessions, passkeys, codes and links go with them (foreign keys, server/storage/desk-tables.ts);
    // the leads assigned to them become unassigned.
    await transaction.deleteFrom("staff").where("id", "=", id).execute();
    return { member, from: member.role };
  });
}
