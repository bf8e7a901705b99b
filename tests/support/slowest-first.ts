import { readFile } from "node:fs/promises";
import { relative } from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/** The longest time a file's tests give themselves (`{ timeout: 600_000 }`, `test.setTimeout(…)`); 0 for none. */
async function declaredTimeout(file: string): Promise<number> {
  const text = await readFile(file, "utf8");
  const limits = [...text.matchAll(/(?:timeout:\s*|setTimeout\()([\d_]+)/g)].map((match) =>
    Number(match[1].replaceAll("_", "")),
  );
  return Math.max(0, ...limits);
}

/**
 * Vitest's order of the files, but on a clone that has never run them (CI's, every time): there,
 * Vitest starts the largest files first, and the longest (the restore drill, the editor, the crash
 * tests: short files that run for a minute or more) came last, with the machine's other core idle
 * while they ended. Without a measured duration, a file's own time limit says best how long it runs:
 * the integration files start first, the longest limit first; the short unit and build files then
 * fill the cores to the end. Once Vitest has run them, its measured order is kept.
 */
export default class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const measured = (file: TestSpecification) =>
      this.ctx.cache.getFileTestResults(`${file.project.name}:${relative(this.ctx.config.root, file.moduleId)}`);
    if (sorted.some(measured)) return sorted;
    const limits = new Map(
      await Promise.all(sorted.map(async (file) => [file, await declaredTimeout(file.moduleId)] as const)),
    );
    const integrationFirst = (file: TestSpecification) => (file.project.name === "integration" ? 0 : 1);
    return sorted
      .map((file, index) => ({ file, index }))
      .sort(
        (a, b) =>
          integrationFirst(a.file) - integrationFirst(b.file) ||
          (a.file.project.name === b.file.project.name ? limits.get(b.file)! - limits.get(a.file)! : 0) ||
          a.index - b.index,
      )
      .map(({ file }) => file);
  }
}
