import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Locator, type Page } from "@playwright/test";
import { e2eDataDir } from "../../playwright.config";
import { expectNoAxeViolations } from "../support/axe";
import { type RunningServer, startProductionServer } from "../support/production-server";
import { pagePath, site } from "../support/built-site";
import { ageFillTimeToken } from "../support/fill-time";
import { exportedSubmissions, uniqueMarker } from "../support/stored-submissions";
import { expect, test } from "../support/test";
import type { FormName } from "~/forms/submission-service";
import { formEndpointPath } from "~/route-table";

/**
 * The three forms against the real server and its real SQLite file: their
 * behaviour with JavaScript, the same forms as plain HTML posts without it, and
 * raw requests that must be refused with the right status and never a 500.
 *
 * The success messages, "Send Message", "Sending...", "Schedule My Demo" and the demo form's
 * labels are guarded strings (docs/product.md#guarded-strings): kept literal so a content edit
 * cannot silently change them.
 */

/** The button of both contact forms. */
const sendMessage = "Send Message";

// Each test walks a whole form through several states, with an accessibility scan in each.
test.describe.configure({ timeout: 90_000 });

/** What the team sees with `npm run submissions`, from the e2e server's database, that holds the marker. */
async function storedWith(marker: string) {
  return (await exportedSubmissions(path.join(e2eDataDir, "site.db"))).filter((submission) =>
    JSON.stringify(submission.fields).includes(marker),
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A control by its visible label; the required marker "*" is hidden from assistive technology. */
const field = (form: Locator, label: string) => form.getByLabel(new RegExp(`^${escapeRegExp(label)}\\*?$`));

/** The field's inline error, found through its aria-describedby. */
async function expectFieldError(form: Locator, label: string, message: string) {
  const control = field(form, label);
  await expect(control).toHaveAttribute("aria-invalid", "true");
  await expect(control).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
}

/**
 * Holds the form's post until released, so the "Sending..." state can be seen. Set before the page
 * opens: a route added to an open page can reach its renderer after the next request has left.
 */
async function holdPosts(page: Page, form: FormName) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**${formEndpointPath(form)}`, async (route) => {
    const isTokenRequest = (route.request().postData() ?? "").includes("formIntent=token");
    if (!isTokenRequest) await released;
    await route.continue();
  });
  return release;
}

test.describe("with JavaScript", () => {
  test("contact form: inline errors, Sending..., toast, cleared fields, stored", async ({ page }) => {
    const release = await holdPosts(page, "contact");
    await page.goto(pagePath("contact"));
    const form = page.locator("#contact-message-form");
    await expect(field(form, "Inquiry Type")).toHaveValue("general");
    await expectNoAxeViolations(page);

    await form.getByRole("button", { name: sendMessage }).click();
    await expectFieldError(form, "Name", "Please enter your name.");
    await expectFieldError(form, "Email", "Please enter your email address.");
    await expectFieldError(form, "Message", "Please enter your message.");
    await expect(field(form, "Name")).toBeFocused();
    await expect(form.getByRole("status")).toContainText("Please correct the 3 highlighted fields.");
    await expectNoAxeViolations(page);

    const marker = uniqueMarker();
    await field(form, "Name").fill("Ada Lovelace");
    await expect(field(form, "Name")).not.toHaveAttribute("aria-invalid");
    await field(form, "Email").fill("ada@example.com");
    await field(form, "Inquiry Type").selectOption("investors");
    await field(form, "Message").fill(`Hello <b>bold</b> ${marker}`);
    await form.getByRole("button", { name: sendMessage }).click();
    const sending = form.getByRole("button", { name: "Sending..." });
    await expect(sending).toBeVisible();
    await expect(sending).toBeDisabled();
    release();

    await expect(page.getByText("Message sent! Thank you for reaching out. We'll be in touch soon.")).toBeVisible();
    await expect(form.getByRole("button", { name: sendMessage })).toBeEnabled();
    for (const label of ["Name", "Email", "Message"]) await expect(field(form, label)).toHaveValue("");
    await expect(field(form, "Inquiry Type")).toHaveValue("general");
    await expectNoAxeViolations(page);

    expect(await storedWith(marker)).toEqual([
      expect.objectContaining({
        form: "contact",
        fields: {
          name: "Ada Lovelace",
          email: "ada@example.com",
          inquiryType: "investors",
          message: `Hello <b>bold</b> ${marker}`,
        },
      }),
    ]);
  });

  test("company form: message of 10 characters, status message, cleared fields", async ({ page }) => {
    await page.goto(pagePath("company"));
    const form = page.locator("#company-message-form");
    await expectNoAxeViolations(page, { include: "#company-message-form" });

    const marker = uniqueMarker();
    await field(form, "Name").fill("Grace Hopper");
    await field(form, "Email").fill("grace@example.com");
    await field(form, "Message").fill("Too short");
    await form.getByRole("button", { name: sendMessage }).click();
    await expectFieldError(form, "Message", "Please write at least 10 characters so that we can help.");
    await expect(field(form, "Message")).toBeFocused();
    await expectNoAxeViolations(page, { include: "#company-message-form" });

    await field(form, "Message").fill(`Long enough now ${marker}`);
    await form.getByRole("button", { name: sendMessage }).click();
    const status = form.getByRole("status");
    await expect(status).toHaveText("Thank you for reaching out! We'll get back to you soon.");
    await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveCount(0);
    for (const label of ["Name", "Email", "Message"]) await expect(field(form, label)).toHaveValue("");
    await expectNoAxeViolations(page, { include: "#company-message-form" });
    expect(await storedWith(marker)).toEqual([
      expect.objectContaining({ form: "company-contact", fields: expect.objectContaining({ name: "Grace Hopper" }) }),
    ]);
  });

  test("a lost connection keeps what was typed and says how else to reach the organisation", async ({ page }) => {
    await page.route(`**${formEndpointPath("company-contact")}`, async (route) => {
      const isTokenRequest = (route.request().postData() ?? "").includes("formIntent=token");
      await (isTokenRequest ? route.continue() : route.abort("internetdisconnected"));
    });
    await page.goto(pagePath("company"));
    const form = page.locator("#company-message-form");
    const marker = uniqueMarker();
    await field(form, "Name").fill("Grace Hopper");
    await field(form, "Email").fill("grace@example.com");
    await field(form, "Message").fill(`Sent while offline ${marker}`);
    await form.getByRole("button", { name: sendMessage }).click();
    await expect(form.getByRole("alert")).toContainText(
      `could not be sent (the connection failed). Please try again, or write to ${site.emails.info}.`,
    );
    await expect(field(form, "Message")).toHaveValue(`Sent while offline ${marker}`);
    await expect(form.getByRole("button", { name: sendMessage })).toBeVisible();
    expect(await storedWith(marker)).toEqual([]);
  });

  test("demo form: role required, no past date, notice, every field and select reset", async ({ page }) => {
    await page.goto(pagePath("schedule-demo"));
    const form = page.locator("#demo-request-form");
    const today = await page.evaluate(() => {
      const now = new Date();
      return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
    });
    await expect(field(form, "Preferred Date")).toHaveAttribute("min", today);
    await expect(field(form, "Phone")).toHaveAttribute("type", "tel");
    await expect(field(form, "Message")).toHaveAttribute("rows", "4");
    await expect(form.locator("label", { hasText: "Role/Title" })).toContainText("*");
    await expectNoAxeViolations(page, { include: "#demo-request-form" });

    const marker = uniqueMarker();
    await field(form, "Full Name").fill("Katherine Johnson");
    await field(form, "Organization").fill("Langley Research");
    await field(form, "Email").fill("katherine@example.com");
    await field(form, "Phone").fill("+1 757 555 0100");
    await field(form, "Preferred Date").fill("2020-01-01");
    await field(form, "Preferred Time").selectOption("afternoon");
    await field(form, "Message").fill(marker);
    await form.getByRole("button", { name: "Schedule My Demo" }).click();
    await expectFieldError(form, "Role/Title", "Please choose your role.");
    await expectFieldError(form, "Preferred Date", "Please choose today or a later date.");
    await expect(field(form, "Role/Title")).toBeFocused();
    await expectNoAxeViolations(page, { include: "#demo-request-form" });

    await field(form, "Role/Title").selectOption("sustainability");
    await field(form, "Preferred Date").fill(today);
    await form.getByRole("button", { name: "Schedule My Demo" }).click();
    const status = form.getByRole("status");
    await expect(status).toContainText("Demo Request Submitted");
    await expect(status).toContainText(
      `We'll contact you within 24 hours to schedule your personalized ${site.productName} demo.`,
    );
    for (const label of [
      "Full Name",
      "Organization",
      "Role/Title",
      "Email",
      "Phone",
      "Preferred Date",
      "Preferred Time",
      "Message",
    ]) {
      await expect(field(form, label)).toHaveValue("");
    }
    await expectNoAxeViolations(page, { include: "#demo-request-form" });
    expect(await storedWith(marker)).toEqual([
      expect.objectContaining({
        form: "demo-request",
        fields: expect.objectContaining({ role: "sustainability", preferredDate: today, preferredTime: "afternoon" }),
      }),
    ]);
  });
});

