/**
 * `npm run doctor`'s checks, as data: each has a name and a function that answers ok (with what it saw)
 * or one line saying what is wrong and what to do. They read the same settings as the server
 * (server/env.ts) and change nothing: the database is not created or migrated, no e-mail is sent.
 */
import { createPrivateKey, createSign } from "node:crypto";
import { existsSync } from "node:fs";
import { stat, statfs } from "node:fs/promises";
import path from "node:path";
import { type Kysely, sql } from "kysely";
import { createSmtpTransport } from "../delivery/channels";
import { deskOriginProblems } from "../desk/desk-origin";
import type { ServerEnv } from "../env";
import { Storage } from "../storage/database";
import { pendingMigrations } from "../storage/migrations";
import { readLatest } from "./backup-files";

export type CheckResult = { ok: true; detail: string } | { ok: false; problem: string };
export type DoctorCheck = { name: string; run: (env: ServerEnv) => Promise<CheckResult> };

const ok = (detail: string): CheckResult => ({ ok: true, detail });
const problem = (line: string): CheckResult => ({ ok: false, problem: line });
const hourMs = 60 * 60 * 1000;

function withinMs<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms / 1000} s from ${what}`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

async function checkDatabase(env: ServerEnv): Promise<CheckResult> {
  if (env.database.kind === "sqlite" && !existsSync(env.database.file)) {
    return problem(
      `there is no database at ${env.database.file}: set DATABASE_URL to the site's database, or start the server once to create it`,
    );
  }
  const storage = new Storage(env.database, () => {});
  try {
    // The query layer before migration: the doctor looks, it does not change the schema.
    const db = storage.db as Kysely<unknown>;
    await withinMs(sql`select 1`.execute(db), 5_000, storage.description);
    const pending = await pendingMigrations(db, storage.dialect);
    if (pending.length > 0) {
      return problem(
        `${storage.description} lacks ${pending.length} migration(s) (${pending.join(", ")}): start the server of this version once, which migrates it`,
      );
    }
    return ok(`${storage.description}, schema up to date`);
  } catch (error) {
    return problem(
      `cannot reach ${storage.description} (${(error as Error).message}): check DATABASE_URL and that the database server runs`,
    );
  } finally {
    await storage.close();
  }
}

async function checkSmtp(env: ServerEnv): Promise<CheckResult> {
  if (!env.smtpUrl) return ok("SMTP_URL is not set: no e-mail is sent");
  const url = new URL(env.smtpUrl);
  const where = `${url.protocol}//${url.hostname}${url.port ? `:${url.port}` : ""}`;
  const transport = createSmtpTransport(env.smtpUrl);
  try {
    // Connects, greets and logs in with SMTP_URL's credentials, as the first delivery would; sends nothing.
    await withinMs(transport.verify(), 15_000, where);
    return ok(`${where} answers${url.username ? " and accepts the login" : ""}`);
  } catch (error) {
    const { message, code } = error as NodeJS.ErrnoException;
    // nodemailer's code for a relay that answered the login with a refusal.
    const login = code === "EAUTH";
    return problem(
      login
        ? `${where} refuses the login in SMTP_URL (${message}): put the relay's user name and password in SMTP_URL, percent-encoded`
        : `cannot talk to ${where} (${message}): check SMTP_URL's host and port, and that the relay lets this machine in`,
    );
  } finally {
    transport.close();
  }
}

async function checkDkim(env: ServerEnv): Promise<CheckResult> {
  if (!env.dkim) return ok("DKIM is not configured: the relay's own signature (if any) is all receivers see");
  const record = `${env.dkim.selector}._domainkey.${env.dkim.domain}`;
  try {
    const key = createPrivateKey(env.dkim.privateKey);
    const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
    if (key.asymmetricKeyType !== "rsa") {
      return problem(
        `DKIM_PRIVATE_KEY is a ${key.asymmetricKeyType} key: use an RSA key (rsa-sha256), published at ${record}`,
      );
    }
    if (bits < 1024) {
      return problem(
        `DKIM_PRIVATE_KEY has ${bits} bits, which receivers ignore: make a 2048-bit key, published at ${record}`,
      );
    }
    createSign("RSA-SHA256").update("doctor").sign(key);
    return ok(`${bits}-bit RSA key for ${record}`);
  } catch (error) {
    return problem(
      `DKIM_PRIVATE_KEY cannot sign (${(error as Error).message}): paste the whole PEM of the private key whose public half is published at ${record}`,
    );
  }
}

