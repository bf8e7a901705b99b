import { describe, expect, it } from "vitest";
import { parseSiteConfig } from "~/config/site-schema";
import { composeSubmissionEmail } from "../../../server/delivery/submission-email";

const site = parseSiteConfig({});
const options = {
  emails: site.emails,
  productName: site.productName,
  mailFrom: '"Aequa website" <no-reply@aequa.example>',
};
const submission = {
  id: "7f1c",
  form: "demo-request" as const,
  createdAt: new Date("2030-01-01T09:00:00.000Z"),
  fields: {
    name: "Eve <script>x()</script>",
    organization: "O'Reilly & Sons",
    role: "sustainability",
    email: "eve@example.com",
    phone: "",
    preferredTime: "morning",
    message: "Hi\r\nBcc: victim@example.com",
  },
};

describe("the e-mail about a submission", () => {
  it("goes to the form's department with Reply-To the visitor and a stable Message-ID", () => {
    const email = composeSubmissionEmail(submission, options);
    expect(email.to).toBe(site.emails.sales);
    expect(email.replyTo).toBe("eve@example.com");
    expect(email.from).toBe(options.mailFrom);
    expect(email.messageId).toBe("<7f1c@aequa.example>");
  });

  it("lists every filled-in field in plain text, options by their label", () => {
    const { text } = composeSubmissionEmail(submission, options);
    expect(text).toContain("Name: Eve <script>x()</script>");
    expect(text).toContain("Organization: O'Reilly & Sons");
    expect(text).toContain("Role/Title: Sustainability Officer");
    expect(text).toContain("Preferred time: Morning (9-12 PM)");
    expect(text).not.toContain("Phone:");
    expect(text).toContain("Submission id: 7f1c");
  });

  it("escapes every value in the HTML body", () => {
    const { html } = composeSubmissionEmail(submission, options);
    expect(html).not.toContain("<script>");
    expect(html).toContain("Eve &#60;script&#62;x()&#60;/script&#62;");
    expect(html).toContain("O&#39;Reilly &#38; Sons");
  });

  it("keeps line breaks out of the subject and drops a Reply-To that is not one plain address", () => {
    const email = composeSubmissionEmail(
      {
        ...submission,
        fields: { ...submission.fields, name: "A\r\nBcc: x@example.com", email: "a@example.com, b@example.com" },
      },
      options,
    );
    expect(email.subject).not.toMatch(/[\r\n]/);
    expect(email.subject).toBe("Demo request from A Bcc: x@example.com, O'Reilly & Sons");
    expect(email.replyTo).toBeUndefined();
  });
});
