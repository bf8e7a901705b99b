/**
 * `npm run bench -- operations`: what keeping metrics costs. Two production servers of the same build
 * run side by side, one with metrics off (neither METRICS_PORT nor METRICS_TOKEN), one with them on
 * (METRICS_PORT, scraped every 5 s as Prometheus would); both log every request as JSON to /dev/null.
 * Head to head: both servers run on one core (Linux's taskset; autocannon, in this process, on the
 * other), and autocannon serves the home page (pre-rendered, the most common request) to both at once,
 * BENCH_CONNECTIONS connections (10) each, in rounds of BENCH_SECONDS seconds (5). The kernel shares the
 * core between the two processes, so each answers as many requests as its own work a request allows,
 * and whatever slows the machine meanwhile slows both alike. Served one after the other instead, in
 * alternating bursts (until 2026-11-30), a burst's requests a second moved with the machine by more
 * than the cost measured: the same build on the same core held 1,600 and 3,400 requests a second a
 * minute apart. Two processes of one build still differ a little (one may be compiled or placed
 * better), so the rounds run in BENCH_PHASES phases (10) of BENCH_ROUNDS rounds (3), each phase with
 * two new servers, the one with metrics started first in every other phase, both warmed up first for
 * BENCH_WARM_UP_SECONDS (10), a scrape included, to the rate a running server keeps. With BENCH_CONTROL=1
 * neither server keeps metrics, and the costs printed are the bench's own zero.
 * Two costs are printed, each the median over every round of every phase:
 * - the throughput's: 1 - on/off, the requests each server answered in the round;
 * - the CPU's: the CPU time each server's process (every thread, read from /proc) used in the round, a
 *   request, on/off - 1.
 * The target is a cost under 3%. Needs a production build (BUILD_DIR), Linux's /proc and two cores.
 */
import { execFileSync } from "node:child_process";
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
const phases = Number(process.env.BENCH_PHASES ?? 10);
const roundsPerPhase = Number(process.env.BENCH_ROUNDS ?? 3);
const control = process.env.BENCH_CONTROL === "1";
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const warmUpSeconds = Number(process.env.BENCH_WARM_UP_SECONDS ?? 10);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

if (os.availableParallelism() < 2)
  throw new Error("this bench needs two cores: one for autocannon, one for the servers");
// autocannon (this process, every thread) on the first core, the servers on the second.
execFileSync("taskset", ["--all-tasks", "--cpu-list", "--pid", "0", String(process.pid)], { stdio: "ignore" });
const serverCpu = 1;

/** One round: both servers loaded at once; what each answered, and the CPU its process used a request. */
async function round(servers: Record<"off" | "on", BenchServer>, duration: number) {
  const cpuBefore = { off: servers.off.cpuSeconds(), on: servers.on.cpuSeconds() };
  const [off, on] = await Promise.all(
    [servers.off, servers.on].map((server) => autocannon({ url: server.url, connections, duration })),
  );
  for (const result of [off, on]) {
    if (result.non2xx > 0 || result.errors > 0) {
      throw new Error(`${result.non2xx} answers other than 2xx and ${result.errors} errors`);
    }
  }
  const cpuPerRequestUs = (which: "off" | "on", requests: number) =>
    ((servers[which].cpuSeconds() - cpuBefore[which]) / requests) * 1e6;
  return {
    requests: { off: off.requests.total, on: on.requests.total },
    cpuPerRequestUs: { off: cpuPerRequestUs("off", off.requests.total), on: cpuPerRequestUs("on", on.requests.total) },
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

type Round = Awaited<ReturnType<typeof round>>;

/** One phase: two new servers, `rounds` rounds. The server with metrics is started first when `onFirst`. */
async function phase(dataDir: string, rounds: number, onFirst: boolean): Promise<Round[]> {
  const metricsPort = await freePort();
  const metricsEnv: Record<string, string> = control ? {} : { METRICS_PORT: String(metricsPort) };
  const start = (env: Record<string, string>, name: string) =>
    startBenchServer({ root, env, dataDir: path.join(dataDir, name), cpu: serverCpu });
  const first = await start(onFirst ? metricsEnv : {}, "first");
  const second = await start(onFirst ? {} : metricsEnv, "second");
  const servers = onFirst ? { on: first, off: second } : { off: first, on: second };
  const scrape = async () => {
    if (!control) await fetch(`http://127.0.0.1:${metricsPort}/metrics`).then((response) => response.text());
  };
  const scrapes = setInterval(() => void scrape(), 5_000);
  try {
    // A warm-up, as long as it takes to reach the steady rate a server keeps for the rest of its life:
    // the JIT, the page's compressed copy in memory, a first scrape. After 2 s of it the rounds still
    // climbed (5,000, 8,300, then 8,700 requests in 5 s), and the server with metrics, which has more
    // code to compile, climbed slower: the first round alone showed a cost of 3–11% (2026-11-30).
    await Promise.all([round(servers, warmUpSeconds), scrape()]);
    const measured: Round[] = [];
    for (let index = 0; index < rounds; index++) {
      const result = await round(servers, seconds);
      measured.push(result);
      const each = (which: "off" | "on") =>
        `${which} ${result.requests[which]} requests ${Math.round(result.cpuPerRequestUs[which])} µs`;
      console.log(`  round ${index + 1}: metrics ${each("off")}; ${each("on")}`);
    }
    return measured;
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
    const rounds = await phase(path.join(dataDir, String(index)), roundsPerPhase, onFirst);
    const throughput = rounds.map((measured) => (1 - measured.requests.on / measured.requests.off) * 100);
    const cpu = rounds.map((measured) => (measured.cpuPerRequestUs.on / measured.cpuPerRequestUs.off - 1) * 100);
    costs.throughput.push(...throughput);
    costs.cpu.push(...cpu);
    phaseMedians.push(`${median(throughput).toFixed(1)}% / ${median(cpu).toFixed(1)}%`);
  }
  const summary = (values: number[]) =>
    `${median(values).toFixed(1)}% (median of ${values.length} rounds; from ${Math.min(...values).toFixed(1)}% to ${Math.max(...values).toFixed(1)}%)`;
  console.log(
    `\nThe home page, the same build on two servers sharing one core, both logging, loaded at once with` +
      ` ${connections} connections each, ${phases} phases of new servers, ${roundsPerPhase} rounds of ${seconds} s each` +
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
