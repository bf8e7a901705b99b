/**
 * The restore drill (docs/operations/backups.md): the real production server backs itself up every two
 * seconds while 2,000 form posts come in (and more, until a backup begun among them has finished), after
 * a newsletter subscription and the desk command adding an owner; its last backup, restored with
 * `npm run restore` into a new database, passes its integrity check, holds every submission acknowledged
 * before that backup began, the subscriber's consent records and the audit entry, and a new server runs
 * on it. SQLite and PostgreSQL.
 */
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { simpleParser } from "mailparser";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { issueFormToken } from "~/forms/fill-time-token.server";
import { honeypotFieldName, tokenFieldName } from "~/forms/form-protocol";
import { subscribeFormName } from "~/newsletter/newsletter-lists";
import { readLatest } from "../../server/operations/backup-files";
import { Storage } from "../../server/storage/database";
import { listSubmissions } from "../../server/submissions/submission-store";
import { runScript } from "../support/commands";
import {
  formPoster,
  formTokenSecret,
  postForm,
  type RunningServer,
  startProductionServer,
  validFields,
} from "../support/production-server";
import { eventually, startSmtpReceiver } from "../support/receivers";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-databases";

/** The fewest posts the drill sends; it goes on until a backup begun among them has finished. */
const posts = 2_000;
const streams = 8;
const reader = "drill-reader@example.com";
const owner = "drill-owner@example.org";

