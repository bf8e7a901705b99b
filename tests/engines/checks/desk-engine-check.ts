/**
 * The team's desk in the engine: sign-in with a code e-mailed through the server's SMTP (read back
 * from the files the suite's receiver keeps), then the inbox of the leads the visits sent, at a
 * phone's width and at 1280 px: the table and its search, each row's tick in the bulk form, nothing
 * scrolling sideways, no script error, no CSP violation; then j to the first lead and Enter to open it;
 * then the newsletter's send confirmation, a page of the server's naming the list and the count, left
 * with "send nothing".
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";
import { deskPaths } from "~/route-table";
import { codeIn } from "../../support/desk-client";
import { eventually } from "../../support/receivers";
import type { BrowserPage } from "../support/browser-page";
import { ensure } from "../support/visit";

async function codeFor(mailDir: string, address: string, after: Set<string>): Promise<string> {
  const file = await eventually(
    () =>
      readdirSync(mailDir)
        .filter((name) => !after.has(name))
        .find((name) => readFileSync(path.join(mailDir, name), "utf8").includes(`To: ${address}`)),
    15_000,
    `the sign-in code e-mail to ${address}`,
  );
  return codeIn((await simpleParser(readFileSync(path.join(mailDir, file)))).text ?? "");
}

async function inboxShown(page: BrowserPage, what: string) {
  await page.waitFor(
    what,
    () =>
      document.documentElement.hasAttribute("data-desk-ready") &&
      document.querySelector("main h1")?.textContent === "Leads" &&
      document.querySelectorAll('[role="region"][aria-label="Leads"] tbody tr').length > 0,
  );
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  ensure(sideways <= 0, `the inbox scrolls sideways by ${sideways} px`);
  const errors = await page.errors();
  ensure(errors.length === 0, `script errors: ${errors.join("; ")}`);
}

export async function deskSignInAndInbox(page: BrowserPage, mailDir: string) {
  const address = `${page.engine}-desk@example.com`;
  await page.open(deskPaths.signIn, 375);
  const earlier = new Set(readdirSync(mailDir));
  await page.type("#email", address);
  await page.click('form button[type="submit"]');
  await page.waitFor("the code step", () => document.querySelector("#code") !== null);
  await page.type("#code", await codeFor(mailDir, address, earlier));
  await page.click('form button[type="submit"]');
  await inboxShown(page, "the inbox, signed in");

  await page.open(`${deskPaths.inbox}?q=lovelace`, 1280);
  await inboxShown(page, "the inbox's search for the leads the visits sent");
  const names = await page.evaluate(() =>
    [...document.querySelectorAll('[role="region"][aria-label="Leads"] tbody tr a')].map((link) => link.textContent),
  );
  ensure(
    names.every((name) => name === "Ada Lovelace"),
    `the search found others: ${names.join(", ")}`,
  );
  // The rows' checkboxes sit in the table yet belong to the bulk form above it, by their `form` attribute.
  const ticks = await page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLInputElement>(
        '[role="region"][aria-label="Leads"] tbody input[type="checkbox"]',
      ),
    ].map((box) => box.form?.id ?? "none"),
  );
  ensure(
    ticks.length === names.length && ticks.every((form) => form === "bulk-leads"),
    `each row's tick belongs to the bulk form: ${ticks.join(", ")}`,
  );

  // The inbox's keyboard (app/browser/desk-keyboard.ts): j goes to the first lead, Enter opens it.
  await page.press("j");
  await page.waitFor(
    "j on the first lead's link",
    () => document.activeElement?.matches('[role="region"][aria-label="Leads"] tbody tr:first-child a[href]') === true,
  );
  await page.press("Enter");
  await page.waitFor("the lead opened with Enter", () => /^\/desk\/leads\/./.test(location.pathname));
}

/** The send's confirmation step (docs/decisions/032-safe-sending.md): the engine's zone given, the step served, nothing sent. */
export async function deskSendConfirmation(page: BrowserPage) {
  await page.open(deskPaths.editions, 1280);
  const zone = await page.evaluate(
    () => document.querySelector<HTMLInputElement>("input[data-time-zone]")?.value ?? "no send form",
  );
  ensure(zone !== "" && zone !== "no send form", `the send form's time zone: ${zone || "left empty"}`);
  const next = await page.evaluate(() => document.querySelector("main h2[id^='section-next']")?.textContent);
  await page.click("form[data-send-choice] button[type='submit']");
  await page.waitFor("the confirmation step", () => document.querySelector("#send-confirmation") !== null);
  const named = await page.evaluate(() =>
    ["list", "recipients", "when"].map(
      (key) => document.querySelector(`#send-confirmation [data-confirm="${key}"]`)?.textContent ?? "",
    ),
  );
  ensure(
    named[0] === "New Insights articles" && /^\d+ recipients? confirmed/.test(named[1]) && named[2] === "Now",
    `the confirmation names ${named.join(" · ")}`,
  );
  await page.click("#send-confirmation a");
  await page.waitFor(
    "the editions page again, nothing sent",
    (heading) => document.querySelector("main h2[id^='section-next']")?.textContent === heading,
    next,
  );
  const errors = await page.errors();
  ensure(errors.length === 0, `script errors: ${errors.join("; ")}`);
}
