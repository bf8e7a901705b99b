import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { deskPaths } from "../../app/route-table";
import type { ServerEnv } from "../env";
import type { DatabaseSchema } from "../storage/schema";
import type { StaffMember } from "./staff";
import { newToken, tokenHash } from "./desk-secrets";

/**
 * Desk sessions: a row per signed-in browser, found by the SHA-256 of the random token its cookie
 * carries. A session ends when it has been idle too long, at its absolute expiry, on sign-out, or
 * when its owner's role changes or they are removed (./staff.ts). Every sign-in makes a new token.
 */
export type SessionSettings = ServerEnv["deskSessions"];

/** `timeZone`: the zone the person chose on their account page; null: their browser's. */
export type OpenSession = { id: string; staff: StaffMember; timeZone: string | null };

export type SessionListing = {
  id: string;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  userAgent: string;
};

/** How often the last-seen time is written: often enough for the idle expiry, rarely enough not to write on every page. */
const touchIntervalMs = 60_000;

export async function createSession(
  db: Kysely<DatabaseSchema>,
  staffId: string,
  { userAgent, settings, now }: { userAgent: string; settings: SessionSettings; now: number },
): Promise<string> {
  const token = newToken();
  await db.transaction().execute(async (transaction) => {
    await transaction
      .insertInto("staff_sessions")
      .values({
        id: randomUUID(),
        token_hash: tokenHash(token),
        staff_id: staffId,
        created_at: now,
        last_seen_at: now,
        expires_at: now + settings.absoluteMs,
        user_agent: userAgent.slice(0, 300),
      })
      .execute();
    await transaction.updateTable("staff").set({ last_sign_in_at: now }).where("id", "=", staffId).execute();
    // Sessions that have ended are forgotten as new ones begin.
    await transaction
      .deleteFrom("staff_sessions")
      .where((where) => where.or([where("expires_at", "<=", now), where("last_seen_at", "<=", now - settings.idleMs)]))
      .execute();
  });
  return token;
}

/** The session a token opens at `now`, moving its last-seen time on; undefined once it has ended. */
export async function openSession(
  db: Kysely<DatabaseSchema>,
  token: string,
  { settings, now }: { settings: SessionSettings; now: number },
): Promise<OpenSession | undefined> {
  const row = await db
    .selectFrom("staff_sessions")
    .innerJoin("staff", "staff.id", "staff_sessions.staff_id")
    .select([
      "staff_sessions.id as sessionId",
      "staff_sessions.last_seen_at",
      "staff.id",
      "staff.email",
      "staff.role",
      "staff.time_zone",
    ])
    .where("staff_sessions.token_hash", "=", tokenHash(token))
    .where("staff_sessions.expires_at", ">", now)
    .where("staff_sessions.last_seen_at", ">", now - settings.idleMs)
    .executeTakeFirst();
  if (!row) return undefined;
  if (Number(row.last_seen_at) <= now - touchIntervalMs) {
    await db.updateTable("staff_sessions").set({ last_seen_at: now }).where("id", "=", row.sessionId).execute();
  }
  return {
    id: row.sessionId,
    staff: { id: row.id, email: row.email, role: row.role },
    timeZone: row.time_zone,
  };
}

/** Ends one of the person's sessions; false when it is not theirs or already ended. */
export async function endSession(db: Kysely<DatabaseSchema>, staffId: string, sessionId: string): Promise<boolean> {
  const result = await db
    .deleteFrom("staff_sessions")
    .where("id", "=", sessionId)
    .where("staff_id", "=", staffId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function listSessions(
  db: Kysely<DatabaseSchema>,
  staffId: string,
  { settings, now }: { settings: SessionSettings; now: number },
): Promise<SessionListing[]> {
  const rows = await db
    .selectFrom("staff_sessions")
    .selectAll()
    .where("staff_id", "=", staffId)
    .where("expires_at", ">", now)
    .where("last_seen_at", ">", now - settings.idleMs)
    .orderBy("last_seen_at", "desc")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    createdAt: new Date(Number(row.created_at)),
    lastSeenAt: new Date(Number(row.last_seen_at)),
    expiresAt: new Date(Math.min(Number(row.expires_at), Number(row.last_seen_at) + settings.idleMs)),
    userAgent: row.user_agent,
  }));
}

/** The cookie's name; it is sent only to desk paths, never to the public site. */
const sessionCookieName = "desk_session";

/** `Secure` when the request came over HTTPS, as the request's URL says (a trusted proxy's X-Forwarded-Proto). */
export function sessionCookie(token: string, { secure, maxAgeMs }: { secure: boolean; maxAgeMs: number }): string {
  return [
    `${sessionCookieName}=${token}`,
    `Path=${deskPaths.inbox}`,
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${Math.floor(maxAgeMs / 1000)}`,
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

export function clearedSessionCookie({ secure }: { secure: boolean }): string {
  return sessionCookie("", { secure, maxAgeMs: 0 });
}

export function sessionTokenOf(request: Request): string | undefined {
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === sessionCookieName && value.length > 0) return value.join("=") || undefined;
  }
  return undefined;
}