/** A backup older than two of its periods means at least one was missed (one a day when the server takes none). */
const backupAgeLimitMs = (env: ServerEnv) => 2 * (env.backup.everyMs ?? 24 * hourMs);

async function checkBackupAge(env: ServerEnv, now = Date.now()): Promise<CheckResult> {
  const { dir } = env.backup;
  if (!dir) {
    return problem(
      "BACKUP_DIR is not set, so nothing copies the database: set BACKUP_DIR and BACKUP_EVERY_HOURS (docs/operations/backups.md)",
    );
  }
  const latest = await readLatest(dir);
  if (!latest || !existsSync(path.join(dir, latest.file))) {
    return problem(
      `there is no backup in ${dir}: run \`npm run backup\`, and set BACKUP_EVERY_HOURS for the server to take them`,
    );
  }
  const ageHours = (now - Date.parse(latest.finishedAt)) / hourMs;
  if (now - Date.parse(latest.finishedAt) > backupAgeLimitMs(env)) {
    return problem(
      `the last good backup (${latest.file}) is ${ageHours.toFixed(1)} hours old: look for "Backup failed" in the server's log, then run \`npm run backup\``,
    );
  }
  return ok(`${latest.file}, ${ageHours.toFixed(1)} hours old, ${(latest.bytes / 1e6).toFixed(1)} MB`);
}

/** Each folder that must have room for the next backup: the database's (SQLite) and BACKUP_DIR. */
export async function checkFreeDisk(env: ServerEnv, neededBytes?: number): Promise<CheckResult> {
  const latest = env.backup.dir ? await readLatest(env.backup.dir) : undefined;
  const databaseBytes =
    env.database.kind === "sqlite"
      ? await stat(env.database.file).then(
          (file) => file.size,
          () => 0,
        )
      : 0;
  // Room for the next backup and the database's growth, and never less than 1 GiB.
  const needed = neededBytes ?? Math.max(2 ** 30, 3 * Math.max(databaseBytes, latest?.bytes ?? 0));
  const folders = [
    ...(env.database.kind === "sqlite" ? [path.dirname(env.database.file)] : []),
    ...(env.backup.dir ? [env.backup.dir] : []),
  ].filter((folder) => existsSync(folder));
  const seen: string[] = [];
  for (const folder of folders) {
    const disk = await statfs(folder);
    const free = disk.bavail * disk.bsize;
    if (free < needed) {
      return problem(
        `${folder} has ${(free / 2 ** 30).toFixed(2)} GiB free, less than the ${(needed / 2 ** 30).toFixed(2)} GiB the next backups need: free some space or move BACKUP_DIR to a larger disk`,
      );
    }
    seen.push(`${folder}: ${(free / 2 ** 30).toFixed(1)} GiB free`);
  }
  return ok(seen.join(", ") || "no local folder to check");
}

/** Whether the desk's sign-in links and passkeys can work where the server is served (server/desk/desk-origin.ts). */
async function checkDeskOrigin(env: ServerEnv): Promise<CheckResult> {
  const problems = deskOriginProblems(env.deskOrigin, env);
  if (problems.length > 0) return problem(problems.join(" "));
  return ok(
    env.deskOrigin.from === "local"
      ? `${env.deskOrigin.origin}, on this machine only (SITE_ORIGIN is not set)`
      : `${env.deskOrigin.origin} (SITE_ORIGIN)`,
  );
}

/** In the order they are shown; the settings themselves are checked before any of these runs. */
export const doctorChecks: DoctorCheck[] = [
  { name: "database", run: checkDatabase },
  { name: "smtp", run: checkSmtp },
  { name: "dkim", run: checkDkim },
  { name: "desk origin", run: checkDeskOrigin },
  { name: "backups", run: (env) => checkBackupAge(env) },
  { name: "disk", run: (env) => checkFreeDisk(env) },
];
