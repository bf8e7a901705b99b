/**
 * Field rules of the form schemas (app/forms/schemas.ts) that the per-form tests
 * (tests/unit/forms/schemas.test.ts) leave open: the exact message of each refusal, the
 * phone's digit count at its boundary, and what validation echoes back.
 */
import { describe, expect, it } from "vitest";
import { countedText } from "~/forms/placeholders";
import { validateForm } from "~/forms/validate-form";
import { content } from "../../support/content";

const demoCopy = content("forms/demo-request").fields;
const rules = { earliestDate: "2030-06-15" };
const validDemo = { name: "Grace Hopper", organization: "Navy", role: "cto", email: "grace@example.com" };

function errorsOf(fields: Record<string, string>) {
  const validation = validateForm("demo-request", new URLSearchParams(fields), rules);
  return validation.ok ? {} : (validation.result.error?.fieldErrors ?? {});
}

describe("field rules", () => {
  it("refuses an e-mail address that is not one with the form's own message", () => {
    expect(errorsOf({ ...validDemo, email: "grace.example.com" })).toEqual({ email: [demoCopy.email.invalid] });
  });

  it("takes a phone number from five digits on", () => {
    expect(errorsOf({ ...validDemo, phone: "12345" })).toEqual({});
    expect(errorsOf({ ...validDemo, phone: "+1 (234)" })).toEqual({ phone: [demoCopy.phone.invalid] });
  });

  it("refuses a phone number made of separators alone, with the message and without failing", () => {
    for (const phone of ["()", "+ - .", "  ( )  "]) {
      expect(errorsOf({ ...validDemo, phone })).toEqual({ phone: [demoCopy.phone.invalid] });
    }
  });

  it("echoes back only the form's own fields, never a hidden or added one", () => {
    for (const fields of [
      { ...validDemo, website: "spam", admin: "true" },
      { ...validDemo, email: "", website: "spam", admin: "true" },
    ]) {
      const { result } = validateForm("demo-request", new URLSearchParams(fields), rules);
      expect(Object.keys(result.submission.payload)).not.toContain("website");
      expect(Object.keys(result.submission.payload)).not.toContain("admin");
      expect(result.submission.payload).toMatchObject({ name: "Grace Hopper", role: "cto" });
    }
  });
});

describe("counted texts", () => {
  const texts = { one: "Please correct the field below.", several: "Please correct the %count% fields below." };

  it("uses the text for one when the count is one, and fills in the count otherwise", () => {
    expect(countedText(texts, 1)).toBe("Please correct the field below.");
    expect(countedText(texts, 3)).toBe("Please correct the 3 fields below.");
  });
});