/**
 * axe runs inside the page, which a page without JavaScript cannot do: scan the
 * same server-rendered HTML in a second page whose scripts are blocked.
 */
async function expectNoAxeViolationsAsRendered(page: Page, include: string) {
  const html = await page.content();
  const browser = page.context().browser();
  if (!browser) throw new Error("no browser");
  // Playwright Test gives new contexts the file's options: switch JavaScript back on explicitly.
  const context = await browser.newContext({ javaScriptEnabled: true });
  try {
    const copy = await context.newPage();
    await copy.route("**/*", (route) => {
      const type = route.request().resourceType();
      if (type === "document") return route.fulfill({ body: html, contentType: "text/html; charset=utf-8" });
      if (type === "script") return route.abort();
      return route.continue();
    });
    await copy.goto(page.url());
    await expectNoAxeViolations(copy, { include });
  } finally {
    await context.close();
  }
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("contact form posts as plain HTML: a confirmation step, then success with cleared fields", async ({ page }) => {
    await page.goto(pagePath("contact"));
    const form = page.locator("#contact-message-form");
    const marker = uniqueMarker();
    await field(form, "Name").fill("Ada Lovelace");
    await field(form, "Email").fill("ada@example.com");
    await field(form, "Inquiry Type").selectOption("data");
    await field(form, "Message").fill(`Plain HTML ${marker}`);
    const askedAt = Date.now();
    await form.getByRole("button", { name: sendMessage }).click();

    // A pre-rendered page cannot carry a fresh fill-time token: the first post asks once to confirm.
    await expect(form.getByRole("status")).toContainText(`press "${sendMessage}" once more`);
    expect(new URL(page.url()).hash).toBe("#contact-message-form-messages");
    await expect(field(form, "Name")).toHaveValue("Ada Lovelace");
    await expect(field(form, "Inquiry Type")).toHaveValue("data");
    await expect(field(form, "Message")).toHaveValue(`Plain HTML ${marker}`);
    expect(await storedWith(marker)).toEqual([]);
    await expectNoAxeViolationsAsRendered(page, "#contact-message-form");

    // The confirmation carries a fresh fill-time token: pressing again before it is the minimum fill time old would be taken for a robot.
    await ageFillTimeToken(form, "contact", askedAt);
    await form.getByRole("button", { name: sendMessage }).click();
    await expect(form.getByRole("status")).toHaveText(
      "Message sent! Thank you for reaching out. We'll be in touch soon.",
    );
    for (const label of ["Name", "Email", "Message"]) await expect(field(form, label)).toHaveValue("");
    await expect(field(form, "Inquiry Type")).toHaveValue("general");
    await expectNoAxeViolationsAsRendered(page, "#contact-message-form");
    expect(await storedWith(marker)).toHaveLength(1);
  });

  test("company form: the server renders the errors, keeps the values and shows markup as text", async ({ page }) => {
    await page.goto(pagePath("company"));
    const form = page.locator("#company-message-form");
    const message = `<img src=x onerror="document.title='pwned'"> ${uniqueMarker()}`;
    await field(form, "Name").fill("   ");
    await field(form, "Email").fill("grace@localhost");
    await field(form, "Message").fill(message);
    await form.getByRole("button", { name: sendMessage }).click();

    await expectFieldError(form, "Name", "Please enter your name.");
    await expectFieldError(form, "Email", "Please enter a valid email address, like name@example.com.");
    await expect(field(form, "Email")).toHaveValue("grace@localhost");
    await expect(field(form, "Message")).toHaveValue(message);
    await expect(form.locator("img")).toHaveCount(0);
    await expect(
      form.getByRole("status").getByRole("link", { name: /Email: Please enter a valid email address/ }),
    ).toHaveAttribute("href", "#company-message-form-email");
    await expectNoAxeViolationsAsRendered(page, "#company-message-form");
  });

  test("demo form: the server refuses a past date and keeps every value, selects included", async ({ page }) => {
    await page.goto(pagePath("schedule-demo"));
    const form = page.locator("#demo-request-form");
    await field(form, "Full Name").fill("Katherine Johnson");
    await field(form, "Organization").fill("Langley Research");
    await field(form, "Role/Title").selectOption("analyst");
    await field(form, "Email").fill("katherine@example.com");
    await field(form, "Preferred Date").fill("2020-01-01");
    await field(form, "Preferred Time").selectOption("evening");
    await form.getByRole("button", { name: "Schedule My Demo" }).click();

    await expectFieldError(form, "Preferred Date", "Please choose today or a later date.");
    await expect(field(form, "Role/Title")).toHaveValue("analyst");
    await expect(field(form, "Preferred Time")).toHaveValue("evening");
    await expect(field(form, "Preferred Date")).toHaveValue("2020-01-01");
    await expect(field(form, "Organization")).toHaveValue("Langley Research");
    await expectNoAxeViolationsAsRendered(page, "#demo-request-form");
  });
});

