/**
 * `npm run lint`'s check that no two files of the repository share a name, but those named so on
 * purpose (scripts/file-names.ts lists which, and why). New files count before they are committed.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { namedOnPurpose, sharedNames } from "./file-names";

const root = path.resolve(import.meta.dirname, "..");
const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], { cwd: root })
  .toString()
  .split("\n")
  .filter((file) => file !== "" && existsSync(path.join(root, file)));

const shared = sharedNames(files);
for (const { name, files: carriers } of shared) {
  console.error(`${name} is the name of ${carriers.length} files: ${carriers.join(", ")}; name each for what it does`);
}
if (shared.length > 0) process.exit(1);
console.log(
  `File names: ${files.length} files, each name once but the ${namedOnPurpose.length} kinds named so on purpose.`,
);
