/**
 * Lists the stored form submissions for the team, from the database the server
 * uses (DATABASE_URL, default ./data/site.db).
 *   npm run submissions             readable listing
 *   npm run submissions -- --json   one JSON object per line
 *   npm run submissions -- --csv    CSV, safe to open in a spreadsheet
 */
import { parseDatabaseUrl } from "../server/env";
import { submissionJson, submissionsCsv, submissionsText } from "../server/export/submission-export";
import { Storage } from "../server/storage/database";
import { listSubmissions } from "../server/submissions/submission-store";

async function main(args: string[]) {
  const unknown = args.filter((arg) => arg !== "--json" && arg !== "--csv");
  if (unknown.length > 0 || (args.includes("--json") && args.includes("--csv"))) {
    console.error("Usage: npm run submissions [-- --json | -- --csv]");
    return 2;
  }
  let storage: Storage;
  try {
    storage = new Storage(parseDatabaseUrl(process.env.DATABASE_URL));
  } catch (error) {
    console.error(`DATABASE_URL=${JSON.stringify(process.env.DATABASE_URL)}: ${(error as Error).message}`);
    return 2;
  }
  try {
    const submissions = await listSubmissions(await storage.ready());
    if (args.includes("--json")) {
      for (const submission of submissions) process.stdout.write(`${submissionJson(submission)}\n`);
    } else if (args.includes("--csv")) {
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
