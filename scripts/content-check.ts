import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseSiteConfig } from "../app/config/site-schema.ts";
import { formatIssue, loadAllContent } from "../app/content/loader/load-content.server.ts";
import { writeContentTypes } from "../app/content/content-vite-plugin.ts";
import { checkPictures, picturesInContent } from "../app/pictures/picture-step.server.ts";

/**
 * `npm run content:check`: what the build checks in the content, on its own and in a moment; of
 * the pictures, what their headers say (a picture cut short shows only when the build reads it whole).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
writeContentTypes(root);
const { data, issues: contentIssues } = loadAllContent(parseSiteConfig(process.env), root);
const issues = [...contentIssues, ...(await checkPictures(root, picturesInContent(data)))];
if (issues.length) {
  process.stderr.write(`${issues.map(formatIssue).join("\n")}\n${issues.length} problem(s) in the site's content.\n`);
  process.exit(1);
}
process.stdout.write("The site's content is valid.\n");
