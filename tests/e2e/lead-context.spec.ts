import path from "node:path";
import type { Locator } from "@playwright/test";
import { e2eDataDir } from "../../playwright.config";
import { pagePath } from "../support/built-site";
import { exportedSubmissions, uniqueMarker } from "../support/stored-submissions";
import { ageFillTimeToken } from "../support/fill-time";
import { expect, test, waitForHydration } from "../support/test";
import { formCopy } from "~/forms/form-copy";

/**
 * Where a lead came from (docs/configuration.md#lead-context), recorded by the real browser
 * and server and read back as the team does, with `npm run submissions`.
 */

const databaseFile = path.join(e2eDataDir, "site.db");
const storedWith = async (marker: string) =>
  (await exportedSubmissions(databaseFile, "--form", "contact")).filter((submission) =>
    submission.fields.message?.includes(marker),
  );

const field = (form: Locator, label: string) => form.getByLabel(new RegExp(`^${label}\\*?$`));

async function fillContactForm(form: Locator, marker: string) {
  await field(form, "Name").fill("Ada Lovelace");
  await field(form, "Email").fill("ada@example.com");
  await field(form, "Message").fill(`Where did I come from? ${marker}`);
}

test("a visit that lands on a campaign link and sends the contact form later carries its landing page, campaign and referrer", async ({
  page,
}) => {
  await page.goto(`${pagePath("platform")}?utm_source=newsletter&utm_campaign=autumn`, {
    referer: "https://news.example/stories/42",
  });
  await page
    .locator("main")
    .getByRole("link", { name: /Contact|Request a Demo/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`${pagePath("contact")}$`));
  await waitForHydration(page);

  const form = page.locator("#contact-message-form");
  const marker = uniqueMarker();
  await fillContactForm(form, marker);
  await form.getByRole("button", { name: formCopy.contact.submit }).click();
  await expect(page.getByText(formCopy.contact.success)).toBeVisible();

  const [stored] = await storedWith(marker);
  expect(stored.context).toEqual({
    landingPage: pagePath("platform"),
    sendingPage: pagePath("contact"),
    referrer: "https://news.example",
    utmSource: "newsletter",
    utmCampaign: "autumn",
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the page the form was sent from still counts", async ({ page }) => {
    await page.goto(pagePath("contact"));
    const form = page.locator("#contact-message-form");
    const marker = uniqueMarker();
    await fillContactForm(form, marker);
    // The first post asks to confirm (a static page has no fill-time token); the second is stored.
    const askedAt = Date.now();
    await form.getByRole("button", { name: formCopy.contact.submit }).click();
    await expect(form.getByRole("status")).toContainText("once more");
    await ageFillTimeToken(form, "contact", askedAt);
    await form.getByRole("button", { name: formCopy.contact.submit }).click();
    await expect(form.getByRole("status")).toHaveText(formCopy.contact.success);

    const [stored] = await storedWith(marker);
    expect(stored.context).toEqual({ sendingPage: pagePath("contact") });
  });
});
