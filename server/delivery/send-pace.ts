import { type Kysely, sql } from "kysely";
import type { Dialect } from "../storage/database";
import type { DatabaseSchema } from "../storage/schema";

/**
 * A pace shared by every server process on the database: one message of a kind every `spacingMs`,
 * with at most `burst` saved up while none was sent (a token bucket kept in the table send_pace, as
 * the moment the next message may go). An edition's copies are queued due one after the other at
 * NEWSLETTER_RATE_PER_MINUTE; this keeps that pace when the worker falls behind (a stopped server, an
 * unreachable database or relay), where the copies would otherwise all be overdue and leave at once.
 */
export type Pace = { name: string; spacingMs: number; burst: number };

/** How many messages the pace allows now (0 to `burst`). */
export async function allowedByPace(db: Kysely<DatabaseSchema>, { name, spacingMs, burst }: Pace, now: number) {
  const row = await db.selectFrom("send_pace").select("next_at").where("name", "=", name).executeTakeFirst();
  const from = Math.max(Number(row?.next_at ?? Number.NEGATIVE_INFINITY), now - (burst - 1) * spacingMs);
  if (from > now) return 0;
  return Math.min(burst, Math.floor((now - from) / spacingMs) + 1);
}

/**
 * Records `sent` messages against the pace in one statement that adds to what is there, so that two
 * processes sending at once both count (the next moment moves on by both).
 */
export async function spendPace(
  db: Kysely<DatabaseSchema>,
  dialect: Dialect,
  { name, spacingMs, burst }: Pace,
  { sent, now }: { sent: number; now: number },
) {
  const floor = now - (burst - 1) * spacingMs;
  const next = Math.round(floor + sent * spacingMs);
  const greatest = dialect === "postgres" ? sql.raw("greatest") : sql.raw("max");
  await db
    .insertInto("send_pace")
    .values({ name, next_at: next })
    .onConflict((conflict) =>
      conflict.column("name").doUpdateSet({
        next_at: sql<number>`${greatest}(send_pace.next_at, ${Math.round(floor)}) + ${Math.round(sent * spacingMs)}`,
      }),
    )
    .execute();
}
