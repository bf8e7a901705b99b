/**
 * `npm run bench -- pages`: every page's document as the server sends it (headers and brotli body)
 * against the first round trip, the largest parts of the largest documents, then Lighthouse (mobile,
 * simulated throttling) on each page beside the empty control document in the same passes: LCP as a
 * multiple of the control's, CLS and TBT (docs/decisions/029-every-page-in-its-first-round-trip.md).
 * Targets: LCP within 1.05 × the control's (the long read: 1.25 ×), CLS 0, TBT within the control's
 * runs. A page over the first round trip is also measured beside the control padded to its bytes,
 * the least LCP a document of that size can have. BENCH_PAGES restricts the pages, BENCH_RUNS sets
 * the runs (5). Results also go to bench/results/pages.json.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  documentMarkup,
  type DocumentSize,
  documentSize,
  firstRoundTripBytes,
  largestParts,
  longRead,
  sizeTable,
  totalBytes,
} from "../tests/support/document-sizes";
import { type ControlServer, serveControlDocument } from "./control-document";
import { medianScore, runLighthouse } from "./lighthouse";

const lcpTarget = 1.05;
const longReadLcpTarget = 1.25;
/** How many of the largest documents the bench takes apart. */
const largestShown = 5;

function table(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column])).join("  ");
  return [line(header), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)].join("\n");
}

/**
 * For each page over the first round trip, the control padded to as many bytes as sent (headers and
 * body), made and measured before Lighthouse asks for it.
 */
async function paddedControls(control: ControlServer, sizes: DocumentSize[]) {
  const over = sizes.filter((size) => totalBytes(size) > firstRoundTripBytes);
  if (over.length === 0) return [];
  const { headerBytes } = await documentSize(control.url, control.paddedUrl(over[0].body.length));
  return Promise.all(
    over.map(async (size) => {
      const url = control.paddedUrl(totalBytes(size) - headerBytes);
      return { page: size.path, url, bytes: totalBytes(await documentSize(url, url)) };
    }),
  );
}

export async function pagesBench(origin: string, paths: string[], runs: number) {
  const sizes = await Promise.all(paths.map((pagePath) => documentSize(origin, pagePath)));
  console.log(`\nEach page as the server sends it to a browser, in bytes (one round trip: ${firstRoundTripBytes})\n`);
  console.log(sizeTable(sizes));
  const largest = [...sizes].sort((a, b) => totalBytes(b) - totalBytes(a)).slice(0, largestShown);
  console.log(`\nWhat the ${largest.length} largest documents are made of (brotli bytes each part costs on its own)\n`);
  for (const size of largest) {
    const parts = largestParts(await documentMarkup(origin, size.path))
      .map(({ part, bytes }) => `${part} ${bytes}`)
      .join(", ");
    console.log(`${size.path} (${totalBytes(size)}): headers ${size.headerBytes}, ${parts}`);
  }

  console.log(
    `\nLighthouse 12, mobile, simulated throttling: ${paths.length} pages beside the control, median of ${runs}\n`,
  );
  const control = await serveControlDocument();
  const padded = await paddedControls(control, sizes).catch((error: unknown) => {
    control.close();
    throw error;
  });
  const { pages: scores, controlRuns } = await runLighthouse(
    origin,
    [...paths, ...padded.map(({ url }) => url)],
    runs,
    control.url,
  ).finally(control.close);
  const pages = scores.filter((score) => paths.includes(score.path));
  const controlScore = medianScore(controlRuns);
  const highestControlTbt = Math.max(...controlRuns.map((run) => run.tbtMs));
  const rows = pages.map((score) => {
    const size = sizes.find((candidate) => candidate.path === score.path);
    const ratio = score.lcpMs / controlScore.lcpMs;
    const target = score.path === longRead ? longReadLcpTarget : lcpTarget;
    const misses = [
      ...(ratio > target ? [`LCP over ${target} ×`] : []),
      ...(score.cls > 0 ? ["CLS"] : []),
      ...(score.tbtMs > highestControlTbt ? ["TBT"] : []),
    ];
    return {
      path: score.path,
      bytes: size ? totalBytes(size) : NaN,
      fcpMs: score.fcpMs,
      lcpMs: score.lcpMs,
      ratio: Number(ratio.toFixed(2)),
      cls: score.cls,
      tbtMs: score.tbtMs,
      targets: misses.length ? `MISS: ${misses.join(", ")}` : "ok",
    };
  });
  console.log(
    table(
      ["page", "bytes", "FCP ms", "LCP ms", "× control", "CLS", "TBT ms", "targets"],
      [
        [
          "(control: an empty document)",
          "",
          String(controlScore.fcpMs),
          String(controlScore.lcpMs),
          "1.00",
          String(controlScore.cls),
          String(controlScore.tbtMs),
          "",
        ],
        ...rows.map((row) =>
          [row.path, row.bytes, row.fcpMs, row.lcpMs, row.ratio.toFixed(2), row.cls, row.tbtMs, row.targets].map(
            String,
          ),
        ),
      ],
    ),
  );
  for (const { page, url, bytes } of padded) {
    const alone = scores.find((score) => score.path === url);
    const measured = pages.find((score) => score.path === page);
    if (!alone || !measured) continue;
    console.log(
      `\n${page}'s bytes alone: the control padded to ${bytes} bytes as sent takes LCP to ${alone.lcpMs} ms, ` +
        `${(alone.lcpMs / controlScore.lcpMs).toFixed(2)} × the control's; the page's ${measured.lcpMs} ms is ` +
        `${(measured.lcpMs / alone.lcpMs).toFixed(2)} × that.`,
    );
  }
  console.log(
    `\nThe control's TBT across its ${controlRuns.length} runs: ${Math.min(...controlRuns.map((run) => run.tbtMs))} to ${highestControlTbt} ms.`,
  );
  const root = path.resolve(import.meta.dirname, "..");
  mkdirSync(path.join(root, "bench", "results"), { recursive: true });
  writeFileSync(
    path.join(root, "bench", "results", "pages.json"),
    JSON.stringify(
      {
        sizes: sizes.map((size) => ({ path: size.path, headerBytes: size.headerBytes, bodyBytes: size.body.length })),
        pages: rows,
        control: controlScore,
        paddedControls: padded.map(({ page, bytes, url }) => ({
          page,
          bytes,
          score: scores.find((score) => score.path === url),
        })),
        controlRuns,
      },
      null,
      2,
    ),
  );
}
