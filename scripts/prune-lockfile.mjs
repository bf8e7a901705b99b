// Run after `npm install` changes package-lock.json.
// The registry these machines reach does not serve every platform build of some
// packages (Tailwind's oxide and Rollup for Android, macOS, Windows...), so npm
// writes no lock entry for them but keeps them in their parent's optionalDependencies,
// and `npm ci` then refuses the lockfile as out of sync. This drops those dangling
// optional names; nothing installable on Linux is touched.
import { readFileSync, writeFileSync } from "node:fs";

const file = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(file, "utf8"));
const locked = new Set(Object.keys(lock.packages).map((key) => key.slice(key.lastIndexOf("node_modules/") + 13)));
let pruned = 0;
for (const entry of Object.values(lock.packages)) {
  if (!entry.optionalDependencies) continue;
  for (const name of Object.keys(entry.optionalDependencies)) {
    if (locked.has(name)) continue;
    delete entry.optionalDependencies[name];
    pruned++;
  }
  if (Object.keys(entry.optionalDependencies).length === 0) delete entry.optionalDependencies;
}
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${pruned} unavailable optional platform packages dropped`);
