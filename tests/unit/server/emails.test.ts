import { describe, expect, it } from "vitest";
import emailTexts from "~content/forms/emails";
import { parseSiteConfig } from "~/config/site-schema";
import { formCopy } from "~/forms/form-copy";
import type { FormName } from "~/forms/submission-service";
import { composeReceiptEmail } from "../../../server/email/receipt-email";
import { composeDepartmentEmail } from "../../../server/email/department-email";

const site = parseSiteConfig({});
const mailFrom = '"Aequa website" <no-reply@aequa.example>';
const submission = {
  id: "7f1c",
  form: "demo-request" as FormName,
  createdAt: new Date("2030-01-01T09:00:00.000Z"),
  fields: {
    name: "Eve <script>x()</script>",
    organization: "O'Reilly & Sons",
    role: "sustainability",
    email: "eve@example.com",
    phone: "",
    preferredTime: "morning",
    message: "Hi <b>there</b>\r\nBcc: victim@example.com",
  },
  context: {
    landingPage: "/platform",
    sendingPage: "/schedule-demo",
    referrer: "https://news.example",
    utmSource: "<img src=x onerror=alert(1)>",
    utmCampaign: "autumn",
  },
};

const department = () => composeDepartmentEmail(submission, { emails: site.emails, mailFrom });
const confirmation = (overrides: { form?: FormName; fields?: Record<string, string> } = {}) =>
  composeReceiptEmail({ ...submission, ...overrides }, { site, mailFrom });

/** Markup a value could smuggle in: none of it may survive as markup in an HTML body. */
const smuggled = ["<script>", "<b>there", "<img"];

describe("the e-mail to the department", () => {
  it("goes to the form's department with Reply-To the visitor and a stable Message-ID", () => {
    const email = department();
    expect(email.to).toBe(site.emails.sales);
    expect(email.replyTo).toBe("eve@example.com");
    expect(email.from).toBe(mailFrom);
    expect(email.messageId).toBe("<7f1c@aequa.example>");
  });

  it("lists every filled-in field as its form labels it, options by their label, and where the lead came from", () => {
    const { text } = department();
    expect(text).toContain(`Demo request on the ${site.productName} website`);
    expect(text).toContain("Full Name: Eve <script>x()</script>");
    expect(text).toContain("Organization: O'Reilly & Sons");
    expect(text).toContain("Role/Title: Sustainability Officer");
    expect(text).toContain("Preferred Time: Morning (9-12 PM)");
    expect(text).not.toContain("Phone:");
    expect(text).toContain(`${emailTexts.department.leadContextHeading}:`);
    expect(text).toContain("Landing page: /platform");
    expect(text).toContain("Sent from page: /schedule-demo");
    expect(text).toContain("Referred by: https://news.example");
    expect(text).toContain("utm_source: <img src=x onerror=alert(1)>");
    expect(text).toContain("utm_campaign: autumn");
    expect(text).toContain("Submission id: 7f1c");
  });

  it("names a field its form no longer labels by its key, for a submission stored before the form changed", () => {
    const { text } = composeDepartmentEmail(
      { ...submission, fields: { ...submission.fields, budgetRange: "10k" } },
      { emails: site.emails, mailFrom },
    );
    expect(text).toContain("Budget range: 10k");
  });

  it("builds the HTML with every field and lead context value escaped", () => {
    const { html } = department();
    expect(html).toMatch(/^<!DOCTYPE html/);
    for (const markup of smuggled) expect(html).not.toContain(markup);
    expect(html).toContain("Eve &lt;script&gt;x()&lt;/script&gt;");
    expect(html).toContain("O&#x27;Reilly &amp; Sons");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(html).toContain("Hi &lt;b&gt;there&lt;/b&gt;<br/>Bcc: victim@example.com");
  });

  it("says so when nothing is known of where the lead came from", () => {
    const email = composeDepartmentEmail({ ...submission, context: {} }, { emails: site.emails, mailFrom });
    expect(email.text).toContain(emailTexts.department.noLeadContext);
    expect(email.html).toContain(emailTexts.department.noLeadContext);
  });

  it("keeps line breaks out of the subject and drops a Reply-To that is not one plain address", () => {
    const email = composeDepartmentEmail(
      {
        ...submission,
        fields: { ...submission.fields, name: "A\r\nBcc: x@example.com", email: "a@example.com, b@example.com" },
      },
      { emails: site.emails, mailFrom },
    );
    expect(email.subject).not.toMatch(/[\r\n]/);
    expect(email.subject).toBe("Demo request from A Bcc: x@example.com, O'Reilly & Sons");
    expect(email.replyTo).toBeUndefined();
  });
});

describe("the confirmation e-mail to the visitor", () => {
  it("goes to the visitor with Reply-To the department that answers the form", () => {
    const email = confirmation();
    expect(email).toMatchObject({
      to: "eve@example.com",
      replyTo: site.emails.sales,
      from: mailFrom,
      subject: emailTexts.receipt.subject["demo-request"],
      messageId: "<7f1c.confirmation@aequa.example>",
    });
  });

  it("thanks, promises contact within 24 hours for a demo, copies what was sent and gives the privacy note", () => {
    const email = confirmation();
    const text = email?.text ?? "";
    expect(text).toContain("Hello Eve <script>x()</script>,");
    expect(text).toContain(`Thank you for contacting ${site.productName}.`);
    expect(text).toContain(formCopy["demo-request"].success);
    expect(text).toContain("Organization: O'Reilly & Sons");
    expect(text).toContain(`delete them after ${site.submissionRetentionDays} days`);
    expect(text).toContain(`${site.origin}/privacy`);
    // The visitor's copy is what they sent: where the lead came from is for the team only.
    expect(text).not.toContain("utm_source");
  });

  it("builds the HTML with every value the visitor typed escaped", () => {
    const html = confirmation()?.html ?? "";
    for (const markup of smuggled) expect(html).not.toContain(markup);
    expect(html).toContain("Hello Eve &lt;script&gt;x()&lt;/script&gt;,");
    expect(html).toContain(formCopy["demo-request"].success.replaceAll("'", "&#x27;"));
  });

  it("says what happens next for the contact forms, and is not composed without one plain address", () => {
    const contact = confirmation({
      form: "contact",
      fields: { name: "Ada", email: "ada@example.com", inquiryType: "investors", message: "Hi" },
    });
    expect(contact?.replyTo).toBe(site.emails.investors);
    expect(contact?.text).toContain(emailTexts.receipt.next.contact);
    expect(contact?.text).toContain("Inquiry Type: Investment Opportunities");
    expect(confirmation({ fields: { ...submission.fields, email: "a@example.com, b@example.com" } })).toBe(undefined);
  });
});
