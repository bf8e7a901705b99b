/**
 * The form path under load, against the real production server on loopback:
 *   1. sustained valid submissions per second and their p50/p99 latency, with the
 *      rate limit off (RATE_LIMIT_PER_MINUTE=0), on SQLite and on PostgreSQL, each
 *      post from a new address, so that the server also sends every department e-mail
 *      and every visitor's confirmation (to SMTP_URL if set, else to a local receiver); each
 *      phase starts with an empty outbox, and the time the server then takes to send what the
 *      phase owes is shown beside it;
 *   2. page-serving p50/p99 alone, then while one client floods the contact form and
 *      is rate limited (default RATE_LIMIT_PER_MINUTE=10).
 * Needs a production build (`npm run build`, or BUILD_DIR) and Debian's PostgreSQL
 * binaries (scripts/install-test-deps.sh). Run: `npx tsx bench/forms.ts`.
 * Every load loop is bounded in time and in request count.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { type DatabaseLocation, parseDatabaseUrl } from "../server/env";
import { Storage } from "../server/storage/database";
import { createSubmissionStore } from "../server/submissions/submission-store";
import { startPostgresCluster } from "../tests/support/postgres-cluster";
import {
  postForm,
  requireProductionBuild,
  startProductionServer,
  validFields,
} from "../tests/support/production-server";
import { startSmtpReceiver } from "../tests/support/receivers";

const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 16);
const durationMs = Number(process.env.BENCH_SECONDS ?? 10) * 1000;
const maxRequests = 50_000;

type Sample = { latencies: number[]; statuses: Map<number, number>; elapsedMs: number; errors: number };

/** Runs `request` from `workers` concurrent loops until the time or the request budget is spent. */
export async function load(
  workers: number,
  request: (index: number) => Promise<number>,
  budgetMs: number,
): Promise<Sample> {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let errors = 0;
  let issued = 0;
  const start = performance.now();
  const deadline = start + budgetMs;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (performance.now() < deadline && issued < maxRequests) {
        const index = issued++;
        const began = performance.now();
        try {
          const status = await request(index);
          latencies.push(performance.now() - began);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        } catch {
          errors++;
        }
      }
    }),
  );
  return { latencies, statuses, elapsedMs: performance.now() - start, errors };
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const statusList = (statuses: Map<number, number>) =>
  [...statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}×${count}`)
    .join(" ");

/** A contact submission from an address never seen before: each one is owed a confirmation e-mail. */
let visitors = 0;
export function newVisitor(marker: string) {
  visitors += 1;
  return { ...validFields("contact", `${marker}-${visitors}`), email: `visitor-${visitors}@example.com` };
}

/**
 * Waits until the server has delivered every e-mail owed so far (bounded), so that one phase's
 * deliveries are not measured as the next phase's slowness; returns how long that took.
 */
async function outboxDrained(databaseUrl: string, boundMs = 180_000): Promise<string> {
  const storage = new Storage(parseDatabaseUrl(databaseUrl), () => {});
  const start = performance.now();
  try {
    const db = await storage.ready();
    while (performance.now() - start < boundMs) {
      const { owed } = await db
        .selectFrom("deliveries")
        .select((eb) => eb.fn.countAll<number>().as("owed"))
        .where("delivered_at", "is", null)
        .executeTakeFirstOrThrow();
      if (Number(owed) === 0) return `${((performance.now() - start) / 1000).toFixed(1)} s`;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return `not within ${boundMs / 1000} s`;
  } finally {
    await storage.close();
  }
}

async function submissionThroughput(label: string, databaseUrl: string) {
  const smtp = process.env.SMTP_URL ? undefined : await startSmtpReceiver();
  const server = await startProductionServer({
    DATABASE_URL: databaseUrl,
    RATE_LIMIT_PER_MINUTE: "0",
    ...(smtp && { SMTP_URL: smtp.url }),
  });
  // The messages themselves are not looked at: dropping them keeps the receiver's memory flat.
  const forget = smtp && setInterval(() => (smtp.messages.length = 0), 1_000);
  const rows = [];
  try {
    for (const asJson of [true, false]) {
      const post = async () => (await postForm(server.url, "contact", newVisitor("bench"), { asJson })).status;
      await load(concurrency, post, 2_000); // warm-up: JIT, connection pools
      await outboxDrained(databaseUrl);
      const sample = await load(concurrency, post, durationMs);
      const drained = await outboxDrained(databaseUrl);
      const ok = sample.statuses.get(200) ?? 0;
      rows.push({
        database: label,
        post: asJson ? "with JavaScript (JSON endpoint)" : "without JavaScript (page)",
        "submissions/s": (ok / (sample.elapsedMs / 1000)).toFixed(0),
        p50: ms(percentile(sample.latencies, 50)),
        p99: ms(percentile(sample.latencies, 99)),
        answers: statusList(sample.statuses) + (sample.errors ? ` errors×${sample.errors}` : ""),
        "e-mails all sent after": drained,
      });
    }
    return rows;
  } finally {
    await server.stop("SIGTERM");
    clearInterval(forget);
    await smtp?.close();
  }
}

/** The storage layer alone, in this process: what one commit costs without HTTP and rendering. */
async function storageThroughput(label: string, location: DatabaseLocation) {
  const storage = new Storage(location, () => {});
  try {
    const store = createSubmissionStore({ storage, channels: ["email", "confirmation"], log: () => {} });
    const submit = async () => {
      await store.submit({ form: "contact", fields: newVisitor("storage") });
      return 200;
    };
    await load(concurrency, submit, 1_000);
    const sample = await load(concurrency, submit, durationMs / 2);
    return {
      database: label,
      "commits/s": (sample.latencies.length / (sample.elapsedMs / 1000)).toFixed(0),
      p50: ms(percentile(sample.latencies, 50)),
      p99: ms(percentile(sample.latencies, 99)),
    };
  } finally {
    await storage.close();
  }
}

/** The flood runs in its own process, as a remote attacker would: its work does not queue behind the page client's. */
async function floodFromAnotherProcess(url: string, floodMs: number) {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", fileURLToPath(import.meta.url), "--flood", url, String(floodMs)],
    {
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const check = setInterval(() => {
      if (output.includes("flooding\n")) {
        clearInterval(check);
        resolve();
      }
    }, 20);
    child.on("exit", (code) => {
      clearInterval(check);
      reject(new Error(`the flood process exited early (${code})`));
    });
  });
  return new Promise<{ statuses: [number, number][]; elapsedMs: number }>((resolve, reject) => {
    child.removeAllListeners("exit");
    child.on("exit", () => {
      try {
        resolve(JSON.parse(output.slice(output.indexOf("\n") + 1)));
      } catch (error) {
        reject(error);
      }
    });
  });
}

async function runFlood(url: string, floodMs: number) {
  process.stdout.write("flooding\n");
  const sample = await load(
    concurrency,
    async (index) => (await postForm(url, "contact", validFields("contact", `flood-${index}`))).status,
    floodMs,
  );
  process.stdout.write(JSON.stringify({ statuses: [...sample.statuses], elapsedMs: sample.elapsedMs }));
}

async function pagesUnderFlood(databaseUrl: string) {
  const server = await startProductionServer({ DATABASE_URL: databaseUrl });
  const pages = ["/", "/contact", "/platform", "/company"];
  const getPage = async (index: number) => {
    const response = await fetch(`${server.url}${pages[index % pages.length]}`);
    await response.arrayBuffer();
    return response.status;
  };
  try {
    await load(4, getPage, 2_000);
    const alone = await load(4, getPage, durationMs);
    const flood = await floodFromAnotherProcess(server.url, durationMs + 1_000);
    const during = await load(4, getPage, durationMs);
    const { statuses, elapsedMs } = await flood;
    const floodStatuses = new Map(statuses);
    const floodTotal = [...floodStatuses.values()].reduce((sum, count) => sum + count, 0);
    const row = (label: string, sample: Sample) => ({
      pages: label,
      "pages/s": (sample.latencies.length / (sample.elapsedMs / 1000)).toFixed(0),
      p50: ms(percentile(sample.latencies, 50)),
      p99: ms(percentile(sample.latencies, 99)),
      answers: statusList(sample.statuses),
    });
    return {
      pages: [row("alone", alone), row("during the form flood", during)],
      flood: {
        "posts/s": (floodTotal / (elapsedMs / 1000)).toFixed(0),
        "rate limited (429)": `${(((floodStatuses.get(429) ?? 0) / Math.max(1, floodTotal)) * 100).toFixed(1)} %`,
        answers: statusList(floodStatuses),
      },
    };
  } finally {
    await server.stop("SIGTERM");
  }
}

/** Prints the three tables; `bench/run.ts` can call this too. */
export async function runFormBenchmarks() {
  requireProductionBuild();
  const dir = mkdtempSync(path.join(os.tmpdir(), "site-bench-"));
  const cluster = await startPostgresCluster({ durable: true });
  try {
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query("CREATE DATABASE bench");
    await admin.end();
    const postgresUrl = cluster.url.replace(/\/postgres$/, "/bench");

    const sqliteFile = path.join(dir, "bench.db");
    console.log(
      `Form submissions over HTTP, rate limit off, department and confirmation e-mails sent: ${concurrency} concurrent clients for ${durationMs / 1000} s each`,
    );
    console.table([
      ...(await submissionThroughput("SQLite", `file:${sqliteFile}`)),
      ...(await submissionThroughput("PostgreSQL", postgresUrl)),
    ]);
    console.log(
      `The storage layer alone (submit(): one transaction: the submission and its two e-mails' outbox rows), ${concurrency} concurrent`,
    );
    console.table([
      await storageThroughput("SQLite (WAL, synchronous=FULL)", { kind: "sqlite", file: sqliteFile }),
      await storageThroughput("PostgreSQL (fsync on)", { kind: "postgres", url: postgresUrl }),
    ]);

    console.log(
      `Pages (4 concurrent clients) while one client floods the contact form without JavaScript (${concurrency} concurrent posts), default rate limit`,
    );
    const { pages, flood } = await pagesUnderFlood(`file:${path.join(dir, "flood.db")}`);
    console.table(pages);
    console.table([flood]);
  } finally {
    cluster.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [mode, floodUrl, floodMs] = process.argv.slice(2);
  (mode === "--flood" ? runFlood(floodUrl, Number(floodMs)) : runFormBenchmarks()).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
