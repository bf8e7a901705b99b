import path from "node:path";
import { e2eDataDir } from "../../playwright.config";
import { newsletterPaths } from "~/route-table";
import { confirmToken, manageToken, newsletterKeysSource } from "../../server/newsletter/newsletter-keys";
import { requestSubscription } from "../../server/newsletter/subscriber-store";
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

/**
 * The confirmation and preferences pages in a real browser: they send no referrer, so Chromium posts
 * their forms with `Origin: null`, and the signed token in their address alone authorises the post
 * (server/app.ts). One visit of each: the link shows the lists and a button, the button confirms; the
 * preferences page unsubscribes from everything.
 */
test("the confirmation link's button confirms in a real browser, and the preferences page unsubscribes, both under no-referrer", async ({
  page,
}) => {
  const address = `e2e-confirm-${Date.now()}@example.com`;
  const storage = new Storage({ kind: "sqlite", file: path.join(e2eDataDir, "site.db") }, () => {});
  try {
    const db = await storage.ready();
    const keys = await newsletterKeysSource(storage, undefined)();
    const consent = { page: "/insights", consent_version: "e2e", client_hash: null };
    await requestSubscription(db, { email: address, lists: ["insights", "consortium"], consent, now: Date.now() });
    const subscriber = await db
      .selectFrom("subscribers")
      .selectAll()
      .where("email", "=", address)
      .executeTakeFirstOrThrow();
    const token = confirmToken(keys, {
      subscriberId: subscriber.id,
      nonce: subscriber.confirm_nonce as string,
      expiresAt: Number(subscriber.confirm_expires_at),
    });
    const origins: (string | undefined)[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") origins.push(request.headers().origin);
    });

    const opened = await page.goto(`${newsletterPaths.confirm}?token=${token}`);
    expect(opened?.headers()["referrer-policy"]).toBe("no-referrer");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm your subscription");
    await expect(page.getByText("New Insights articles")).toBeVisible();
    await expect(page.getByText("Consortium news")).toBeVisible();
    await page.getByRole("button", { name: "Confirm my subscription" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your subscription is confirmed");
    const statuses = async () =>
      (
        await db
          .selectFrom("subscriptions")
          .select("status")
          .where("subscriber_id", "=", subscriber.id)
          .orderBy("list")
          .execute()
      ).map((row) => row.status);
    expect(await statuses()).toEqual(["confirmed", "confirmed"]);
    const confirmed = await db
      .selectFrom("consent_records")
      .select(["page", "client_hash"])
      .where("subscriber_id", "=", subscriber.id)
      .where("event", "=", "confirmed")
      .executeTakeFirstOrThrow();
    expect(confirmed.page).toBe(newsletterPaths.confirm);
    expect(confirmed.client_hash).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const preferences = await page.goto(
      `${newsletterPaths.preferences}?token=${manageToken(keys, subscriber.id, "insights")}`,
    );
    expect(preferences?.headers()["referrer-policy"]).toBe("no-referrer");
    await page.getByRole("button", { name: "Unsubscribe from everything" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are unsubscribed");
    expect(await statuses()).toEqual(["unsubscribed", "unsubscribed"]);
    expect(origins, "Chromium's posts from a page without a referrer").toEqual(["null", "null"]);
  } finally {
    await storage.close();
  }
});
