/**
 * The file names that more than one file of the repository carries. A name that means two things
 * (a contract and its implementation both `subscription-service.ts`, four `desk.ts`) sends a
 * reader who searches for it to the wrong file: `npm run lint` fails on one (scripts/check-file-names.ts).
 * Decision 030 (docs/decisions/030-newsletter-layout-and-names.md) says how the old collisions were named apart.
 */
import path from "node:path";

/** Files whose name is chosen by something outside the file, so that two of them may share it. */
export const namedOnPurpose: { means: string; matches: (file: string) => boolean }[] = [
  {
    means:
      "a route module is named for its address (app/routes.ts): a page of the site and one of the desk may both be /team",
    matches: (file) => file.startsWith("app/routes/"),
  },
  {
    means: "a folder's own guide or entry point takes the folder's name from the folder",
    matches: (file) => /^(?:README\.md|index\.[cm]?[jt]sx?)$/.test(path.posix.basename(file)),
  },
  {
    means:
      "a content entry is named by its slug in its collection (app/content/collections.ts): a page and a form may both be contact",
    matches: (file) => file.startsWith("content/"),
  },
  {
    means: "a command's file is named for its npm script (`npm run backup` is scripts/backup.ts)",
    matches: (file) => /^scripts\/[^/]+\.ts$/.test(file),
  },
  {
    means: "a bench part is named for the part `npm run bench -- <part>` measures (bench/run.ts)",
    matches: (file) => /^bench\/[^/]+\.ts$/.test(file),
  },
  {
    means: "each particle visualisation has the same three parts, one interface (app/visualisations/shared/)",
    matches: (file) => /^app\/visualisations\/[^/]+\/(?:adapter|draw|simulation)\.ts$/.test(file),
  },
  {
    means:
      "a test file is named for what it tests; its folder says how (tests/build reads the build, tests/unit a module)",
    matches: (file) => /^tests\/.+\.(?:test|spec)\.tsx?$/.test(file),
  },
];

export type SharedName = { name: string; files: string[] };

/** The names that two or more files carry, not counting the files named so on purpose. */
export function sharedNames(files: string[]): SharedName[] {
  const byName = new Map<string, string[]>();
  for (const file of files) {
    if (namedOnPurpose.some((rule) => rule.matches(file))) continue;
    const name = path.posix.basename(file);
    byName.set(name, [...(byName.get(name) ?? []), file]);
  }
  return [...byName]
    .filter(([, carriers]) => carriers.length > 1)
    .map(([name, carriers]) => ({ name, files: carriers.sort() }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
