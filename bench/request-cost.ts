/**
 * `npm run bench -- request-cost`: the CPU a request for the home page costs the server, this
 * checkout's code beside another commit's (BENCH_BASE, HEAD by default: what the working tree changes),
 * both serving this checkout's build. Each server is started from its own checkout (the base in a
 * temporary git worktree sharing this node_modules); autocannon serves them in alternating bursts
 * (BENCH_RUNS pairs, 8, of BENCH_SECONDS seconds, 4, 10 connections), the order swapped every pair,
 * and the CPU time of each server's process during its bursts, over its requests, is compared: the
 * share of the machine a server gets varies on a shared machine, the CPU a request needs varies least.
 * Needs a production build and Linux's /proc.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, symlinkSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { startBenchServer } from "./bench-server";

const root = path.resolve(import.meta.dirname, "..");
const base = process.env.BENCH_BASE ?? "HEAD";
const runs = Number(process.env.BENCH_RUNS ?? 8);
const seconds = Number(process.env.BENCH_SECONDS ?? 4);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const scratch = mkdtempSync(path.join(os.tmpdir(), "bench-request-cost-"));
const baseCheckout = path.join(scratch, "base");
execFileSync("git", ["worktree", "add", "--detach", "--quiet", baseCheckout, base], { cwd: root });
symlinkSync(path.join(root, "node_modules"), path.join(baseCheckout, "node_modules"));
const commit = execFileSync("git", ["rev-parse", "--short", base], { cwd: root, encoding: "utf8" }).trim();
try {
  const servers = {
    base: await startBenchServer({ root: baseCheckout, env: {}, dataDir: path.join(scratch, "base-data") }),
    current: await startBenchServer({ root, env: {}, dataDir: path.join(scratch, "current-data") }),
  };
  try {
    // A warm-up of each: the JIT, the page's compressed copy in memory.
    for (const server of Object.values(servers)) await autocannon({ url: server.url, connections: 10, duration: 2 });
    const cpuPerRequest = { base: [] as number[], current: [] as number[] };
    for (let run = 0; run < runs; run++) {
      for (const which of run % 2 === 0 ? (["base", "current"] as const) : (["current", "base"] as const)) {
        const server = servers[which];
        const before = server.cpuSeconds();
        const result = await autocannon({ url: server.url, connections: 10, duration: seconds });
        if (result.non2xx > 0 || result.errors > 0) throw new Error(`${which}: answers other than 2xx, or errors`);
        cpuPerRequest[which].push(((server.cpuSeconds() - before) / result.requests.total) * 1e6);
      }
    }
    const [was, now] = [median(cpuPerRequest.base), median(cpuPerRequest.current)];
    console.log(
      `The home page's CPU a request (the server's whole process), median of ${runs} bursts of ${seconds} s each:` +
        `\n  ${commit} (${base}): ${was.toFixed(0)} µs` +
        `\n  this checkout: ${now.toFixed(0)} µs (${(((now - was) / was) * 100).toFixed(1)}%)` +
        `\n  each burst, base: ${cpuPerRequest.base.map((value) => value.toFixed(0)).join(", ")}` +
        `\n  each burst, this checkout: ${cpuPerRequest.current.map((value) => value.toFixed(0)).join(", ")}`,
    );
  } finally {
    await Promise.all(Object.values(servers).map((server) => server.stop()));
  }
} finally {
  execFileSync("git", ["worktree", "remove", "--force", baseCheckout], { cwd: root });
  rmSync(scratch, { recursive: true, force: true });
}
