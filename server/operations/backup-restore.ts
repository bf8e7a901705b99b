/**
 * `npm run restore FILE`: puts a backup in place of the site's database, only while no server (or any
 * other process) uses that database: on SQLite, no process has the file open (server/operations/
 * backup-sqlite.ts); on PostgreSQL, no other session is connected to the database. The backup is
 * checked before anything changes, and the result is counted afterwards.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import type { DatabaseLocation } from "../env";
import { Storage } from "../storage/database";
import { otherSessions, restorePostgres, verifyPostgresDump } from "./backup-postgres";
import { processesUsing, restoreSqlite, verifySqlite } from "./backup-sqlite";

/** A reason not to restore, said so that the person knows what to do; nothing has changed. */
export class RestoreRefused extends Error {
  override name = "RestoreRefused";
}

async function refuseWhileInUse(database: DatabaseLocation): Promise<void> {
  if (database.kind === "sqlite") {
    const pids = await processesUsing(database.file);
    if (pids.length > 0) {
      throw new RestoreRefused(
        `The site is running: process(es) ${pids.join(", ")} have ${database.file} open. Stop every server and command using it, then run the restore again.`,
      );
    }
    return;
  }
  const sessions = await otherSessions(database.url);
  if (sessions.length > 0) {
    const who = sessions.map((session) => `${session.application} from ${session.client}`).join(", ");
    throw new RestoreRefused(
      `The site is running: ${sessions.length} other session(s) are connected to the database (${who}). Stop every server and command using it, then run the restore again.`,
    );
  }
}

export async function restoreBackup(file: string, database: DatabaseLocation, now = Date.now()): Promise<string[]> {
  if (!existsSync(file)) throw new RestoreRefused(`There is no file ${file}.`);
  const kind = file.endsWith(".pgdump") ? "postgres" : "sqlite";
  if (kind !== database.kind) {
    throw new RestoreRefused(
      `${path.basename(file)} is a ${kind === "postgres" ? "PostgreSQL" : "SQLite"} backup, but DATABASE_URL names a ${database.kind === "postgres" ? "PostgreSQL" : "SQLite"} database.`,
    );
  }
  try {
    if (kind === "sqlite") await verifySqlite(file);
    else await verifyPostgresDump(file);
  } catch (error) {
    throw new RestoreRefused(`${file} is not a good backup: ${(error as Error).message}. Nothing was changed.`);
  }
  await refuseWhileInUse(database);
  const said: string[] = [];
  if (database.kind === "sqlite") {
    const aside = await restoreSqlite(file, database.file, now);
    await verifySqlite(database.file);
    said.push(`Restored ${path.basename(file)} into ${database.file}; its integrity check passes.`);
    if (aside) said.push(`The database it replaced is kept beside it as ${aside} (delete it once the site is back).`);
  } else {
    await restorePostgres(file, database.url);
    said.push(
      `Restored ${path.basename(file)} into PostgreSQL ${new URL(database.url).pathname.slice(1)}, in one transaction.`,
    );
  }
  said.push(await describeContents(database));
  return said;
}

async function describeContents(database: DatabaseLocation): Promise<string> {
  const storage = new Storage(database, () => {});
  try {
    const db = await storage.ready();
    const count = async (table: "submissions" | "subscribers" | "consent_records" | "audit_log") =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as("count"))
            .executeTakeFirstOrThrow()
        ).count,
      );
    return `It holds ${await count("submissions")} submissions, ${await count("subscribers")} subscribers, ${await count("consent_records")} consent records and ${await count("audit_log")} audit entries. Start the site.`;
  } finally {
    await storage.close();
  }
}
