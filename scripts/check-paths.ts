/**
 * `npm run lint`'s check of the paths that comments and guides name: each must exist in the
 * repository, and none may cite a document outside it (scripts/named-paths.ts says how they are read).
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { candidateFiles, missingPaths, outsideReferencesIn, pathsNamedIn } from "./named-paths";

const root = path.resolve(import.meta.dirname, "..");
const tracked = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], { cwd: root })
  .toString()
  .split("\n")
  .filter((file) => file !== "" && existsSync(path.join(root, file)));
const texts = new Map(tracked.map((file) => [file, readFileSync(path.join(root, file), "utf8")]));

const named = [...texts].flatMap(([file, text]) => pathsNamedIn(file, text));
// What git ignores is made by the programs (the database under data/, a bench's results): named, never
// committed. Git is asked once for every file a named path may mean that is not on disk, where asking
// it path by path started some 2,400 processes.
const onDisk = (file: string) => existsSync(path.join(root, file));
const notOnDisk = new Set(named.flatMap((entry) => candidateFiles(entry.resolved)).filter((file) => !onDisk(file)));
const ignoredByGit = new Set(
  spawnSync("git", ["check-ignore", "--no-index", "--stdin"], { cwd: root, input: [...notOnDisk].join("\n") })
    .stdout.toString()
    .split("\n"),
);
const missing = missingPaths(named, (file) => onDisk(file) || ignoredByGit.has(file), texts);
const outside = [...texts].flatMap(([file, text]) => outsideReferencesIn(file, text));

for (const entry of missing) console.error(`${entry.file}:${entry.line}: names ${entry.named}, which does not exist`);
for (const entry of outside) {
  console.error(`${entry.file}:${entry.line}: cites a document outside the repository: ${entry.text}`);
}
if (missing.length + outside.length > 0) process.exit(1);
console.log(`Paths named in comments and guides: ${named.length}, every one exists.`);
