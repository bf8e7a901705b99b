/**
 * A second process on one SQLite file, as a second server is: it opens its connection, says "open",
 * and on a line from its parent brings the schema up to date and says "ready" or why it failed.
 */
import { sql } from "kysely";
import { Storage } from "../../server/storage/database";

const [file] = process.argv.slice(2);
if (!file) throw new Error("usage: migrating-process.ts <sqlite file>");
const storage = new Storage({ kind: "sqlite", file }, () => {});
await sql`select 1`.execute(storage.db);
process.stdout.write("open\n");
process.stdin.once("data", () => {
  storage
    .ready()
    .then(
      () => process.stdout.write("ready\n"),
      (error: Error) => process.stdout.write(`${error.message}: ${(error.cause as Error | undefined)?.message}\n`),
    )
    .finally(() => void storage.close().then(() => process.stdin.destroy()));
});
