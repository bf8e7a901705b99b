/**
 * `npm run bench -- newsletter`: an edition to 10,000 imported subscribers, through the real production
 * server and its delivery worker to a local SMTP receiver, on SQLite and on PostgreSQL (fsync on), as
 * real mailboxes answer: 5% of the addresses are refused for good (550 5.1.1) and 1% are deferred
 * once (451 4.2.1) and taken on the retry. It reports the time to import and to queue the edition, the
 * copies received and the attempts the receiver answered (refused, deferred, in all), how the edition's
 * outbox rows ended (sent, given up, still being retried when the deliverable copies had all arrived and
 * the retries of the deferred ones were done), the messages per second until the last copy arrived, the
 * server's peak memory (VmHWM), and the forms' throughput before and during the send (the forms bench's
 * own load loop, bench/forms.ts). NEWSLETTER_RATE_PER_MINUTE is lifted so that the pipeline, not the
 * pacing, is measured. Needs a production build (BUILD_DIR) and Debian's PostgreSQL.
 * BENCH_SUBSCRIBERS, BENCH_SECONDS (forms load) and BENCH_REFUSED_EVERY / BENCH_DEFERRED_EVERY (one
 * address in so many; 0 for none) change the scenario.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadSiteConfig } from "../app/config/load-site-config.server";
import { parseDatabaseUrl } from "../server/env";
import { loadEditionArticles } from "../server/newsletter/edition-articles";
import { nextEdition, queueEdition } from "../server/newsletter/editions";
import { newsletterKeysSource } from "../server/newsletter/newsletter-keys";
import { importSubscribers } from "../server/newsletter/subscriber-import";
import { Storage } from "../server/storage/database";
import { startPostgresCluster } from "../tests/support/postgres-cluster";
import { postForm, requireProductionBuild, startProductionServer } from "../tests/support/production-server";
import { startSmtpReceiver } from "../tests/support/receivers";
import { load, newVisitor, percentile } from "./forms";

const subscribers = Number(process.env.BENCH_SUBSCRIBERS ?? 10_000);
const formSeconds = Number(process.env.BENCH_SECONDS ?? 5);
const refusedEvery = Number(process.env.BENCH_REFUSED_EVERY ?? 20);
const deferredEvery = Number(process.env.BENCH_DEFERRED_EVERY ?? 100);
const addressOf = (index: number) => `reader${index}@example.com`;
const isEvery = (index: number, every: number, offset: number) => every > 0 && index % every === offset;
const secret = "bench-newsletter-secret-0123456789";
const site = loadSiteConfig();

/** The peak resident memory of a process so far, in MiB (Linux /proc). */
function peakMemoryMiB(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN) / 1024;
}

async function formsThroughput(url: string) {
  const sample = await load(
    8,
    async () => (await postForm(url, "contact", newVisitor("newsletter-bench"), { asJson: true })).status,
    formSeconds * 1000,
  );
  const ok = sample.statuses.get(200) ?? 0;
  return { perSecond: ok / (sample.elapsedMs / 1000), p99: percentile(sample.latencies, 99) };
}

