import { composeReceiptEmail } from "../../server/email/receipt-email";
import { composeDepartmentEmail } from "../../server/email/department-email";
import { site } from "../support/built-site";
import { expect, test } from "../support/test";
import type { FormName } from "~/forms/submission-service";

/**
 * The two HTML e-mails of a submission (server/email/), drawn by a real browser at a phone's
 * and a desktop mail client's width: they fit without sideways scrolling, show what was sent,
 * and use only the markup mail clients support (tables and inline styles; no stylesheet,
 * class or script).
 */
const mailFrom = '"Aequa website" <no-reply@aequa.example>';
const longWord = "Supercalifragilisticexpialidocious".repeat(4);
const submission = {
  id: "3b9e",
  form: "demo-request" as FormName,
  createdAt: new Date("2030-01-01T09:00:00.000Z"),
  fields: {
    name: "Grace <b>Hopper</b>",
    organization: "Navy & Partners",
    role: "sustainability",
    email: "grace@example.com",
    preferredTime: "morning",
    message: `A message with a very long word: ${longWord}\nand a second line.`,
  },
  context: { landingPage: `/platform?utm_source=${longWord}`, sendingPage: "/schedule-demo", utmSource: longWord },
};

const emails = {
  department: composeDepartmentEmail(submission, { emails: site.emails, mailFrom }),
  receipt: composeReceiptEmail(submission, { site, mailFrom }),
};

for (const [kind, email] of Object.entries(emails)) {
  for (const width of [375, 800]) {
    test(`the ${kind} e-mail fits ${width} px, shows what was sent and uses mail-safe markup`, async ({ page }) => {
      expect(email).toBeDefined();
      const html = email?.html ?? "";
      expect(html).toContain("<table");
      expect(html).not.toMatch(/<(style|script|link)\b|\sclass=/i);

      await page.setViewportSize({ width, height: 900 });
      await page.setContent(html);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      // Markup a visitor typed is shown as text.
      await expect(page.getByText("Grace <b>Hopper</b>").first()).toBeVisible();
      await expect(page.locator("b")).toHaveCount(0);
      await expect(page.getByText("and a second line.", { exact: false }).first()).toBeVisible();
    });
  }
}
