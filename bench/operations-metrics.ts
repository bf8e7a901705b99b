/**
 * `npm run bench -- operations`: what keeping metrics costs. Two production servers of the same build
 * run side by side, one with metrics off (neither METRICS_PORT nor METRICS_TOKEN), one with them on
 * (METRICS_PORT, scraped every 5 s as Prometheus would); both log every request as JSON to /dev/null.
 * After a warm-up of each, autocannon serves the home page (pre-rendered, the most common request) to
 * one and the other in rounds of four bursts (BENCH_RUNS rounds, 6 by default, of BENCH_SECONDS
 * seconds a burst, 5, BENCH_CONNECTIONS connections, 10): off, on, on, off, then on, off, off, on.
 * Each round weighs both servers alike whatever the machine's drift and whatever a burst inherits
 * from the one before it: alternating pairs alone, whose cost is read on one pair, showed the second
 * server of a pair a few per cent dearer whichever it was (2026-11-29). Two servers that differ in
 * nothing still differ a little (one process may be placed or compiled better than the other), so the
 * rounds are run in BENCH_PHASES phases (2), each with two new servers, the one with metrics started
 * first in every other phase. With BENCH_CONTROL=1 neither server keeps metrics, and the costs printed
 * are the bench's own zero.
 * Two costs are printed, each the median over every round of every phase:
 * - the throughput's: 1 - on/off, each server's two bursts of the round together;
 * - the CPU's: the CPU time the server's process (every thread, read from /proc) used during its
 *   bursts, a request, on/off - 1. The share of the machine a server gets is what varies most on a
 *   shared one; the CPU a request needs varies least.
 * The target is a cost under 3%. Needs a production build (BUILD_DIR) and Linux's /proc.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { createRouteTable } from "../app/route-table";
import { createMetrics } from "../server/operations/metrics";
import { routeKindOf } from "../server/operations/metrics-route-kind";
import { freePort } from "../tests/support/free-port";
import { type BenchServer, startBenchServer } from "./bench-server";

const root = path.resolve(import.meta.dirname, "..");
const runs = Number(process.env.BENCH_RUNS ?? 6);
const phases = Number(process.env.BENCH_PHASES ?? 2);
const control = process.env.BENCH_CONTROL === "1";
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const startServer = (env: Record<string, string>, dataDir: string) => startBenchServer({ root, env, dataDir });
type Server = BenchServer;

/** One burst at `server`: its requests a second, and the CPU its process used for each request meanwhile. */
async function burst(server: Server, duration: number) {
  const cpuBefore = server.cpuSeconds();
  const result = await autocannon({ url: server.url, connections, duration });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${result.non2xx} answers other than 2xx and ${result.errors} errors`);
  }
  return {
    perSecond: result.requests.total / duration,
    cpuPerRequestUs: ((server.cpuSeconds() - cpuBefore) / result.requests.total) * 1e6,
  };
}

/**
 * The CPU time the metrics add to one request, measured in this process where the other engineers'
 * load cannot blur it as it blurs the throughput: sorting the request and counting it.
 */
function metricsCpuPerRequestUs(): number {
  const metrics = createMetrics();
  const kindOf = routeKindOf(createRouteTable("aequa"));
  const count = 200_000;
  const start = process.cpuUsage();
  for (let index = 0; index < count; index++) metrics.requestAnswered(kindOf("GET", "/"), 200, 0.002);
  const used = process.cpuUsage(start);
  return (used.user + used.system) / count;
}

type Burst = Awaited<ReturnType<typeof burst>>;
/** A round: each server's requests a second and CPU a request over its two bursts. */
type Measured = Record<"off" | "on", Burst>;

/** One phase: two new servers, `rounds` rounds of four bursts. The server with metrics is started first when `onFirst`. */
async function phase(dataDir: string, rounds: number, onFirst: boolean): Promise<Measured[]> {
  const metricsPort = await freePort();
  const metricsEnv: Record<string, string> = control ? {} : { METRICS_PORT: String(metricsPort) };
  const first = await startServer(onFirst ? metricsEnv : {}, path.join(dataDir, "first"));
  const second = await startServer(onFirst ? {} : metricsEnv, path.join(dataDir, "second"));
  const servers = onFirst ? { on: first, off: second } : { off: first, on: second };
  const scrapes = setInterval(() => {
    if (!control) void fetch(`http://127.0.0.1:${metricsPort}/metrics`).then((response) => response.text());
  }, 5_000);
  try {
    // A warm-up of each: the JIT, the page's compressed copy in memory.
    for (const server of [first, second]) await burst(server, 2);
    const measuredRounds: Measured[] = [];
    for (let round = 0; round < rounds; round++) {
      const bursts = { off: [] as Burst[], on: [] as Burst[] };
      const order = round % 2 === 0 ? (["off", "on", "on", "off"] as const) : (["on", "off", "off", "on"] as const);
      for (const which of order) bursts[which].push(await burst(servers[which], seconds));
      const together = (two: Burst[]): Burst => ({
        perSecond: (two[0].perSecond + two[1].perSecond) / 2,
        cpuPerRequestUs: (two[0].cpuPerRequestUs + two[1].cpuPerRequestUs) / 2,
      });
      const measured = { off: together(bursts.off), on: together(bursts.on) };
      measuredRounds.push(measured);
      const each = (which: "off" | "on") =>
        `${which} ${bursts[which].map((one) => `${Math.round(one.perSecond)} req/s ${Math.round(one.cpuPerRequestUs)} µs`).join(", ")}`;
      console.log(`  round ${round + 1} (${order.join(", ")}): metrics ${each("off")}; ${each("on")}`);
    }
    return measuredRounds;
  } finally {
    clearInterval(scrapes);
    await Promise.all([first.stop(), second.stop()]);
  }
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-operations-"));
try {
  const costs = { throughput: [] as number[], cpu: [] as number[] };
  const phaseMedians: string[] = [];
  for (let index = 0; index < phases; index++) {
    const onFirst = index % 2 === 1;
    console.log(`phase ${index + 1}, the server with metrics started ${onFirst ? "first" : "second"}:`);
    const rounds = await phase(path.join(dataDir, String(index)), Math.ceil(runs / phases), onFirst);
    const throughput = rounds.map((measured) => (1 - measured.on.perSecond / measured.off.perSecond) * 100);
    const cpu = rounds.map((measured) => (measured.on.cpuPerRequestUs / measured.off.cpuPerRequestUs - 1) * 100);
    costs.throughput.push(...throughput);
    costs.cpu.push(...cpu);
    phaseMedians.push(`${median(throughput).toFixed(1)}% / ${median(cpu).toFixed(1)}%`);
  }
  const summary = (values: number[]) =>
    `${median(values).toFixed(1)}% (median of ${values.length} rounds; from ${Math.min(...values).toFixed(1)}% to ${Math.max(...values).toFixed(1)}%)`;
  console.log(
    `\nThe home page, the same build on two servers running at once, both logging, ${connections} connections,` +
      ` rounds of four bursts of ${seconds} s after a warm-up, in ${phases} phases of new servers` +
      (control ? ", metrics off on both (the bench's own zero)" : "") +
      `:\n  throughput cost: ${summary(costs.throughput)}` +
      `\n  CPU cost a request (the whole process, every thread): ${summary(costs.cpu)}` +
      `\n  each phase's medians (throughput / CPU): ${phaseMedians.join(", ")}` +
      `\n  target: under 3%`,
  );
  const perRequestUs = metricsCpuPerRequestUs();
  console.log(`  CPU of counting one request alone (in this process): ${perRequestUs.toFixed(2)} µs`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
