/**
 * A throwaway PostgreSQL cluster on a temporary directory and a free loopback port,
 * from Debian's `postgresql` binaries (scripts/install-test-deps.sh installs them).
 * PostgreSQL refuses to run as root, so as root the cluster belongs to `postgres`.
 */
import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "./free-port";

function postgresBinaries(): string {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((version) => existsSync(path.join(root, version, "bin", "initdb")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) {
    throw new Error(
      "PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb): run `bash scripts/install-test-deps.sh` first.",
    );
  }
  return path.join(root, versions[0], "bin");
}

export type PostgresCluster = {
  /** Superuser URL (user `postgres`, database `postgres`). */
  url: string;
  stop(): void;
};

/** `durable: false` turns fsync off: fine for tests, wrong for measurements. */
export async function startPostgresCluster({ durable }: { durable: boolean }): Promise<PostgresCluster> {
  const bin = postgresBinaries();
  const asRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]) =>
    execFileSync(asRoot ? "runuser" : command, asRoot ? ["-u", "postgres", "--", command, ...args] : args, {
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, LC_ALL: "C.UTF-8" },
    });

  const dir = mkdtempSync(path.join(os.tmpdir(), "site-pg-"));
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString());
    chownSync(dir, uid, gid);
  }
  const dataDir = path.join(dir, "data");
  const port = await freePort();
  run(path.join(bin, "initdb"), ["-D", dataDir, "--username=postgres", "--auth=trust", "--encoding=UTF8", "--no-sync"]);
  const options = [`-p ${port}`, `-k ${dir}`, "-c listen_addresses=127.0.0.1", "-c max_connections=200"];
  if (!durable) options.push("-c fsync=off");
  run(path.join(bin, "pg_ctl"), [
    "-D",
    dataDir,
    "-l",
    path.join(dir, "server.log"),
    "-o",
    options.join(" "),
    "-w",
    "start",
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run(path.join(bin, "pg_ctl"), ["-D", dataDir, "-m", "immediate", "-w", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
