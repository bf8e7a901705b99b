/** Runs one of the team's commands (`npm run backup`, `npm run desk`, …) on a given database. */
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { type Command, compiledCommand } from "../../scripts/build-server";

const root = path.resolve(import.meta.dirname, "../..");

export type CommandResult = { code: number; stdout: string; stderr: string };

/**
 * The command's compiled copy, as the server's (./production-server.ts): the same source, built by
 * `npm run build` (scripts/build-server.ts), started on about 60% of tsx's CPU.
 */
export function runScript(command: Command, args: string[], env: Record<string, string>): Promise<CommandResult> {
  const compiled = compiledCommand(command);
  if (!existsSync(compiled))
    throw new Error(`No compiled ${command} command in ${compiled}: run \`npm run build\` first.`);
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [compiled, ...args],
      { cwd: root, env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}