describe.each(databaseKinds)("the restore drill on %s", (kind) => {
  let source: TestDatabase;
  let target: TestDatabase;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  let backupDir: string;
  const servers: RunningServer[] = [];

  beforeEach(async () => {
    source = await createTestDatabase(kind);
    target = await createTestDatabase(kind);
    smtp = await startSmtpReceiver();
    backupDir = mkdtempSync(path.join(os.tmpdir(), "site-backups-"));
  });
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.stop("SIGKILL");
    await smtp.close();
    await source.drop();
    await target.drop();
    rmSync(backupDir, { recursive: true, force: true });
  });

  async function subscribeAndConfirm(server: RunningServer) {
    const body = new URLSearchParams({ [honeypotFieldName]: "", page: "/insights", email: reader, consent: "yes" });
    body.append("lists", "insights");
    body.set(tokenFieldName, issueFormToken(subscribeFormName, formTokenSecret, Date.now() - 10_000));
    const asked = await fetch(`${server.url}/newsletter/subscribe`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body,
    });
    expect(asked.status, server.output()).toBe(200);
    const mail = await eventually(
      () => smtp.messages.find((message) => message.to.includes(reader)),
      60_000,
      "the confirmation e-mail",
    );
    const link = /https?:\/\/\S+(\/newsletter\/confirm\?token=\S+)/.exec(
      (await simpleParser(mail.raw)).text ?? "",
    )?.[1];
    const confirmed = await fetch(`${server.url}${link}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
      body: "",
    });
    expect(await confirmed.text()).toContain("Your subscription is confirmed");
  }

  /**
   * Posts concurrently, `posts` at least and until a backup begun after the first post has finished (its
   * record written), so that a backup was taken while the server kept writing on any machine, however
   * quickly it takes the posts; resolves with when each post was acknowledged, by its marker.
   */
  async function postUntilBackedUp(server: RunningServer, from: number): Promise<Map<string, number>> {
    const acknowledged = new Map<string, number>();
    const poster = formPoster(server.url);
    let next = 0;
    let backedUp = false;
    const watching = eventually(
      async () => {
        const latest = await readLatest(backupDir);
        return Boolean(latest && Date.parse(latest.startedAt) > from && acknowledged.size > 0);
      },
      120_000,
      "a backup begun while the posts came in",
    ).finally(() => (backedUp = true));
    const stream = async () => {
      while (next < posts || !backedUp) {
        const marker = `drill-${next++}`;
        const { status } = await poster.post("contact", validFields("contact", marker));
        if (status !== 200) throw new Error(`post ${marker} answered ${status}`);
        acknowledged.set(marker, Date.now());
      }
    };
    try {
      await Promise.all(Array.from({ length: streams }, stream));
      await watching;
    } finally {
      backedUp = true;
      poster.close();
    }
    return acknowledged;
  }

  it(
    "restores the last backup taken while the server kept writing, with everything acknowledged before it began",
    { timeout: 600_000 },
    async () => {
      // The subscription needs e-mail; the posts are taken by a server without it, which would otherwise
      // spend the machine composing a department e-mail for each post. Both back up, one at a time.
      const backups = {
        DATABASE_URL: source.url,
        RATE_LIMIT_PER_MINUTE: "0",
        BACKUP_DIR: backupDir,
        BACKUP_EVERY_HOURS: String(2 / 3600),
        BACKUP_KEEP: "100",
      };
      const [mailing, server] = await Promise.all([
        startProductionServer({ ...backups, SMTP_URL: smtp.url, RECEIPT_EMAIL: "off" }),
        startProductionServer(backups),
      ]);
      servers.push(mailing, server);

      await subscribeAndConfirm(mailing);
      expect(await mailing.stop()).toBe(0);
      const desk = await runScript("desk", ["add-owner", owner], { DATABASE_URL: source.url });
      expect(desk.code, desk.stderr).toBe(0);
      const postingFrom = Date.now();
      const acknowledged = await postUntilBackedUp(server, postingFrom);
      const postingUntil = Math.max(...acknowledged.values());
      expect(await server.stop()).toBe(0);

      const backupsBegun = readdirSync(backupDir)
        .filter((name) => name.startsWith("site-"))
        .map((name) => Date.parse(name.slice(5, 29).replace(/T(\d\d)-(\d\d)-(\d\d)-(\d\d\d)Z/, "T$1:$2:$3.$4Z")));
      expect(
        backupsBegun.filter((at) => at > postingFrom && at < postingUntil).length,
        "backups begun while the posts came in",
      ).toBeGreaterThan(0);
      const latest = await readLatest(backupDir);
      if (!latest) throw new Error("no latest.json in the backup folder");
      const began = Date.parse(latest.startedAt);
      expect(began, "the last backup began after the subscription and the desk command").toBeGreaterThan(postingFrom);

      const restored = await runScript("restore", [path.join(backupDir, latest.file)], {
        DATABASE_URL: target.url,
      });
      expect(restored.code, restored.stderr).toBe(0);
      expect(restored.stdout).toContain(`Restored ${latest.file}`);

      if (target.location.kind === "sqlite") {
        const file = new SQLite(target.location.file, { readonly: true });
        expect(file.pragma("integrity_check", { simple: true })).toBe("ok");
        file.close();
      }
      const storage = new Storage(target.location, () => {});
      try {
        const db = await storage.ready();
        const stored = new Set(
          (await listSubmissions(db)).map((submission) => submission.fields.message.replace("Message ", "")),
        );
        const due = [...acknowledged].filter(([, at]) => at < began).map(([marker]) => marker);
        expect(
          due.filter((marker) => !stored.has(marker)),
          "acknowledged before the backup began, missing",
        ).toEqual([]);
        expect(stored.size).toBeLessThanOrEqual(acknowledged.size);
        const subscriber = await db
          .selectFrom("subscribers")
          .select("id")
          .where("email", "=", reader)
          .executeTakeFirstOrThrow();
        const consent = await db
          .selectFrom("consent_records")
          .select("event")
          .where("subscriber_id", "=", subscriber.id)
          .orderBy("recorded_at")
          .execute();
        expect(consent.map((record) => record.event)).toEqual(["requested", "confirmed"]);
        const audit = await db.selectFrom("audit_log").select(["action", "target"]).execute();
        expect(audit).toContainEqual({ action: "staff.added-owner", target: `staff:${owner}` });
      } finally {
        await storage.close();
      }

      const revived = await startProductionServer({ DATABASE_URL: target.url, RATE_LIMIT_PER_MINUTE: "0" });
      servers.push(revived);
      expect((await fetch(`${revived.url}/healthz`)).status).toBe(200);
      expect((await postForm(revived.url, "contact", validFields("contact", "after the restore"))).status).toBe(200);
    },
  );
});
