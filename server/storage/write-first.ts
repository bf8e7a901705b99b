import { type Kysely, sql } from "kysely";
import type { DatabaseSchema } from "./schema";

/**
 * Makes a transaction a writer from its first statement. SQLite starts a transaction as a reader and
 * upgrades it at its first write; if another process (a server, while a command runs) committed in
 * between, the upgrade fails at once with SQLITE_BUSY_SNAPSHOT instead of waiting its turn. A write
 * that changes nothing takes the write lock up front, waiting for the other writer as usual; on
 * PostgreSQL it is a no-op.
 */
export async function writeFirst(transaction: Kysely<DatabaseSchema>): Promise<void> {
  await sql`update server_secrets set value = value where 1 = 0`.execute(transaction);
}
