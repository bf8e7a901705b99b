/**
 * `npm run bench`: builds the site, serves the production build on loopback and
 * measures it. Prints tables; it never fails a build on timing (this machine is noisy).
 *   npm run bench                 everything
 *   npm run bench -- lighthouse   one part (lighthouse, pages, simulations, forms, newsletter, desk, images, import, operations, request-cost)
 *   BENCH_PAGES=/,/team npm run bench -- lighthouse
 *   BENCH_RUNS=1 npm run bench -- lighthouse   one run per page instead of the median of three (pages: five)
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseSiteConfig } from "../app/config/site-schema";
import { loadArticleSummaries } from "../app/content/loader/content-pages.server";
import { contentPages, createRouteTable } from "../app/route-table";
import { startBenchServer } from "./bench-server";
import { serveControlDocument } from "./control-document";
import { describeControl, formatScores, medianScore, runLighthouse, withinBudget } from "./lighthouse";
import { pagesBench } from "./pages";

const root = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.BENCH_PORT ?? 4300);
const parts = process.argv.slice(2).filter((arg) => !arg.startsWith("-"));
const lighthouseRuns = Number(process.env.BENCH_RUNS ?? (parts.includes("pages") ? 5 : 3));
const wants = (part: string) => parts.length === 0 || parts.includes(part);

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed`);
}

/** Builds the site, serves the production build on `port` and runs `measure` against it. */
async function withBuiltSite(measure: (origin: string) => Promise<void>) {
  run("npm", ["run", "build"]);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-"));
  const origin = `http://127.0.0.1:${port}`;
  // A server left on the port (from an interrupted run) would be measured instead of this build.
  if (
    await fetch(`${origin}/healthz`).then(
      () => true,
      () => false,
    )
  ) {
    throw new Error(`port ${port} is already in use: stop that server or set BENCH_PORT`);
  }
  const server = await startBenchServer({ root, env: {}, dataDir, port });
  try {
    await measure(origin);
  } finally {
    await server.stop();
  }
}

/** Every page of the site, or those BENCH_PAGES names. */
function benchPaths(): string[] {
  const site = parseSiteConfig(process.env);
  const table = createRouteTable(site.productSlug);
  return (
    process.env.BENCH_PAGES?.split(",") ??
    [...table, ...contentPages(table, loadArticleSummaries(site, root))].map((page) => page.path)
  );
}

async function lighthouseBench(origin: string) {
  const paths = benchPaths();
  const runs = lighthouseRuns > 1 ? `, median of ${lighthouseRuns} runs` : "";
  console.log(`\nLighthouse 12, mobile, simulated throttling: ${paths.length} pages${runs}\n`);
  const control = await serveControlDocument();
  const { pages: scores, controlRuns } = await runLighthouse(origin, paths, lighthouseRuns, control.url).finally(
    control.close,
  );
  console.log(`\n${formatScores([medianScore(controlRuns), ...scores])}\n`);
  const missing = scores.filter((score) => withinBudget(score).length > 0);
  console.log(`${scores.length - missing.length} of ${scores.length} pages within budget`);
  console.log(describeControl(controlRuns, scores));
  const indexes = scores.map((score) => score.benchmarkIndex).sort((a, b) => a - b);
  console.log(
    `Lighthouse's CPU index of this machine (higher is faster): ${indexes[0]} to ${indexes[indexes.length - 1]} across pages`,
  );
  mkdirSync(path.join(root, "bench", "results"), { recursive: true });
  writeFileSync(
    path.join(root, "bench", "results", "lighthouse.json"),
    JSON.stringify({ pages: scores, controlRuns }, null, 2),
  );
}

if (wants("lighthouse")) await withBuiltSite(lighthouseBench);
if (wants("pages")) await withBuiltSite((origin) => pagesBench(origin, benchPaths(), lighthouseRuns));
for (const part of ["simulations", "forms", "newsletter", "desk", "images", "import", "operations", "request-cost"]) {
  if (wants(part)) run("npx", ["tsx", `bench/${part}.ts`]);
}
if (wants("operations")) run("npx", ["tsx", "bench/operations-metrics.ts"]);
