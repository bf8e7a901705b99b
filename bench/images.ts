/**
 * `npm run bench -- images`: an article's cover of 1, 12 and 50 megapixels (test pictures that
 * encoders treat as photographs, tests/support/photographic-picture.ts), each given to an article
 * of a copy of the repository as the editor would, then:
 * - the build's picture step on each alone (app/pictures/): first with an empty cache, then again
 *   from it (the median of BENCH_RUNS runs each);
 * - the site built and served: the bytes of the cover a phone (375 px, twice the density) and a
 *   desktop (1280 px) fetch, and the format they get;
 * - Lighthouse (mobile, simulated throttling) on each article beside the empty control document, an
 *   article without a cover (the same page but for its picture), and the control showing nothing but
 *   the 12 MP cover's file as Lighthouse's phone gets it, at the size the article shows it there: the
 *   least LCP any page with that picture can have (docs/decisions/029-every-page-in-its-first-round-trip.md).
 * Issue 33's targets: at most 120 KB of cover on the phone, LCP within 1.2 times the control's, CLS 0.
 * BENCH_RUNS sets the runs of each (3). Results also go to bench/results/images.json.
 */
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { screenEmulationMetrics } from "lighthouse/core/config/constants.js";
import { chromium, type Browser } from "playwright-core";
import { preparePictures } from "../app/pictures/picture-step.server";
import { insightsPaths } from "../app/route-table";
import { chromiumFlags, chromiumPath } from "../tests/support/chromium";
import { freePort } from "../tests/support/free-port";
import { addCover, buildSite } from "../tests/support/picture-fixture";
import { startProductionServer } from "../tests/support/production-server";
import { copyRepository, repository } from "../tests/support/repository-copy";
import { type ControlServer, serveControlDocument } from "./control-document";
import { medianScore, runLighthouse, type PageScore } from "./lighthouse";

const lighthouseRuns = Number(process.env.BENCH_RUNS ?? 3);
const phoneBudgetKB = 120;
const lcpBudget = 1.2;
/** An article with a cover against the control showing only that cover's file (issue 43). */
const pictureFloorBudget = 1.1;

const covers = [
  { label: "1 MP", width: 1155, height: 866, slug: "understanding-the-trust-premium" },
  { label: "12 MP", width: 4000, height: 3000, slug: "what-is-ethical-debt" },
  { label: "50 MP", width: 8160, height: 6120, slug: "reading-the-four-headline-metrics" },
];

/** An article the bench leaves without a cover: the same page layout with nothing but text. */
const withoutCover = "keeping-identifiable-data-with-the-consortium";

const articlePath = insightsPaths("/insights").article;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kB = (bytes: number) => Math.round(bytes / 102.4) / 10;
const seconds = (ms: number) => (ms / 1000).toFixed(1);

async function timed<T>(run: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await run();
  return [result, performance.now() - start];
}

/** The cover's file a browser of this size chooses, its bytes on the wire (headers and body), and the file itself. */
async function coverAsFetched(browser: Browser, url: string, viewport: { width: number; height: number }, dpr: number) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: dpr });
  const page = await context.newPage();
  const fetched: Promise<number>[] = [];
  page.on("response", (response) => {
    if (/-cover-\d+-[0-9a-f]{10}\.\w+$/.test(response.url())) {
      fetched.push(
        response
          .request()
          .sizes()
          .then((size) => size.responseHeadersSize + size.responseBodySize),
      );
    }
  });
  await page.goto(url);
  const cover = page.locator("main picture img").first();
  await cover.evaluate((image: HTMLImageElement) => image.decode());
  const { source, width, height, shown } = await cover.evaluate((image: HTMLImageElement) => ({
    source: image.currentSrc,
    width: image.naturalWidth,
    height: image.naturalHeight,
    shown: { width: image.getBoundingClientRect().width, height: image.getBoundingClientRect().height },
  }));
  const bytes = (await Promise.all(fetched)).reduce((sum, size) => sum + size, 0);
  await context.close();
  return {
    file: /-(\d+)-[0-9a-f]{10}\.(\w+)$/.exec(source)!.slice(1).join(" w "),
    bytes,
    source,
    width,
    height,
    shown,
  };
}

