import { spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { writeFileSync } from "node:fs";
import os from "node:os";
import { chromium, type Page } from "playwright-core";
import { chromiumFlags, chromiumPath } from "../tests/support/chromium.ts";
import { freePort } from "../tests/support/free-port.ts";
import { photographicPicture } from "../tests/support/photographic-picture.ts";

/**
 * `npm run docs:editor-screenshots`: the pictures of docs/editing.md, taken
 * from the real editor on this working tree so they can be refreshed after any change. Nothing
 * is saved: each picture shows a form as an editor sees it (the last, a cover refused without its
 * alternative text).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const output = path.join(root, "docs/editing");
mkdirSync(output, { recursive: true });

const [editorPort, sitePort] = [await freePort(), await freePort()];
const editorUrl = `http://localhost:${editorPort}`;
const server = spawn(process.execPath, ["--import", "tsx", "scripts/edit.ts"], {
  cwd: root,
  env: { ...process.env, EDITOR_PORT: String(editorPort), SITE_PORT: String(sitePort) },
  stdio: "ignore",
  detached: true,
});

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: path.join(output, `${name}.png`) });
  process.stdout.write(`docs/editing/${name}.png\n`);
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  page.setDefaultTimeout(300_000);
  for (;;) {
    try {
      await page.goto(`${editorUrl}/keystatic`);
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  await page.getByText("Dashboard").first().waitFor();
  await shoot(page, "1-dashboard");

  await page.goto(`${editorUrl}/keystatic/singleton/pages-vision`);
  const heading = page.getByRole("textbox", { name: "Page heading" });
  await heading.fill("Architecting the Economy of Tomorrow, Together");
  await shoot(page, "2-change-a-heading");

  await page.getByRole("row", { name: "Read the White Paper" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("combobox", { name: "Goes to" }).fill("page:");
  await shoot(page, "3-pick-a-link");

  await dialog.getByRole("combobox", { name: "Goes to" }).fill("page:white-papers");
  await dialog.getByRole("combobox", { name: "Goes to" }).press("Tab");
  await dialog.getByText("names no page").first().waitFor();
  await shoot(page, "4-a-mistake-is-refused");

  await page.goto(`${editorUrl}/keystatic/collection/team/item/rafael-quintero-hale`);
  await page.getByRole("textbox", { name: "Title" }).waitFor();
  await shoot(page, "5-a-team-member");

  // A test picture (no photograph of ours exists to show), uploaded as a cover and refused without its text.
  const upload = path.join(os.tmpdir(), "editor-screenshot-cover.jpg");
  writeFileSync(upload, await photographicPicture({ width: 1600, height: 1200 }));
  await page.goto(`${editorUrl}/keystatic/collection/articles/item/what-is-ethical-debt`);
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Choose file" }).first().click();
  await (await chooser).setFiles(upload);
  await page.getByRole("button", { name: "Save" }).click();
  await page.getByText("Alternative text is required", { exact: false }).first().waitFor();
  // The whole field in view, from its label: the picture, its text and why it is refused, the Decorative tick.
  await page.getByText("Cover picture", { exact: true }).evaluate((label) => label.scrollIntoView({ block: "start" }));
  await shoot(page, "6-a-picture-needs-its-text");
} finally {
  await browser.close();
  if (server.pid) process.kill(-server.pid, "SIGTERM");
}
