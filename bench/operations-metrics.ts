/**
 * `npm run bench -- operations`: what keeping metrics costs. The production server answers the home
 * page (pre-rendered, the most common request) to autocannon on loopback, with metrics off (neither
 * METRICS_PORT nor METRICS_TOKEN) and on (METRICS_PORT, scraped every 5 s as Prometheus would), runs
 * alternating so that the machine's drift falls on both; the median of BENCH_RUNS runs of each
 * (3 by default), BENCH_SECONDS seconds each (10), BENCH_CONNECTIONS connections (10). The log is on in
 * both, written to /dev/null. The target is a cost under 3%. Needs a production build (BUILD_DIR).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { createRouteTable } from "../app/route-table";
import { createMetrics } from "../server/operations/metrics";
import { routeKindOf } from "../server/operations/metrics-route-kind";
import { freePort } from "../tests/support/free-port";
import { formTokenSecret, requireProductionBuild } from "../tests/support/production-server";

const root = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.BENCH_PORT ?? 4300);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function untilHealthy(url: string, server: ChildProcess) {
  for (let attempt = 0; attempt < 300; attempt++) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not become healthy at ${url}`);
}

async function startServer(env: Record<string, string>, dataDir: string) {
  const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      BUILD_DIR: requireProductionBuild(),
      HOST: "127.0.0.1",
      PORT: String(port),
      FORM_TOKEN_SECRET: formTokenSecret,
      DATABASE_URL: `file:${path.join(dataDir, "site.db")}`,
      ...env,
    },
  });
  await untilHealthy(`http://127.0.0.1:${port}/healthz`, server);
  return {
    async stop() {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
    },
  };
}

/** Requests per second the server holds for the home page, with metrics on or off. */
async function measure(metrics: boolean): Promise<number> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-operations-"));
  const metricsPort = await freePort();
  const server = await startServer(metrics ? { METRICS_PORT: String(metricsPort) } : {}, dataDir);
  const scrape = () => fetch(`http://127.0.0.1:${metricsPort}/metrics`).then((response) => response.text());
  const scrapes = metrics ? setInterval(() => void scrape(), 5_000) : undefined;
  try {
    const url = `http://127.0.0.1:${port}/`;
    // A short warm-up: the JIT, the page's compressed copy in memory.
    await autocannon({ url, connections, duration: 2 });
    const result = await autocannon({ url, connections, duration: seconds });
    if (result.non2xx > 0 || result.errors > 0) {
      throw new Error(`${result.non2xx} answers other than 2xx and ${result.errors} errors`);
    }
    return result.requests.average;
  } finally {
    clearInterval(scrapes);
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
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

const off: number[] = [];
const on: number[] = [];
for (let run = 0; run < runs; run++) {
  // Off first, then on first: whichever goes second does not always meet the same load left by the first.
  for (const metrics of run % 2 === 0 ? [false, true] : [true, false])
    (metrics ? on : off).push(await measure(metrics));
  console.log(`run ${run + 1}: metrics off ${Math.round(off[run])} req/s, on ${Math.round(on[run])} req/s`);
}
const [withoutMetrics, withMetrics] = [median(off), median(on)];
const cost = (1 - withMetrics / withoutMetrics) * 100;
console.log(
  `\nThe home page, ${connections} connections, ${seconds} s a run, median of ${runs}:` +
    `\n  metrics off: ${Math.round(withoutMetrics)} req/s\n  metrics on:  ${Math.round(withMetrics)} req/s` +
    `\n  cost: ${cost.toFixed(1)}% (target under 3%)`,
);
const perRequestUs = metricsCpuPerRequestUs();
console.log(
  `  CPU the metrics add to a request: ${perRequestUs.toFixed(2)} µs, ` +
    `${((perRequestUs * withoutMetrics) / 1e4).toFixed(2)}% of a core at the rate without them`,
);
