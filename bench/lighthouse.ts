/**
 * Lighthouse 12 (mobile, simulated throttling) on every page of a running production server,
 * against the budget of docs/decisions/013-islands-start-near-the-screen.md.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumFlags, chromiumPath } from "../tests/support/chromium";
import { controlPath, withControlRuns } from "./control-document";

const budget = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1000,
  tbtMs: 50,
  cls: 0.005,
  /** A page whose islands all start below the first mobile screen loads page.js alone. */
  jsKiBWithoutIslands: 10,
  /** A page with an island in its first screen loads React and that island's code. */
  jsKiB: 115,
};

export type PageScore = {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /**
   * The page's response as sent, headers and compressed body, in KB. Lighthouse's simulation sends
   * 14.6 KB in the first round trip (TCP's first window); a larger document waits one more round
   * trip, about 150 ms, before its first paint (docs/decisions/008-system-font-and-per-page-stylesheet.md).
   */
  documentKB: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKiB: number;
  /**
   * Lighthouse's measure of this machine's CPU during the run (higher is faster). Simulated
   * throttling scales the page's own main-thread work, so TBT rises when this falls: it tells a
   * busy machine from a slower page.
   */
  benchmarkIndex: number;
  /** Whether the run loaded React's island code (app/entry.client.tsx), i.e. a React island started in the first screen. */
  islandStarted: boolean;
};

type NetworkItem = { resourceType?: string; transferSize?: number; url?: string };

export function withinBudget(score: PageScore): string[] {
  const misses: string[] = [];
  if (score.performance < budget.performance) misses.push("performance");
  if (score.accessibility < budget.accessibility) misses.push("accessibility");
  if (score.bestPractices < budget.bestPractices) misses.push("best practices");
  if (score.seo < budget.seo) misses.push("SEO");
  if (score.lcpMs > budget.lcpMs) misses.push("LCP");
  if (score.tbtMs > budget.tbtMs) misses.push("TBT");
  if (score.cls > budget.cls) misses.push("CLS");
  if (score.jsKiB > (score.islandStarted ? budget.jsKiB : budget.jsKiBWithoutIslands)) misses.push("JS");
  return misses;
}

const attemptsPerPage = 3;

/**
 * One page's Lighthouse result. A run Lighthouse could not complete (NO_NAVSTART, NO_FCP: its
 * trace recording fails now and then on this busy machine) scores 0 without measuring anything:
 * it is said and run again.
 */
async function measure(port: number, url: string, path: string) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    const { runtimeError } = result.lhr;
    if (!runtimeError || attempt === attemptsPerPage) return result.lhr;
    console.log(`  ${path}: Lighthouse could not measure (${runtimeError.code}), running it again`);
  }
}

