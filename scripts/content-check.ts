import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseSiteConfig } from "../app/config/site-schema.ts";
import { formatIssue, loadAllContent } from "../app/content/loader/load-content.server.ts";
import { writeContentTypes } from "../app/content/vite-plugin.ts";

/** `npm run content:check`: what the build checks in the content, on its own and in a moment. */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
writeContentTypes(root);
const { issues } = loadAllContent(parseSiteConfig(process.env), root);
if (issues.length) {
  process.stderr.write(`${issues.map(formatIssue).join("\n")}\n${issues.length} problem(s) in the site's content.\n`);
  process.exit(1);
}
process.stdout.write("The site's content is valid.\n");
