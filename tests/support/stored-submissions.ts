import type { LeadContext } from "~/forms/lead-context";
import { parseExportOptions } from "../../server/export/export-options";
import { Storage } from "../../server/storage/database";
import { listSubmissions } from "../../server/submissions/submission-store";

export type ExportedSubmission = {
  id: string;
  form: string;
  fields: Record<string, string>;
  context: LeadContext;
  status: string;
};

/**
 * What the team sees with `npm run submissions -- --json [filters]`, read from an SQLite file: the
 * command's own filters, query and JSON (scripts/submissions.ts), in this process. Starting the command
 * for each look cost the browser suites a second and a half of CPU a time; the command itself is
 * tested in tests/integration/submissions-script.test.ts.
 */
export async function exportedSubmissions(databaseFile: string, ...filters: string[]): Promise<ExportedSubmission[]> {
  const options = parseExportOptions(["--json", ...filters]);
  if (typeof options === "string") throw new Error(options);
  // The export's labels are content, readable once the suite has loaded the configuration (as the command does).
  const { submissionJson } = await import("../../server/export/submission-export");
  const storage = new Storage({ kind: "sqlite", file: databaseFile }, () => {});
  try {
    const submissions = await listSubmissions(await storage.ready(), options.filter);
    return submissions.map((submission) => JSON.parse(submissionJson(submission)) as ExportedSubmission);
  } finally {
    await storage.close();
  }
}

export const uniqueMarker = () => `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
