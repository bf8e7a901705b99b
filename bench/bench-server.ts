/**
 * A production server of the built site for a bench (./run.ts, ./operations-metrics.ts,
 * ./request-cost.ts): its own port and SQLite file, its output but errors dropped, and the CPU time its
 * process has used read from Linux's /proc.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { compiledServer } from "../scripts/build-server";
import { freePort } from "../tests/support/free-port";
import { formTokenSecret, requireProductionBuild } from "../tests/support/production-server";

async function untilHealthy(url: string, server: ChildProcess) {
  // Up to two minutes: on a machine busy with other work, the server takes long to compile and start.
  for (let attempt = 0; attempt < 600; attempt++) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not become healthy at ${url}`);
}

/**
 * `server/main.ts` of the checkout at `root` (this one, or another commit's), serving this checkout's
 * build, on `port` or a free one: compiled, as `npm run serve` runs it, where that checkout has been
 * built (scripts/build-server.ts); through tsx otherwise (another commit's checkout, made only to
 * run its server).
 */
export async function startBenchServer({
  root,
  env,
  dataDir,
  port = 0,
  cpu,
}: {
  root: string;
  env: Record<string, string>;
  dataDir: string;
  port?: number;
  /** The one core the process (every thread of it) may run on (Linux's taskset), when given. */
  cpu?: number;
}) {
  mkdirSync(dataDir, { recursive: true });
  const listenPort = port || (await freePort());
  const compiled = path.join(root, path.relative(path.resolve(import.meta.dirname, ".."), compiledServer));
  const program = existsSync(compiled) ? [compiled] : ["--import", "tsx", "server/main.ts"];
  // Node itself, not npx: killing npx would leave the server running.
  const [command, ...args] = [
    ...(cpu === undefined ? [] : ["taskset", "--cpu-list", String(cpu)]),
    process.execPath,
    ...program,
  ];
  const server = spawn(command, args, {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      BUILD_DIR: requireProductionBuild(),
      HOST: "127.0.0.1",
      PORT: String(listenPort),
      FORM_TOKEN_SECRET: formTokenSecret,
      DATABASE_URL: `file:${path.join(dataDir, "site.db")}`,
      ...env,
    },
  });
  await untilHealthy(`http://127.0.0.1:${listenPort}/healthz`, server);
  return {
    url: `http://127.0.0.1:${listenPort}/`,
    /** CPU seconds the process has used, all its threads (Linux: utime + stime in clock ticks of 10 ms). */
    cpuSeconds() {
      const fields = readFileSync(`/proc/${server.pid}/stat`, "utf8").split(") ")[1].split(" ");
      return (Number(fields[11]) + Number(fields[12])) / 100;
    },
    async stop() {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
    },
  };
}

export type BenchServer = Awaited<ReturnType<typeof startBenchServer>>;
