/** Runs one of the repository's command-line scripts as `npm run` would, on a given database. */
import { execFile } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

export type CommandResult = { code: number; stdout: string; stderr: string };

export function runScript(script: string, args: string[], env: Record<string, string>): Promise<CommandResult> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["--import", "tsx", script, ...args],
      { cwd: root, env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}
