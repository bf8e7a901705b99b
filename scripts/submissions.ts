/**
 * Lists the stored form submissions for the team, from the database the server
 * uses (DATABASE_URL, by default data/site.db in the repository), with each one's delivery status and
 * lead context (where it came from).
 *   npm run submissions                          readable listing
 *   npm run submissions -- --json                one JSON object per line
 *   npm run submissions -- --csv                 CSV, safe to open in a spreadsheet
 * Filters, combinable with any of them:
 *   --since 2030-01-31 (or a full ISO time)      created at or after it (a date alone: midnight UTC)
 *   --form contact|company-contact|demo-request
 *   --status delivered|pending|failing|"not delivered"
 */
import { loadSiteConfig } from "../app/config/load-site-config.server";
import { ConfigError } from "../app/config/parse-env";
import { parseDatabaseUrl } from "../server/env";
import { parseExportOptions, usage } from "../server/export/export-options";
import { Storage } from "../server/storage/database";
import { listSubmissions } from "../server/submissions/submission-store";

async function main(args: string[]) {
  const options = parseExportOptions(args);
  if (typeof options === "string") {
    console.error(`${options}\n${usage}`);
    return 2;
  }
  try {
    loadSiteConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    return 2;
  }
  // The listing's labels are content (content/forms/emails.yaml), readable once the configuration is loaded.
  const { submissionJson, submissionsCsv, submissionsText } = await import("../server/export/submission-export");
  let storage: Storage;
  try {
    storage = new Storage(parseDatabaseUrl(process.env.DATABASE_URL));
  } catch (error) {
    console.error(`DATABASE_URL=${JSON.stringify(process.env.DATABASE_URL)}: ${(error as Error).message}`);
    return 2;
  }
  try {
    const submissions = await listSubmissions(await storage.ready(), options.filter);
    if (options.format === "json") {
      for (const submission of submissions) process.stdout.write(`${submissionJson(submission)}\n`);
    } else if (options.format === "csv") {
      process.stdout.write(submissionsCsv(submissions));
    } else {
      process.stdout.write(submissionsText(submissions));
    }
    return 0;
  } catch (error) {
    console.error(`Could not read the submissions from ${storage.description}: ${(error as Error).message}`);
    return 1;
  } finally {
    await storage.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
