/**
 * `npm run bench -- operations`: what running the site costs its operator.
 * Backups (backupRows): `npm run backup`'s work (the copy, its check, latest.json) and `npm run
 * restore`'s (the check, the restore, the count) on a database of 100,000 leads and 100,000
 * subscribers, SQLite and PostgreSQL (fsync on), median of three runs; the size of the file.
 * The rolling restart behind nginx (./operations-restart.ts): requests and submissions, none lost.
 * Each part's rows come from a function of its own and print as one table.
 *   BENCH_LEADS=10000 BENCH_SUBSCRIBERS=10000 npm run bench -- operations   a smaller database
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { DatabaseLocation } from "../server/env";
import { insertLeads } from "../server/desk/lead-rows";
import { takeBackup } from "../server/operations/backup";
import { restoreBackup } from "../server/operations/backup-restore";
import { Storage } from "../server/storage/database";
import { startPostgresCluster } from "../tests/support/postgres-cluster";
import { percentile } from "./forms";
import { measureRollingRestart } from "./operations-restart";

const leadCount = Number(process.env.BENCH_LEADS ?? 100_000);
const subscriberCount = Number(process.env.BENCH_SUBSCRIBERS ?? 100_000);
const runs = 3;

type Row = { what: string; sqlite: string; postgres: string };

const words = "governance pilot audit fairness model bias review data consent report team risk".split(" ");

/** Leads as the submission store writes them (submission, lead and its search text, one delivery), subscribers with a list and a consent record. */
async function seed(storage: Storage) {
  const db = await storage.ready();
  const now = Date.now();
  const batch = 500;
  for (let offset = 0; offset < Math.max(leadCount, subscriberCount); offset += batch) {
    const numbers = Array.from({ length: batch }, (_, index) => offset + index);
    const leads = numbers
      .filter((n) => n < leadCount)
      .map((n) => ({
        id: randomUUID(),
        createdAt: now - n * 60_000,
        fields: {
          name: `Person ${n}`,
          email: `person${n}@example${n % 97}.com`,
          message: Array.from({ length: 40 }, (_, word) => words[(n + word * 7) % words.length]).join(" "),
        },
      }));
    const subscribers = numbers
      .filter((n) => n < subscriberCount)
      .map((n) => ({ id: randomUUID(), email: `reader.${n}@mail${n % 500}.example`, createdAt: now - n * 60_000 }));
    await db.transaction().execute(async (transaction) => {
      if (leads.length > 0) {
        await transaction
          .insertInto("submissions")
          .values(
            leads.map((lead) => ({
              id: lead.id,
              form: "contact",
              fields: JSON.stringify(lead.fields),
              context: "{}",
              created_at: lead.createdAt,
            })),
          )
          .execute();
        await insertLeads(
          transaction,
          leads.map((lead) => ({
            submissionId: lead.id,
            form: "contact",
            createdAt: lead.createdAt,
            fields: lead.fields,
          })),
        );
        await transaction
          .insertInto("deliveries")
          .values(
            leads.map((lead) => ({
              id: randomUUID(),
              submission_id: lead.id,
              channel: "email" as const,
              status: "delivered" as const,
              attempts: 1,
              last_error: null,
              next_attempt_at: lead.createdAt,
              delivered_at: lead.createdAt + 1_000,
              claimed_until: null,
              claimed_by: null,
            })),
          )
          .execute();
      }
      if (subscribers.length === 0) return;
      await transaction
        .insertInto("subscribers")
        .values(
          subscribers.map((subscriber) => ({
            id: subscriber.id,
            email: subscriber.email,
            source: "form" as const,
            created_at: subscriber.createdAt,
            confirm_nonce: null,
            confirm_expires_at: null,
            confirmation_sent_at: null,
            deliverability: "active" as const,
            deliverability_changed_at: null,
          })),
        )
        .execute();
      await transaction
        .insertInto("subscriptions")
        .values(
          subscribers.map((subscriber) => ({
            subscriber_id: subscriber.id,
            list: "insights",
            status: "confirmed" as const,
            updated_at: subscriber.createdAt,
            confirmed_at: subscriber.createdAt,
          })),
        )
        .execute();
      await transaction
        .insertInto("consent_records")
        .values(
          subscribers.map((subscriber) => ({
            id: randomUUID(),
            subscriber_id: subscriber.id,
            event: "requested" as const,
            lists: "insights",
            recorded_at: subscriber.createdAt,
            page: "/insights",
            consent_version: "2026-11-26",
            client_hash: null,
          })),
        )
        .execute();
    });
  }
}

