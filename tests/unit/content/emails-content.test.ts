import { describe, expect, it } from "vitest";
import { parseSiteConfig } from "~/config/site-schema";
import type { Content } from "~/content/collections";
import { contentCopy } from "../../support/content-fixture";

const copy = contentCopy(["content/forms"]);
const file = "content/forms/emails.yaml";

describe("the e-mails' words (content/forms/emails.yaml)", () => {
  it("name the site from its configuration when loaded", () => {
    const site = parseSiteConfig({ PRODUCT_NAME: "Testproduct", SUBMISSION_RETENTION_DAYS: "30" });
    const { data, issues } = copy.load("forms/emails", site);
    expect(issues).toEqual([]);
    const emails = data as Content<"forms/emails">;
    expect(emails.department.heading).toBe("%formTitle% on the Testproduct website");
    expect(emails.receipt.privacy).toContain("delete them after 30 days");
    expect(emails.receipt.notYou).toContain(`a form on ${new URL(site.origin).host}.`);
  });

  it("refuse a text that drops a %placeholder% the code fills in, or names one it does not", () => {
    const problems = copy.problemsAfter("forms/emails", file, (document) => {
      document.setIn(["department", "subject"], "%formTitle% received");
      document.setIn(["receipt", "greeting"], "Hello %sender%,");
    });
    expect(problems).toEqual([
      `${file}: department.subject: must contain %sender% (the visitor's name, and their organization when the form asks for one)`,
      `${file}: receipt.greeting: must contain %name% (the name the visitor gave)`,
      `${file}: receipt.greeting: %sender% is not filled in here (this text takes %name%)`,
    ]);
  });

  it("refuse a file that leaves a form without its title", () => {
    const problems = copy.problemsAfter("forms/emails", file, (document) => {
      document.deleteIn(["formTitles", "company-contact"]);
    });
    expect(problems).toEqual([`${file}: formTitles.company-contact: is required`]);
  });
});
