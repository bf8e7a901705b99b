/**
 * The Nu Html Checker (the W3C validator, npm `vnu-jar`, run on Debian's Java) over
 * files on disk: one Java start for all of them, errors grouped by file.
 */
import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";

type VnuMessage = {
  type: string;
  url: string;
  message: string;
  extract?: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
};

export type HtmlError = { message: string; line?: number; extract?: string };

const vnuJar = String(createRequire(import.meta.url)("vnu-jar"));

/**
 * Valid CSS that Tailwind 4 (or a property newer than the checker) emits and that the
 * checker's own CSS parser does not know yet. Only these messages are set aside; every
 * HTML message, and any other CSS message, counts.
 */
const checkerCssGaps = [
  /^CSS: Unrecognized at-rule “@property”/,
  // Cross-document view transitions (app/app.css).
  /^CSS: Unrecognized at-rule “@view-transition”/,
  /^CSS: “margin-trim”: Property “margin-trim” doesn't exist\.$/,
  /^CSS: “scroll-initial-target”: Property “scroll-initial-target” doesn't exist\.$/,
  // Container queries: the desk's tables become cards in a narrow box (app/app.css).
  /^CSS: Unrecognized at-rule “@container”/,
  /^CSS: “container-type”: Property “container-type” doesn't exist\.$/,
  // Custom properties are valid in transition-property.
  /^CSS: “transition-property”: “--tw-[a-z-]+” is not a “transition-property” value\.$/,
];
/** A gradient interpolated `in oklab`: the checker stops at "in" and loses its place in that stylesheet. */
const interpolationGap = "CSS: “background-image”: “in” is not a “color” value.";
const afterInterpolationGap = (message: VnuMessage) =>
  message.message === "CSS: “background-image”: Parse Error." ||
  (message.message === "CSS: Parse Error." && (message.extract ?? "").includes("</style>"));

/**
 * A short run: Java's first compiler only and its simplest collector halve the CPU a check takes
 * (8 s to 4 s for the 41 pages on our two cores); that compiler's deeper stack frames need a
 * larger stack than the checker's 512 KiB.
 */
const javaFlags = ["-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-Xss8m"];

/** Checks the files and returns the errors of each (an empty list for a valid file). */
export async function checkHtmlFiles(files: string[]): Promise<Map<string, HtmlError[]>> {
  const { stdout, stderr } = await promisify(execFile)(
    "java",
    [...javaFlags, "-jar", vnuJar, "--errors-only", "--exit-zero-always", "--stdout", "--format", "json", ...files],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const { messages } = JSON.parse(stdout || stderr) as { messages: VnuMessage[] };
  const errors = new Map(files.map((file) => [path.resolve(file), [] as HtmlError[]]));
  const filesWithInterpolationGap = new Set<string>();
  for (const message of messages) {
    const file = path.resolve(decodeURI(message.url.replace(/^file:/, "")));
    if (checkerCssGaps.some((gap) => gap.test(message.message))) continue;
    if (message.message === interpolationGap) {
      filesWithInterpolationGap.add(file);
      continue;
    }
    if (filesWithInterpolationGap.has(file) && afterInterpolationGap(message)) continue;
    const list = errors.get(file) ?? [];
    list.push({ message: message.message, line: message.lastLine, extract: message.extract });
    errors.set(file, list);
  }
  return errors;
}
