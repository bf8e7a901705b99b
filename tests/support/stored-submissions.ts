import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import type { LeadContext } from "~/forms/lead-context";

const root = path.resolve(import.meta.dirname, "../..");

export type ExportedSubmission = {
  id: string;
  form: string;
  fields: Record<string, string>;
  context: LeadContext;
  status: string;
};

/** What the team sees with `npm run submissions -- --json [filters]`, read from an SQLite file. */
export async function exportedSubmissions(databaseFile: string, ...filters: string[]): Promise<ExportedSubmission[]> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["--import", "tsx", "scripts/submissions.ts", "--json", ...filters],
    { cwd: root, env: { ...process.env, DATABASE_URL: `file:${databaseFile}` } },
  );
  return stdout
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as ExportedSubmission);
}

export const uniqueMarker = () => `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