test.describe("raw requests", () => {
  const validContact = { name: "Raw Request", email: "raw@example.com", inquiryType: "general", message: "" };

  test("bad requests get 413, 415, 400 and 422, never a 500, and nothing is stored", async ({ request }) => {
    const marker = uniqueMarker();
    const contact = pagePath("contact");

    const oversized = await request.post(contact, {
      form: { ...validContact, message: `${marker}${"x".repeat(40_000)}` },
    });
    expect(oversized.status()).toBe(413);

    const json = await request.post(contact, {
      data: JSON.stringify({ ...validContact, message: marker }),
      headers: { "Content-Type": "application/json" },
    });
    expect(json.status()).toBe(415);
    expect(await json.text()).toContain(
      "This form accepts only application/x-www-form-urlencoded or multipart/form-data posts.",
    );

    const invalidUtf8 = await request.post(contact, {
      data: Buffer.concat([Buffer.from(`name=${marker}&message=`), Buffer.from([0xc3, 0x28])]),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(invalidUtf8.status()).toBe(400);
    const invalidEscape = await request.post(contact, {
      data: `name=${marker}&email=a%40b.co&message=%FF%FE`,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(invalidEscape.status()).toBe(400);

    const unknownOption = await request.post(contact, {
      form: { ...validContact, inquiryType: "lottery", message: marker },
    });
    expect(unknownOption.status()).toBe(422);
    expect(await unknownOption.text()).toContain("Please choose one of the listed inquiry types.");

    const unknownRole = await request.post(pagePath("schedule-demo"), {
      multipart: { name: "A", organization: "B", role: "king", email: "a@example.com", message: marker },
    });
    expect(unknownRole.status()).toBe(422);
    expect(await unknownRole.text()).toContain("Please choose one of the listed roles.");

    const overlong = await request.post(pagePath("company"), {
      form: { name: "n".repeat(201), email: "a@example.com", message: marker },
    });
    expect(overlong.status()).toBe(422);
    expect(await overlong.text()).toContain("Please shorten your name to 200 characters or fewer.");

    const honeypot = await request.post(contact, {
      form: { ...validContact, message: marker, website: "https://spam.example" },
    });
    expect(honeypot.status()).toBe(422);
    expect(await honeypot.text()).toContain("a hidden anti-spam field was filled in");

    const crossSite = await request.post(contact, {
      form: { ...validContact, message: marker },
      headers: { Origin: "https://attacker.example" },
    });
    expect(crossSite.status()).toBe(400);

    for (const response of [
      oversized,
      json,
      invalidUtf8,
      invalidEscape,
      unknownOption,
      unknownRole,
      overlong,
      honeypot,
      crossSite,
    ]) {
      expect(await response.text()).not.toMatch(/\bat .+\.(?:ts|js):\d+/);
    }
    expect(await storedWith(marker)).toEqual([]);
  });
});

test.describe("rate limit on its own server", () => {
  let server: RunningServer | undefined;
  let dataDir = "";

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    dataDir = mkdtempSync(path.join(os.tmpdir(), "site-e2e-rate-"));
    server = await startProductionServer({
      DATABASE_URL: `file:${path.join(dataDir, "site.db")}`,
      RATE_LIMIT_PER_MINUTE: "2",
    });
  });

  test.afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test("a client over its rate gets 429 with Retry-After and a clear message, then nothing is stored", async ({
    request,
  }) => {
    const post = () =>
      request.post(`${server?.url}${pagePath("company")}`, {
        form: { name: "Flood", email: "flood@example.com", message: "Message number one" },
      });
    expect((await post()).status()).toBe(422);
    expect((await post()).status()).toBe(422);
    const limited = await post();
    expect(limited.status()).toBe(429);
    expect(Number(limited.headers()["retry-after"])).toBeGreaterThan(0);
    expect(await limited.text()).toContain("Too many submissions from your connection.");
    expect(await exportedSubmissions(path.join(dataDir, "site.db"))).toEqual([]);
  });
});