type Measured = { backupSeconds: number; restoreSeconds: number; bytes: number };

async function measureBackups(
  source: DatabaseLocation,
  emptyTarget: () => Promise<DatabaseLocation>,
): Promise<Measured> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-backups-"));
  try {
    const backups: number[] = [];
    const restores: number[] = [];
    let bytes = 0;
    for (let run = 0; run < runs; run++) {
      const started = performance.now();
      const outcome = await takeBackup({ database: source, dir, keep: runs, log: () => {} });
      backups.push((performance.now() - started) / 1000);
      bytes = outcome.record.bytes;
      const target = await emptyTarget();
      const restoreStarted = performance.now();
      await restoreBackup(outcome.path, target);
      restores.push((performance.now() - restoreStarted) / 1000);
    }
    return { backupSeconds: percentile(backups, 50), restoreSeconds: percentile(restores, 50), bytes };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function seeded(location: DatabaseLocation) {
  const storage = new Storage(location, () => {});
  try {
    await seed(storage);
  } finally {
    await storage.close();
  }
}

/** Backup and restore time and size, SQLite beside PostgreSQL. */
async function backupRows(): Promise<Row[]> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-operations-"));
  const cluster = await startPostgresCluster({ durable: true });
  try {
    const sqliteSource: DatabaseLocation = { kind: "sqlite", file: path.join(dir, "site.db") };
    await seeded(sqliteSource);
    let restoredFiles = 0;
    const sqlite = await measureBackups(sqliteSource, async () => ({
      kind: "sqlite",
      file: path.join(dir, `restored-${restoredFiles++}.db`),
    }));

    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    const database = async (name: string): Promise<DatabaseLocation> => {
      await admin.query(`create database ${name}`);
      const url = new URL(cluster.url);
      url.pathname = `/${name}`;
      return { kind: "postgres", url: url.href };
    };
    try {
      const postgresSource = await database("bench_source");
      await seeded(postgresSource);
      let restoredDatabases = 0;
      const postgres = await measureBackups(postgresSource, () => database(`bench_restored_${restoredDatabases++}`));
      const seconds = (value: number) => `${value.toFixed(2)} s`;
      const megabytes = (value: number) => `${(value / 1e6).toFixed(1)} MB`;
      return [
        {
          what: "backup (copy + check)",
          sqlite: seconds(sqlite.backupSeconds),
          postgres: seconds(postgres.backupSeconds),
        },
        { what: "backup file", sqlite: megabytes(sqlite.bytes), postgres: megabytes(postgres.bytes) },
        {
          what: "restore (check + restore + count)",
          sqlite: seconds(sqlite.restoreSeconds),
          postgres: seconds(postgres.restoreSeconds),
        },
      ];
    } finally {
      await admin.end();
    }
  } finally {
    cluster.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

const rows = await backupRows();
console.log(
  `\nOperations: ${leadCount.toLocaleString("en")} leads and ${subscriberCount.toLocaleString("en")} subscribers, median of ${runs} runs\n`,
);
console.log("| what | SQLite | PostgreSQL |");
console.log("| --- | --- | --- |");
for (const row of rows) console.log(`| ${row.what} | ${row.sqlite} | ${row.postgres} |`);

const restart = await measureRollingRestart();
console.log("\nA rolling restart of 2 servers behind nginx, under load (./operations-restart.ts)\n");
console.log("| requests | failed | submissions posted | stored once | stored twice | seconds |");
console.log("|---:|---:|---:|---:|---:|---:|");
console.log(
  `| ${restart.requests} | ${restart.failed} | ${restart.posted} | ${restart.stored} | ${restart.duplicated} | ${restart.seconds.toFixed(1)} |`,
);
