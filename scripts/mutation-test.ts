/**
 * `npm run test:mutation`: StrykerJS over every area of stryker.config.mjs, then the score of each
 * area. `npm run test:mutation -- <area>...` (an area's name, or a unique part of it such as
 * `delivery`) runs those areas alone; `--concurrency=N` overrides the
 * number of workers and `--force` tests every mutant again, ignoring the incremental file. Exits with 1 when Stryker fails or an area scores below target.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { PartialStrykerOptions } from "@stryker-mutator/api/core";
import type * as StrykerApi from "@stryker-mutator/core";
import mutation from "../stryker.areas.json" with { type: "json" };
import { areaScores, formatScoreTable, type MutationReport } from "./mutation-score.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { areas: mutationAreas, targetScore } = mutation;
const areaNames = Object.keys(mutationAreas) as (keyof typeof mutationAreas)[];

function chosenAreas(words: string[]): (keyof typeof mutationAreas)[] {
  if (words.length === 0) return areaNames;
  return words.map((word) => {
    const matches = areaNames.filter((name) => name.includes(word.toLowerCase()));
    if (matches.length !== 1) {
      process.stderr.write(
        `"${word}" names ${matches.length ? "several areas" : "no area"}: ${areaNames.join(", ")}\n`,
      );
      process.exit(2);
    }
    return matches[0];
  });
}

const args = process.argv.slice(2);
const areas = chosenAreas(args.filter((arg) => !arg.startsWith("--")));
const partial = areas.length < areaNames.length;
const concurrency = args.find((arg) => arg.startsWith("--concurrency="))?.split("=")[1];
const slug = partial ? areas.map((area) => area.replaceAll(" ", "-")).join("+") : "mutation";
const reportFile = `reports/mutation/${slug}.json`;
const options: PartialStrykerOptions = {
  configFile: "stryker.config.mjs",
  ...(concurrency ? { concurrency: Number(concurrency) } : {}),
  ...(args.includes("--force") ? { force: true } : {}),
  // A partial run keeps its own incremental file, report and sandboxes: it neither reads nor drops
  // the other areas' results, and two areas can run side by side.
  ...(partial
    ? {
        mutate: areas.flatMap((area) => mutationAreas[area]),
        incrementalFile: `reports/mutation/stryker-incremental-${slug}.json`,
        jsonReporter: { fileName: reportFile },
        htmlReporter: { fileName: `reports/mutation/${slug}.html` },
        tempDirName: `.stryker-tmp/${slug}`,
      }
    : {}),
};
/*
 * Stryker 10's command line refuses Node.js 20, the version this project supports (package.json
 * engines), by a version check alone; its programmatic API, which the command line calls, runs on
 * it. The package exports only the command line, so the API is imported by its file.
 */
const { Stryker } = (await import(
  pathToFileURL(path.join(root, "node_modules/@stryker-mutator/core/dist/src/stryker.js")).href
)) as typeof StrykerApi;
try {
  await new Stryker(options).runMutationTest();
} catch {
  // Stryker has logged why.
  process.exit(1);
}

const report = JSON.parse(readFileSync(path.join(root, reportFile), "utf8")) as MutationReport;
const scores = areaScores(report, Object.fromEntries(areas.map((area) => [area, mutationAreas[area]])));
process.stdout.write(
  `\nMutation score per area (target ${targetScore}%):\n\n${formatScoreTable(scores, targetScore)}\n`,
);
if (scores.some((score) => score.score !== null && score.score < targetScore)) process.exit(1);