/** The file a page chose for its cover, downloaded again to be shown alone by the control document. */
async function pictureOf({ source, width, height, shown }: Awaited<ReturnType<typeof coverAsFetched>>) {
  const response = await fetch(source);
  return {
    body: Buffer.from(await response.arrayBuffer()),
    type: response.headers.get("content-type")!,
    width,
    height,
    shown,
  };
}

/** The phone Lighthouse's mobile run emulates (412 × 823 CSS pixels at 1.75 × the density). */
const lighthousePhone = screenEmulationMetrics.mobile;

/** Rows by column name: the columns of the first row, a cell a row does not have left empty. */
function table(rows: Record<string, string>[]) {
  const columns = Object.keys(rows[0]);
  const cells = [columns, ...rows.map((row) => columns.map((column) => row[column] ?? ""))];
  const widths = columns.map((_, column) => Math.max(...cells.map((row) => row[column].length)));
  const line = (row: string[]) => row.map((cell, column) => cell.padEnd(widths[column])).join("  ");
  return [line(cells[0]), line(widths.map((width) => "-".repeat(width))), ...cells.slice(1).map(line)].join("\n");
}

const root = copyRepository("bench-images-");
const cacheDirs: string[] = [];
try {
  console.log(`\nCovers of ${covers.map((cover) => cover.label).join(", ")}: the picture step, each alone\n`);
  const prepared: { megabytes: number; firstMs: number; cachedMs: number; files: number }[] = [];
  for (const cover of covers) {
    const written = await addCover(root, cover.slug, { ...cover, alt: `A ${cover.label} test picture` });
    const reference = {
      source: { kind: "cover" as const, file: written.file, alt: "" },
      file: `content/articles/${cover.slug}.mdoc`,
      field: "cover",
    };
    // Each run from an empty cache of its own, then again from it: the median of each.
    const firsts: number[] = [];
    const cached: number[] = [];
    let files = 0;
    for (let run = 0; run < lighthouseRuns; run += 1) {
      const cache = { dir: mkdtempSync(path.join(os.tmpdir(), "bench-picture-cache-")) };
      cacheDirs.push(cache.dir);
      const [first, firstMs] = await timed(() => preparePictures(root, [reference], cache));
      const [again, cachedMs] = await timed(() => preparePictures(root, [reference], cache));
      if (first.issues.length || again.encoded) throw new Error(JSON.stringify({ first, again }));
      firsts.push(firstMs);
      cached.push(cachedMs);
      files = first.files.length;
    }
    const [firstMs, cachedMs] = [median(firsts), median(cached)];
    const megabytes = statSync(path.join(root, written.file)).size / (1024 * 1024);
    prepared.push({ megabytes, firstMs, cachedMs, files });
    console.log(`  ${cover.label}: ${seconds(firstMs)} s, then ${Math.round(cachedMs)} ms from the cache`);
  }

  console.log("\nBuilding the site with the three covers…");
  const buildDir = path.join(root, "build");
  await buildSite(root, buildDir);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-images-data-"));
  cacheDirs.push(dataDir);
  const server = await startProductionServer(
    { BUILD_DIR: buildDir, DATABASE_URL: `file:${path.join(dataDir, "site.db")}` },
    await freePort(),
  );
  let control: ControlServer | undefined;
  try {
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
    const fetched: {
      phone: Awaited<ReturnType<typeof coverAsFetched>>;
      desktop: Awaited<ReturnType<typeof coverAsFetched>>;
    }[] = [];
    for (const cover of covers) {
      const url = `${server.url}${articlePath(cover.slug)}`;
      fetched.push({
        phone: await coverAsFetched(browser, url, { width: 375, height: 812 }, 2),
        desktop: await coverAsFetched(browser, url, { width: 1280, height: 800 }, 1),
      });
    }
    // The 12 MP cover's file as Lighthouse's phone gets it, shown alone by the control at the size the
    // article shows it on that phone: this picture's own floor.
    const floorCover = covers.findIndex((cover) => cover.label === "12 MP");
    const asLighthouseSees = await coverAsFetched(
      browser,
      `${server.url}${articlePath(covers[floorCover].slug)}`,
      { width: lighthousePhone.width, height: lighthousePhone.height },
      lighthousePhone.deviceScaleFactor,
    );
    await browser.close();
    control = await serveControlDocument(await pictureOf(asLighthouseSees));

    const runs = lighthouseRuns > 1 ? `, median of ${lighthouseRuns} runs` : "";
    console.log(`\nLighthouse 12, mobile, simulated throttling${runs}…`);
    const { pages, controlRuns } = await runLighthouse(
      server.url,
      [...covers.map((cover) => articlePath(cover.slug)), articlePath(withoutCover), control.pictureUrl!],
      lighthouseRuns,
      control.url,
    );
    const controlScore = medianScore(controlRuns);
    const textOnly = pages[covers.length];
    const pictureAlone = pages[covers.length + 1];

    const rows = covers.map((cover, index) => {
      const { megabytes, firstMs, cachedMs, files } = prepared[index];
      const { phone, desktop } = fetched[index];
      const score = pages[index];
      const ratio = score.lcpMs / controlScore.lcpMs;
      const misses = [
        ...(kB(phone.bytes) > phoneBudgetKB ? ["phone bytes"] : []),
        ...(ratio > lcpBudget ? ["LCP"] : []),
        ...(score.cls > 0 ? ["CLS"] : []),
      ];
      return {
        cover: `${cover.label} (${cover.width} × ${cover.height}, ${megabytes.toFixed(1)} MB)`,
        firstSeconds: Number(seconds(firstMs)),
        cachedMs: Math.round(cachedMs),
        files,
        phone: { file: phone.file, kB: kB(phone.bytes) },
        desktop: { file: desktop.file, kB: kB(desktop.bytes) },
        lcpMs: score.lcpMs,
        lcpRatio: Number(ratio.toFixed(2)),
        lcpOverText: score.lcpMs - textOnly.lcpMs,
        cls: score.cls,
        performance: score.performance,
        budget: misses.length ? `MISS: ${misses.join(", ")}` : "ok",
      };
    });
    mkdirSync(path.join(repository, "bench", "results"), { recursive: true });
    writeFileSync(
      path.join(repository, "bench", "results", "images.json"),
      JSON.stringify({ covers: rows, withoutCover: textOnly, control: controlScore, pictureAlone, pages }, null, 2),
    );
    const reference = (name: string, score: PageScore) => ({
      cover: name,
      "LCP ms": String(score.lcpMs),
      "× control": (score.lcpMs / controlScore.lcpMs).toFixed(2),
      CLS: String(score.cls),
      perf: String(score.performance),
    });
    console.log(
      `\n${table([
        ...rows.map((row) => ({
          cover: row.cover,
          first: `${row.firstSeconds} s`,
          cached: `${row.cachedMs} ms`,
          files: String(row.files),
          "375 px, 2×": `${row.phone.kB} KB (${row.phone.file})`,
          "1280 px": `${row.desktop.kB} KB (${row.desktop.file})`,
          "LCP ms": String(row.lcpMs),
          "× control": String(row.lcpRatio),
          "vs no cover": `${row.lcpOverText > 0 ? "+" : ""}${row.lcpOverText} ms`,
          CLS: String(row.cls),
          perf: String(row.performance),
          targets: row.budget,
        })),
        reference(`(no cover: ${withoutCover})`, textOnly),
        reference("(control: an empty document)", controlScore),
        reference(
          `(control with the 12 MP cover as Lighthouse's phone gets it, ${asLighthouseSees.file}, shown ${Math.round(asLighthouseSees.shown.width)} × ${Math.round(asLighthouseSees.shown.height)} px)`,
          pictureAlone,
        ),
      ])}\n`,
    );
    const article = pages[floorCover];
    console.log(
      `The 12 MP article against its picture alone: ${article.lcpMs} / ${pictureAlone.lcpMs} ms = ${(article.lcpMs / pictureAlone.lcpMs).toFixed(2)} × (target ${pictureFloorBudget} ×). The control shows the very file the article's cover takes on Lighthouse's phone, at the size it has there; both measured in the same passes.`,
    );
    console.log(
      `Targets: at most ${phoneBudgetKB} KB of cover at 375 px and twice the density, LCP within ${lcpBudget} × the control's, CLS 0.`,
    );
  } finally {
    control?.close();
    await server.stop();
  }
} finally {
  rmSync(root, { recursive: true, force: true });
  for (const dir of cacheDirs) rmSync(dir, { recursive: true, force: true });
}