/** One Lighthouse run of one page, reduced to the budget's figures. */
function pageScore(path: string, { categories, audits, environment }: Awaited<ReturnType<typeof measure>>): PageScore {
  const items = (audits["network-requests"]?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
  const scripts = items.filter((item) => item.resourceType === "Script");
  const jsBytes = scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  const documentBytes = items.find((item) => item.resourceType === "Document")?.transferSize ?? NaN;
  const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
  const failing = Object.values(audits)
    .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary")
    .map((audit) => audit.id);
  if (failing.length) console.log(`  ${path}: failing audits: ${failing.join(", ")}`);
  return {
    path,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    documentKB: Number((documentBytes / 1000).toFixed(1)),
    fcpMs: Math.round(audits["first-contentful-paint"]?.numericValue ?? NaN),
    lcpMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? NaN),
    tbtMs: Math.round(audits["total-blocking-time"]?.numericValue ?? NaN),
    cls: Number((audits["cumulative-layout-shift"]?.numericValue ?? NaN).toFixed(3)),
    jsKiB: Number((jsBytes / 1024).toFixed(1)),
    benchmarkIndex: Math.round(environment.benchmarkIndex),
    islandStarted: scripts.some((item) => /\/assets\/entry\.client-/.test(item.url ?? "")),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** A page's runs as one score: the median of each figure, as timings on this machine vary from run to run. */
export function medianScore(runs: PageScore[]): PageScore {
  const of = (key: Exclude<keyof PageScore, "path" | "islandStarted">) => median(runs.map((run) => run[key]));
  return {
    path: runs[0].path,
    performance: of("performance"),
    accessibility: of("accessibility"),
    bestPractices: of("bestPractices"),
    seo: of("seo"),
    documentKB: Number(of("documentKB").toFixed(1)),
    fcpMs: Math.round(of("fcpMs")),
    lcpMs: Math.round(of("lcpMs")),
    tbtMs: Math.round(of("tbtMs")),
    cls: Number(of("cls").toFixed(3)),
    jsKiB: Number(of("jsKiB").toFixed(1)),
    benchmarkIndex: Math.round(of("benchmarkIndex")),
    islandStarted: runs.filter((run) => run.islandStarted).length * 2 > runs.length,
  };
}

/** How many pages the bench measures between two runs of the control document. */
const pagesBetweenControlRuns = 10;

/**
 * Every page `runs` times, one pass over all pages after the other so that a busy moment of the
 * machine falls on different pages each time, and each page's median. The control document
 * (bench/control-document.ts) is measured through each pass as well; its runs come back one by one,
 * as their spread is what they are for. A path is of the site at `origin`, or the whole address of a
 * page elsewhere (bench/images.ts measures the control with a picture).
 */
export async function runLighthouse(
  origin: string,
  paths: string[],
  runs: number,
  controlUrl: string,
): Promise<{ pages: PageScore[]; controlRuns: PageScore[] }> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ["--headless=new", ...chromiumFlags],
  });
  const runsByPath = new Map<string, PageScore[]>([...paths, controlPath].map((path) => [path, []]));
  try {
    for (let pass = 1; pass <= runs; pass += 1) {
      if (runs > 1) console.log(`pass ${pass} of ${runs}`);
      for (const path of withControlRuns(paths, pagesBetweenControlRuns)) {
        const url = path === controlPath ? controlUrl : new URL(path, origin).href;
        runsByPath.get(path)?.push(pageScore(path, await measure(chrome.port, url, path)));
      }
    }
  } finally {
    chrome.kill();
  }
  return {
    pages: paths.map((path) => medianScore(runsByPath.get(path) ?? [])),
    controlRuns: runsByPath.get(controlPath) ?? [],
  };
}

/**
 * What the control document's runs say about the pages: the spread of its TBT, and how many pages
 * miss the budget on TBT alone with a median inside that spread.
 */
export function describeControl(controlRuns: PageScore[], pages: PageScore[]): string {
  const tbt = controlRuns.map((run) => run.tbtMs).sort((a, b) => a - b);
  const highest = tbt[tbt.length - 1];
  const onlyTbt = pages.filter((page) => withinBudget(page).join() === "TBT");
  const withinSpread = onlyTbt.filter((page) => page.tbtMs <= highest);
  const spread = `The control (an empty document), ${tbt.length} runs through the passes: TBT median ${medianScore(controlRuns).tbtMs} ms, from ${tbt[0]} to ${highest} ms.`;
  const comparison =
    onlyTbt.length === 0
      ? "No page misses the budget on TBT alone."
      : `${withinSpread.length} of the ${onlyTbt.length} pages that miss the budget on TBT alone measured no more than the control's highest run.`;
  return `${spread}\n${comparison}`;
}

export function formatScores(scores: PageScore[]): string {
  const header = [
    "page",
    "perf",
    "a11y",
    "b.p.",
    "SEO",
    "doc KB",
    "FCP ms",
    "LCP ms",
    "TBT ms",
    "CLS",
    "JS KiB",
    "island",
    "CPU index",
    "budget",
  ];
  const rows = scores.map((score) => {
    const misses = withinBudget(score);
    return [
      score.path,
      score.performance,
      score.accessibility,
      score.bestPractices,
      score.seo,
      score.documentKB,
      score.fcpMs,
      score.lcpMs,
      score.tbtMs,
      score.cls,
      score.jsKiB,
      score.islandStarted ? "started" : "-",
      score.benchmarkIndex,
      misses.length ? `MISS: ${misses.join(", ")}` : "ok",
    ].map(String);
  });
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column])).join("  ");
  return [line(header), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)].join("\n");
}
