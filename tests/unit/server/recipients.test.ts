import { describe, expect, it } from "vitest";
import { recipientFor } from "~/forms/recipients";

const emails = {
  info: "info@org.example",
  sales: "sales@org.example",
  partnerships: "partners@org.example",
  investors: "invest@org.example",
};

describe("who answers a submission", () => {
  it("sends demo requests to sales", () => {
    expect(recipientFor("demo-request", { role: "investor" }, emails)).toBe(emails.sales);
  });

  it.each([
    ["platform", emails.sales],
    ["investors", emails.investors],
    ["consortium", emails.partnerships],
    ["data", emails.partnerships],
    ["research", emails.partnerships],
    ["general", emails.info],
  ])("sends a contact form with inquiry type %s to %s", (inquiryType, address) => {
    expect(recipientFor("contact", { inquiryType }, emails)).toBe(address);
  });

  it("sends a contact form without a known inquiry type to the general address", () => {
    expect(recipientFor("contact", {}, emails)).toBe(emails.info);
    expect(recipientFor("contact", { inquiryType: "constructor" }, emails)).toBe(emails.info);
  });

  it("sends the company page's contact form to the general address", () => {
    expect(recipientFor("company-contact", { inquiryType: "investors" }, emails)).toBe(emails.info);
  });
});
