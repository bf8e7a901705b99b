/**
 * `npm run doctor`: on a healthy set-up (a migrated database, a real SMTP receiver, a usable DKIM key, a
 * fresh backup, room on the disk) every check passes and it exits 0; each check, broken in its own way,
 * fails with the line that says what is wrong and what to do.
 */
import { generateKeyPairSync } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseSiteConfig } from "~/config/site-schema";
import { parseServerEnv } from "../../server/env";
import { takeBackup } from "../../server/operations/backup";
import { writeLatest } from "../../server/operations/backup-files";
import { runDoctor } from "../../server/operations/doctor";
import { checkFreeDisk } from "../../server/operations/doctor-checks";
import { Storage } from "../../server/storage/database";
import { runScript } from "../support/commands";
import { freePort } from "../support/free-port";
import { startSmtpReceiver } from "../support/receivers";
import { createTestDatabase, type TestDatabase } from "../support/test-databases";

const site = () => parseSiteConfig({});
const hourMs = 60 * 60 * 1000;

async function doctorSays(env: Record<string, string | undefined>) {
  const lines: string[] = [];
  const problems = await runDoctor(env, site, (line) => lines.push(line));
  return { problems, lines };
}

describe("npm run doctor", () => {
  let database: TestDatabase;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  let strictSmtp: SMTPServer;
  let strictSmtpPort: number;
  let folder: string;
  let healthy: Record<string, string>;

  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
    const storage = new Storage(database.location, () => {});
    await storage.ready();
    await storage.close();
    smtp = await startSmtpReceiver();
    // A relay that knows one login, as a hosted one does.
    strictSmtp = new SMTPServer({
      disabledCommands: ["STARTTLS"],
      allowInsecureAuth: true,
      logger: false,
      onAuth(auth, _session, callback) {
        if (auth.username === "site" && auth.password === "right-password") return callback(null, { user: "site" });
        callback(new Error("535 5.7.8 Authentication credentials invalid"));
      },
    });
    strictSmtpPort = await freePort();
    await new Promise<void>((resolve) => strictSmtp.listen(strictSmtpPort, "127.0.0.1", resolve));
    folder = mkdtempSync(path.join(os.tmpdir(), "site-doctor-"));
    const backupDir = path.join(folder, "backups");
    await takeBackup({ database: database.location, dir: backupDir, keep: 3, log: () => {} });
    const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
    healthy = {
      DATABASE_URL: database.url,
      SMTP_URL: `smtp://site:right-password@127.0.0.1:${strictSmtpPort}`,
      DKIM_DOMAIN: "aequa.example",
      DKIM_SELECTOR: "mail2030",
      DKIM_PRIVATE_KEY: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
      BACKUP_DIR: backupDir,
      BACKUP_EVERY_HOURS: "6",
    };
  }, 60_000);
  afterAll(async () => {
    await smtp?.close();
    await new Promise<void>((resolve) => strictSmtp?.close(() => resolve()));
    await database?.drop();
    rmSync(folder, { recursive: true, force: true });
  });

  it("passes every check on a healthy set-up and exits 0", { timeout: 60_000 }, async () => {
    const result = await runScript("doctor", [], healthy);
    expect(result.code, result.stdout).toBe(0);
    const lines = result.stdout.trim().split("\n");
    expect(lines.map((line) => line.split(":")[0])).toEqual([
      "✓ settings",
      "✓ database",
      "✓ smtp",
      "✓ dkim",
      "✓ desk origin",
      "✓ backups",
      "✓ disk",
      "No problem found.",
    ]);
    expect(result.stdout).toContain(`✓ smtp: smtp://127.0.0.1:${strictSmtpPort} answers and accepts the login`);
    expect(result.stdout).toContain("✓ dkim: 2048-bit RSA key for mail2030._domainkey.aequa.example");
  });

  it("exits 1 and names every wrong setting when the settings do not parse", { timeout: 60_000 }, async () => {
    const result = await runScript("doctor", [], { ...healthy, BACKUP_KEEP: "0", BACKUP_DIR: "" });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain("✗ settings: Invalid server configuration:");
    expect(result.stdout).toContain('BACKUP_KEEP="0": use a whole number of backups, at least 1');
    expect(result.stdout).toContain('BACKUP_EVERY_HOURS="6": set BACKUP_DIR too');
  });

  it("says the database cannot be reached, or lacks its migrations", async () => {
    const unreachable = await doctorSays({ ...healthy, DATABASE_URL: "postgres://postgres@127.0.0.1:9/site" });
    expect(unreachable.problems).toBe(1);
    expect(unreachable.lines).toContainEqual(
      expect.stringMatching(
        /^✗ database: cannot reach PostgreSQL 127\.0\.0\.1:9\/site \(.+\): check DATABASE_URL and that the database server runs$/,
      ),
    );
    const empty = path.join(folder, "empty.db");
    new SQLite(empty).close();
    const unmigrated = await doctorSays({ ...healthy, DATABASE_URL: `file:${empty}` });
    expect(unmigrated.lines).toContainEqual(
      expect.stringMatching(
        /^✗ database: SQLite file .*empty\.db lacks \d+ migration\(s\) \(0001-submissions-and-deliveries, .*\): start the server of this version once, which migrates it$/,
      ),
    );
  });

  it("says SMTP cannot be reached, or refuses the login", async () => {
    const closedPort = await freePort();
    const unreachable = await doctorSays({ ...healthy, SMTP_URL: `smtp://127.0.0.1:${closedPort}` });
    expect(unreachable.lines).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^✗ smtp: cannot talk to smtp://127\\.0\\.0\\.1:${closedPort} \\(.*ECONNREFUSED.*\\): check SMTP_URL's host and port, and that the relay lets this machine in$`,
        ),
      ),
    );
    // The right user name with a password of the same length and alphabet, other letters.
    const refused = await doctorSays({
      ...healthy,
      SMTP_URL: `smtp://site:right-passwore@127.0.0.1:${strictSmtpPort}`,
    });
    expect(refused.lines).toContainEqual(
      expect.stringMatching(
        /^✗ smtp: smtp:\/\/127\.0\.0\.1:\d+ refuses the login in SMTP_URL \(.*535.*\): put the relay's user name and password in SMTP_URL, percent-encoded$/,
      ),
    );
    const open = await doctorSays({ ...healthy, SMTP_URL: smtp.url });
    expect(open.lines).toContain(`✓ smtp: ${smtp.url} answers`);
  });

  it("says the DKIM key cannot sign, or is too short", async () => {
    const garbled =
      "-----BEGIN PRIVATE KEY-----\nMIIBVAIBADANBgkqhkiG9w0BAQEFAASCAT4wggE6AgEAAkEAx1Z3\n-----END PRIVATE KEY-----\n";
    const broken = await doctorSays({ ...healthy, DKIM_PRIVATE_KEY: garbled });
    expect(broken.lines).toContainEqual(
      expect.stringMatching(
        /^✗ dkim: DKIM_PRIVATE_KEY cannot sign \(.+\): paste the whole PEM of the private key whose public half is published at mail2030\._domainkey\.aequa\.example$/,
      ),
    );
    const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 768 });
    const short = await doctorSays({
      ...healthy,
      DKIM_PRIVATE_KEY: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
    });
    expect(short.lines).toContain(
      "✗ dkim: DKIM_PRIVATE_KEY has 768 bits, which receivers ignore: make a 2048-bit key, published at mail2030._domainkey.aequa.example",
    );
  });

  it("says no backup is taken, none exists yet, or the last is too old", async () => {
    const unset = await doctorSays({ ...healthy, BACKUP_DIR: undefined, BACKUP_EVERY_HOURS: undefined });
    expect(unset.lines).toContain(
      "✗ backups: BACKUP_DIR is not set, so nothing copies the database: set BACKUP_DIR and BACKUP_EVERY_HOURS (docs/operations/backups.md)",
    );
    const emptyDir = path.join(folder, "no-backups");
    const none = await doctorSays({ ...healthy, BACKUP_DIR: emptyDir });
    expect(none.lines).toContain(
      `✗ backups: there is no backup in ${emptyDir}: run \`npm run backup\`, and set BACKUP_EVERY_HOURS for the server to take them`,
    );
    const oldDir = path.join(folder, "old-backups");
    const { record } = await takeBackup({ database: database.location, dir: oldDir, keep: 3, log: () => {} });
    // Six-hourly backups, the last finished 13 hours ago: two have been missed.
    await writeLatest(oldDir, { ...record, finishedAt: new Date(Date.now() - 13 * hourMs).toISOString() });
    const old = await doctorSays({ ...healthy, BACKUP_DIR: oldDir });
    expect(old.lines).toContain(
      `✗ backups: the last good backup (${record.file}) is 13.0 hours old: look for "Backup failed" in the server's log, then run \`npm run backup\``,
    );
  });

  it("says where the desk's sign-in links and passkeys cannot work", async () => {
    const says = async (env: Record<string, string>) => {
      const lines: string[] = [];
      await runDoctor(
        { ...healthy, ...env },
        () => parseSiteConfig(env),
        (line) => lines.push(line),
      );
      return lines.find((line) => line.includes("desk origin"));
    };
    expect(await says({ HOST: "127.0.0.1", PORT: "3100" })).toBe(
      "✓ desk origin: http://localhost:3100, on this machine only (SITE_ORIGIN is not set)",
    );
    expect(await says({ SITE_ORIGIN: "https://desk.example.org" })).toBe(
      "✓ desk origin: https://desk.example.org (SITE_ORIGIN)",
    );
    expect(await says({ SITE_ORIGIN: "http://desk.example.org" })).toBe(
      "✗ desk origin: SITE_ORIGIN (http://desk.example.org) is plain http: browsers allow passkeys only over https (or on localhost), so set SITE_ORIGIN to the https address.",
    );
    expect(await says({ HOST: "10.0.0.5" })).toMatch(
      /^✗ desk origin: SITE_ORIGIN is not set and the server listens on 10\.0\.0\.5 only/,
    );
  });

  it("says which folder lacks room for the next backups", async () => {
    const env = parseServerEnv(healthy, site());
    const result = await checkFreeDisk(env, 2 ** 60);
    expect(result).toEqual({
      ok: false,
      problem: expect.stringMatching(
        new RegExp(
          `^${path.dirname(database.location.kind === "sqlite" ? database.location.file : "")} has [\\d.]+ GiB free, less than the 1073741824\\.00 GiB the next backups need: free some space or move BACKUP_DIR to a larger disk$`,
        ),
      ),
    });
  });
});
