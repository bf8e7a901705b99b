/**
 * The units of ops/systemd as systemd reads them: `systemd-analyze verify` (every key known, every
 * value parsed, the program there) and `systemd-analyze security --offline`, which scores how much
 * of the system a service can reach. Nothing runs under systemd here; this is what can be checked
 * without it.
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const unitsDir = path.resolve(import.meta.dirname, "../../ops/systemd");
const installed = spawnSync("systemd-analyze", ["--version"]).status === 0;
const skipped = installed ? "" : " (skipped: systemd-analyze is not installed; `apt-get install systemd` provides it)";

/** The template as one of its instances, since systemd reads a template only through an instance. */
const units: [file: string, as: string][] = [
  ["aequa@.service", "aequa@3001.service"],
  ["aequa-backup.service", "aequa-backup.service"],
  ["aequa-backup.timer", "aequa-backup.timer"],
];
const dir = mkdtempSync(path.join(os.tmpdir(), "site-systemd-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function analyze(args: string[]) {
  for (const [file, as] of units) copyFileSync(path.join(unitsDir, file), path.join(dir, as));
  return spawnSync("systemd-analyze", args, { cwd: dir, encoding: "utf8" });
}

describe(`systemd units (ops/systemd)${skipped}`, () => {
  it.skipIf(!installed)("are read by systemd without an error or a warning", () => {
    const result = analyze(["verify", "--man=no", ...units.map(([, as]) => `./${as}`)]);
    // An unknown key or a value systemd cannot parse is only a warning: it would be ignored, silently.
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
  });

  it.skipIf(!installed)("run the services with little reach over the system (exposure at most 2.0 of 10)", () => {
    for (const service of ["aequa@3001.service", "aequa-backup.service"]) {
      const result = analyze(["security", "--offline=yes", "--threshold=20", `./${service}`]);
      expect(result.status, `${service}:\n${result.stdout}`).toBe(0);
    }
  });
});
