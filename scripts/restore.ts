/**
 * `npm run restore FILE`: restores a backup (from `npm run backup` or the server's own) into the
 * database of DATABASE_URL, refusing while the site runs on it (docs/operations/backups.md).
 * Exits 0 when restored, 1 when refused or failed (nothing changed), 2 on a usage or settings mistake.
 */
import path from "node:path";
import { RestoreRefused, restoreBackup } from "../server/operations/backup-restore";
import { readSettings } from "../server/operations/backup-settings";

async function main(args: string[]): Promise<number> {
  if (args.length !== 1 || args[0].startsWith("-")) {
    console.error(
      "Usage: npm run restore -- FILE   (a backup from BACKUP_DIR, e.g. site-2030-01-31T02-00-00-000Z.sqlite3)",
    );
    return 2;
  }
  const env = readSettings();
  if (!env) return 2;
  try {
    for (const line of await restoreBackup(path.resolve(args[0]), env.database)) console.log(line);
    return 0;
  } catch (error) {
    if (error instanceof RestoreRefused) console.error(error.message);
    else console.error(`The restore failed: ${(error as Error).message}`);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
