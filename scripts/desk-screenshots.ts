import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Locator, type Page } from "playwright-core";
import { newsletterKeysSource } from "../server/newsletter/newsletter-keys.ts";
import { importSubscribers } from "../server/newsletter/subscriber-import.ts";
import { Storage } from "../server/storage/database.ts";
import { chromiumFlags, chromiumPath } from "../tests/support/chromium.ts";
import { runScript } from "../tests/support/commands.ts";
import { printedLink } from "../tests/support/desk-client.ts";
import { freePort } from "../tests/support/free-port.ts";
import { startProductionServer } from "../tests/support/production-server.ts";
import { startSmtpReceiver } from "../tests/support/receivers.ts";

/**
 * `npm run docs:desk-screenshots` (after `npm run build`): the pictures of "Send an edition of the
 * newsletter" (docs/editing.md), taken from the production build on a database of its own, with an SMTP
 * receiver standing in for the mail server. An owner signs in with `npm run desk -- add-owner`'s link,
 * three addresses are imported, and the next edition is written, previewed, tested and sent to them.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const output = path.join(root, "docs/editing");
mkdirSync(output, { recursive: true });

const dataDir = mkdtempSync(path.join(os.tmpdir(), "desk-screenshots-"));
const databaseUrl = `file:${path.join(dataDir, "site.db")}`;
const smtp = await startSmtpReceiver();
const port = await freePort();
// localhost, not an IP address: the desk's origin is the passkeys' relying party (tests/e2e/desk.spec.ts).
const origin = `http://localhost:${port}`;
const server = await startProductionServer(
  { DATABASE_URL: databaseUrl, SMTP_URL: smtp.url, SITE_ORIGIN: origin },
  port,
);

/** The window as the editor sees it, scrolled so that `from` is at its top. */
async function shoot(page: Page, name: string, from?: Locator) {
  await from?.evaluate((element) => element.scrollIntoView({ block: "start", behavior: "instant" }));
  await page.screenshot({ path: path.join(output, `${name}.png`), animations: "disabled" });
  process.stdout.write(`docs/editing/${name}.png\n`);
}

async function importReaders() {
  const storage = new Storage({ kind: "sqlite", file: path.join(dataDir, "site.db") }, () => {});
  try {
    await importSubscribers(await storage.ready(), await newsletterKeysSource(storage, undefined)(), {
      text: "email\nreader1@example.com\nreader2@example.com\nreader3@example.com",
      fileName: "readers.csv",
    });
  } finally {
    await storage.close();
  }
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  const printed = await runScript("desk", ["add-owner", "editor@example.com"], {
    DATABASE_URL: databaseUrl,
    SITE_ORIGIN: origin,
  });
  await importReaders();
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${origin}${printedLink(printed.stdout)}`);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("status").filter({ hasText: "You are signed in." }).waitFor();

  await page.goto(`${origin}/desk/editions`);
  const next = page.getByRole("region", { name: /^Next: edition \d+$/ });
  await next.getByLabel("Subject").fill("What trust is worth: this month's Insights");
  await next
    .getByLabel("Introduction")
    .fill(
      "Dear readers,\n\nBelow is what we have published since our last letter, **with a summary of each** and a link to read it.",
    );
  await shoot(page, "7-write-an-edition");

  await page.getByRole("button", { name: "Save and preview" }).click();
  await page.getByRole("status").filter({ hasText: "Saved." }).waitFor();
  const preview = page.getByRole("region", { name: "Preview" });
  await preview
    .frameLocator(`iframe[title="The edition's e-mail as HTML"]`)
    .getByRole("heading", { level: 1 })
    .waitFor();
  await shoot(page, "8-preview-an-edition", preview);

  await page.getByRole("button", { name: "Send me a test" }).click();
  await page.getByRole("status").filter({ hasText: "A test copy is on its way" }).waitFor();
  await page.getByRole("button", { name: /^Send edition \d+ to 3 subscribers$/ }).click();
  // The desk's page script keeps the counts up to date until every copy has gone.
  await page.getByText("3 of 3 copies settled: every copy has gone out.").waitFor({ timeout: 60_000 });
  await shoot(page, "9-an-edition-sent", page.getByRole("heading", { level: 1 }));
} finally {
  await browser.close();
  await server.stop();
  await smtp.close();
  rmSync(dataDir, { recursive: true, force: true });
}
