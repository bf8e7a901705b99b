import path from "node:path";
import { e2eDataDir } from "../../playwright.config";
import { Storage } from "../../server/storage/database";
import { expect, test } from "../support/test";

/**
 * The subscribe form with JavaScript, in one visit of /insights: its script, loaded by the page script on
 * the first touch of the form, posts it to its JSON
 * endpoint, shows the field errors in place without leaving the page, then the same answer as for any
 * address, and the address is stored pending (docs/decisions/021-newsletter-subscriptions.md).
 */
test("subscribing with JavaScript shows field errors in place, then the sent message, and stores the address pending", async ({
  page,
}) => {
  const address = `e2e-${Date.now()}@example.com`;
  await page.goto("/insights");
  const form = page.locator("form#subscribe-form");
  // No script for it until the form is touched; then the page script loads it.
  await expect(form).not.toHaveAttribute("data-form-live");
  const email = form.getByRole("textbox", { name: "E-mail address" });
  await email.click();
  await expect(form).toHaveAttribute("data-form-live", "");
  await email.fill(address);
  const invalid = page.waitForResponse(
    (response) => response.url().endsWith("/forms/subscribe") && response.status() === 422,
  );
  await form.getByRole("button", { name: "Subscribe" }).click();
  await invalid;
  const consent = form.getByRole("checkbox", { name: /I agree/ });
  await expect(consent).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByText("Please agree so that we may send you e-mail.")).toBeVisible();
  await expect(consent).toBeFocused();
  expect(new URL(page.url()).pathname).toBe("/insights");

  await consent.check();
  const sent = page.waitForResponse(
    (response) =>
      response.url().endsWith("/forms/subscribe") &&
      response.status() === 200 &&
      response.request().postData()?.includes(address) === true,
  );
  await form.getByRole("button", { name: "Subscribe" }).click();
  await sent;
  await expect(form).toHaveAttribute("data-outcome", "sent");
  await expect(form.getByRole("status")).toContainText("Check your inbox for an e-mail asking you to confirm");
  await expect(consent).not.toHaveAttribute("aria-invalid");
  await expect(email).toHaveValue("");

  const storage = new Storage({ kind: "sqlite", file: path.join(e2eDataDir, "site.db") }, () => {});
  try {
    const db = await storage.ready();
    const rows = await db
      .selectFrom("subscribers")
      .innerJoin("subscriptions", "subscriptions.subscriber_id", "subscribers.id")
      .select(["subscriptions.list", "subscriptions.status"])
      .where("subscribers.email", "=", address)
      .execute();
    expect(rows).toEqual([{ list: "insights", status: "pending" }]);
  } finally {
    await storage.close();
  }
});
