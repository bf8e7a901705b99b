/**
 * `npm run backup` and `npm run restore` as a person runs them: the restore refuses a database a running
 * server uses and changes nothing, then restores once it is stopped; BACKUP_KEEP prunes the oldest;
 * BACKUP_COMMAND gets the finished file, and its failure keeps the backup and is reported.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readLatest } from "../../server/operations/backup-files";
import { Storage } from "../../server/storage/database";
import { listSubmissions } from "../../server/submissions/submission-store";
import { runScript } from "../support/commands";
import { postForm, type RunningServer, startProductionServer, validFields } from "../support/production-server";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-databases";

async function storedMessages(database: TestDatabase): Promise<string[]> {
  const storage = new Storage(database.location, () => {});
  try {
    return (await listSubmissions(await storage.ready())).map((submission) => submission.fields.message).sort();
  } finally {
    await storage.close();
  }
}

describe.each(databaseKinds)("npm run restore on %s", (kind) => {
  let database: TestDatabase;
  let backupDir: string;
  let server: RunningServer | undefined;

  beforeEach(async () => {
    database = await createTestDatabase(kind);
    backupDir = mkdtempSync(path.join(os.tmpdir(), "site-backups-"));
  });
  afterEach(async () => {
    await server?.stop("SIGKILL");
    await database.drop();
    rmSync(backupDir, { recursive: true, force: true });
  });

  it(
    "refuses while the site runs on the database, changing nothing, and restores once it is stopped",
    { timeout: 120_000 },
    async () => {
      const env = { DATABASE_URL: database.url, BACKUP_DIR: backupDir };
      server = await startProductionServer({ ...env, RATE_LIMIT_PER_MINUTE: "0" });
      expect((await postForm(server.url, "contact", validFields("contact", "kept"))).status).toBe(200);
      const backup = await runScript("backup", [], env);
      expect(backup.code, backup.stderr).toBe(0);
      expect(backup.stdout).toMatch(/Backed up to .*site-\d{4}-.*Z\.(sqlite3|pgdump): .* checked and whole\./);
      expect((await postForm(server.url, "contact", validFields("contact", "after the backup"))).status).toBe(200);
      const file = path.join(backupDir, (await readLatest(backupDir))!.file);

      const refused = await runScript("restore", [file], env);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain("The site is running:");
      expect(refused.stderr).toContain("Stop every server and command using it, then run the restore again.");
      expect(await storedMessages(database), "nothing restored over the running site").toEqual([
        "Message after the backup",
        "Message kept",
      ]);
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);

      expect(await server.stop()).toBe(0);
      server = undefined;
      const restored = await runScript("restore", [file], env);
      expect(restored.code, restored.stderr).toBe(0);
      expect(restored.stdout).toContain(`Restored ${path.basename(file)}`);
      expect(restored.stdout).toContain(
        "It holds 1 submissions, 0 subscribers, 0 consent records and 0 audit entries.",
      );
      expect(await storedMessages(database)).toEqual(["Message kept"]);
    },
  );
});

describe("npm run backup", () => {
  let database: TestDatabase;
  let backupDir: string;
  let received: string;

  beforeEach(async () => {
    database = await createTestDatabase("sqlite");
    const storage = new Storage(database.location, () => {});
    await storage.ready();
    await storage.close();
    backupDir = mkdtempSync(path.join(os.tmpdir(), "site-backups-"));
    received = mkdtempSync(path.join(os.tmpdir(), "site-backups-received-"));
  });
  afterEach(async () => {
    await database.drop();
    rmSync(backupDir, { recursive: true, force: true });
    rmSync(received, { recursive: true, force: true });
  });

  it("keeps the newest BACKUP_KEEP backups and deletes the older ones", { timeout: 60_000 }, async () => {
    const env = { DATABASE_URL: database.url, BACKUP_DIR: backupDir, BACKUP_KEEP: "2" };
    const names: string[] = [];
    for (let run = 0; run < 3; run++) {
      const result = await runScript("backup", [], env);
      expect(result.code, result.stderr).toBe(0);
      names.push((await readLatest(backupDir))!.file);
    }
    expect(new Set(names).size).toBe(3);
    expect(readdirSync(backupDir).filter((name) => name.startsWith("site-"))).toEqual(names.slice(1));
  });

  it("hands each finished backup to BACKUP_COMMAND as $BACKUP_FILE and $1", { timeout: 60_000 }, async () => {
    const result = await runScript("backup", [], {
      DATABASE_URL: database.url,
      BACKUP_DIR: backupDir,
      BACKUP_COMMAND: `cp "$BACKUP_FILE" ${received}/ && printf %s "$1" > ${received}/argument`,
    });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain("BACKUP_COMMAND took the file.");
    const { file } = (await readLatest(backupDir))!;
    expect(readFileSync(path.join(received, "argument"), "utf8")).toBe(path.join(backupDir, file));
    expect(readFileSync(path.join(received, file)).equals(readFileSync(path.join(backupDir, file)))).toBe(true);
  });

  it("keeps the backup and says so when BACKUP_COMMAND fails", { timeout: 60_000 }, async () => {
    const result = await runScript("backup", [], {
      DATABASE_URL: database.url,
      BACKUP_DIR: backupDir,
      BACKUP_COMMAND: "echo 'remote: access denied' >&2; exit 3",
    });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain("BACKUP_COMMAND: remote: access denied");
    expect(result.stdout).toContain("but BACKUP_COMMAND ended with exit code 3: it was not taken elsewhere.");
    expect(existsSync(path.join(backupDir, (await readLatest(backupDir))!.file))).toBe(true);
  });

  it("restores no damaged backup", { timeout: 60_000 }, async () => {
    const env = { DATABASE_URL: database.url, BACKUP_DIR: backupDir };
    expect((await runScript("backup", [], env)).code).toBe(0);
    const file = path.join(backupDir, (await readLatest(backupDir))!.file);
    const bytes = readFileSync(file);
    // A page in the middle overwritten, as a bad disk or a cut transfer leaves it.
    bytes.fill(0x5a, 8192, 12288);
    writeFileSync(file, bytes);
    const before = readFileSync(database.location.kind === "sqlite" ? database.location.file : "");
    const refused = await runScript("restore", [file], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`${file} is not a good backup:`);
    expect(refused.stderr).toContain("Nothing was changed.");
    expect(readFileSync(database.location.kind === "sqlite" ? database.location.file : "").equals(before)).toBe(true);
  });

  it("refuses without BACKUP_DIR, writing nothing", async () => {
    const result = await runScript("backup", [], { DATABASE_URL: database.url });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("BACKUP_DIR is not set");
  });
});