async function editionBench(label: string, databaseUrl: string) {
  const storage = new Storage(parseDatabaseUrl(databaseUrl), () => {});
  const smtp = await startSmtpReceiver();
  for (let index = 0; index < subscribers; index++) {
    if (isEvery(index, refusedEvery, 0)) smtp.refused.add(addressOf(index));
    else if (isEvery(index, deferredEvery, 1)) smtp.deferred.set(addressOf(index), 1);
  }
  const deliverable = subscribers - smtp.refused.size;
  let editionCopies = 0;
  let lastCopyAt = 0;
  // Count the edition's copies and forget every message: 10,000 kept would weigh on this process.
  const tally = setInterval(() => {
    const copies = smtp.messages.filter((message) => message.raw.includes("List-Unsubscribe-Post")).length;
    if (copies > 0) lastCopyAt = performance.now();
    editionCopies += copies;
    smtp.messages.length = 0;
  }, 50);
  try {
    const db = await storage.ready();
    const keys = await newsletterKeysSource(storage, secret)();
    const csv = [
      "email,source",
      ...Array.from({ length: subscribers }, (_, index) => `${addressOf(index)},bench`),
    ].join("\n");
    const importStart = performance.now();
    const report = await importSubscribers(db, keys, { text: csv, fileName: "bench.csv" });
    const importMs = performance.now() - importStart;
    if ("error" in report || report.imported !== subscribers)
      throw new Error(`import failed: ${JSON.stringify(report)}`);

    const server = await startProductionServer({
      DATABASE_URL: databaseUrl,
      SMTP_URL: smtp.url,
      RATE_LIMIT_PER_MINUTE: "0",
      NEWSLETTER_SECRET: secret,
      NEWSLETTER_RATE_PER_MINUTE: "100000000",
    });
    try {
      await formsThroughput(server.url); // warm-up: JIT, pools, the e-mail modules
      const before = await formsThroughput(server.url);
      const edition = await nextEdition(db, loadEditionArticles(site));
      if (!edition) throw new Error("no article to send");
      const enqueueStart = performance.now();
      await queueEdition(db, edition, { ratePerMinute: 100_000_000 });
      const enqueueMs = performance.now() - enqueueStart;
      const during = await formsThroughput(server.url);
      const deadline = performance.now() + 600_000;
      while (editionCopies < deliverable && performance.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 100));
      const sendSeconds = (lastCopyAt - enqueueStart) / 1000;
      // The forms' load sends its own e-mails through the same receiver: only the edition's recipients count.
      const editionAttempts = smtp.attempts.filter((address) => /^reader\d+@/.test(address));
      const refusedAnswers = editionAttempts.filter((address) => smtp.refused.has(address)).length;
      const rows = await db
        .selectFrom("deliveries")
        .select(["status", (eb) => eb.fn.countAll().as("count")])
        .where("channel", "=", "edition")
        .groupBy("status")
        .execute();
      const rowsIn = (status: string) => Number(rows.find((row) => row.status === status)?.count ?? 0);
      return {
        database: label,
        subscribers,
        "import (s)": (importMs / 1000).toFixed(1),
        "enqueue (s)": (enqueueMs / 1000).toFixed(2),
        "copies received": editionCopies,
        "RCPT answered (550 / 451 / all)": `${refusedAnswers} / ${deferredAnswers(smtp)} / ${editionAttempts.length}`,
        "rows sent / given up / retrying": `${rowsIn("delivered")} / ${rowsIn("failed")} / ${rowsIn("failing") + rowsIn("pending")}`,
        "messages/s": (editionCopies / sendSeconds).toFixed(0),
        "send (s)": sendSeconds.toFixed(1),
        "server peak RSS (MiB)": peakMemoryMiB(server.child.pid).toFixed(0),
        "forms/s before": before.perSecond.toFixed(0),
        "forms/s during send": during.perSecond.toFixed(0),
        "forms p99 before/during (ms)": `${before.p99.toFixed(0)} / ${during.p99.toFixed(0)}`,
      };
    } finally {
      await server.stop("SIGTERM");
    }
  } finally {
    clearInterval(tally);
    await smtp.close();
    await storage.close();
  }
}

/** The 451 answers: the first attempt at each deferred address (the receiver takes the second). */
function deferredAnswers(smtp: Awaited<ReturnType<typeof startSmtpReceiver>>): number {
  const seen = new Set<string>();
  let count = 0;
  for (const address of smtp.attempts) {
    if (smtp.refused.has(address) || !smtp.deferred.has(address)) continue;
    if (!seen.has(address)) count += 1;
    seen.add(address);
  }
  return count;
}

requireProductionBuild();
const dir = mkdtempSync(path.join(os.tmpdir(), "bench-newsletter-"));
const cluster = await startPostgresCluster({ durable: true });
try {
  const rows = [
    await editionBench("SQLite", `file:${path.join(dir, "site.db")}`),
    await editionBench("PostgreSQL", cluster.url),
  ];
  console.log(
    `\nAn edition to ${subscribers} imported subscribers through a local SMTP receiver that refuses one address in ${refusedEvery} (550) and defers one in ${deferredEvery} once (451); forms: ${formSeconds} s of JSON posts, 8 concurrent\n`,
  );
  console.table(rows);
} finally {
  cluster.stop();
  rmSync(dir, { recursive: true, force: true });
}
