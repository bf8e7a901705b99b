/**
 * `npm run backup`: writes a checked copy of the site's database (DATABASE_URL) to BACKUP_DIR while the
 * site keeps running, keeps the newest BACKUP_KEEP and hands the file to BACKUP_COMMAND when it is set
 * (docs/operations/backups.md). Exits 1 when the copy or its check fails, 2 on a settings mistake.
 */
import { takeBackup } from "../server/operations/backup";
import { readSettings } from "../server/operations/backup-settings";

async function main(): Promise<number> {
  const env = readSettings();
  if (!env) return 2;
  const { dir, keep, command } = env.backup;
  if (!dir) {
    console.error(
      "BACKUP_DIR is not set: set it to the folder the backups are written to (docs/operations/backups.md).",
    );
    return 2;
  }
  try {
    const outcome = await takeBackup({ database: env.database, dir, keep, command, log: console.log });
    const { record } = outcome;
    const seconds = (Date.parse(record.finishedAt) - Date.parse(record.startedAt)) / 1000;
    console.log(
      `Backed up to ${outcome.path}: ${(record.bytes / 1e6).toFixed(1)} MB in ${seconds.toFixed(1)} s, checked and whole.`,
    );
    if (outcome.pruned.length > 0)
      console.log(`Deleted ${outcome.pruned.length} older backup(s), keeping ${keep}: ${outcome.pruned.join(", ")}`);
    if (command && !outcome.commandError) console.log("BACKUP_COMMAND took the file.");
    return outcome.commandError ? 1 : 0;
  } catch (error) {
    console.error(`The backup failed, and nothing was kept: ${(error as Error).message}`);
    return 1;
  }
}

process.exitCode = await main();
