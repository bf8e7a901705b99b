import { describe, expect, it } from "vitest";
import { fieldLimits } from "~/forms/field-limits";
import { fieldNamesOf } from "~/forms/schemas";
import { validateForm } from "~/forms/validate-form";
import type { FormName } from "~/forms/submission-service";
import { content } from "../../support/content";

const inquiryTypeOptions = content("forms/contact").fields.inquiryType.options;
const { role, preferredTime } = content("forms/demo-request").fields;
const [roleOptions, preferredTimeOptions] = [role.options, preferredTime.options];

const rules = { earliestDate: "2030-06-15" };

function post(fields: Record<string, string | string[]>) {
  const data = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const item of [value].flat()) data.append(name, item);
  return data;
}

function errorsOf(form: FormName, fields: Record<string, string | string[]>) {
  const validation = validateForm(form, post(fields), rules);
  return validation.ok ? {} : (validation.result.error?.fieldErrors ?? {});
}

function fieldsOf(form: FormName, fields: Record<string, string>) {
  const validation = validateForm(form, post(fields), rules);
  if (!validation.ok) throw new Error(JSON.stringify(validation.result.error));
  return validation.fields;
}

const validContact = { name: "Ada Lovelace", email: "ada@example.com", inquiryType: "research", message: "Hello" };
const validCompany = { name: "Ada Lovelace", email: "ada@example.com", message: "A message of some length" };
const validDemo = {
  name: "Ada Lovelace",
  organization: "Analytical Engines Ltd",
  role: "cto",
  email: "ada@example.com",
  phone: "+44 (20) 7946-0958",
  preferredDate: "2030-06-15",
  preferredTime: "morning",
  message: "Looking forward to it.",
};

describe("form options", () => {
  it("offers the six inquiry types, the eight roles and the four times with their values and labels", () => {
    expect(inquiryTypeOptions.map((option) => `${option.value}: ${option.label}`)).toEqual([
      "platform: Dynamic Pricing Solution",
      "investors: Investment Opportunities",
      "consortium: Partnerships",
      "data: Data Contribution",
      "research: Research Collaboration",
      "general: General Inquiry",
    ]);
    expect(roleOptions.map((option) => `${option.value}: ${option.label}`)).toEqual([
      "ceo: CEO/President",
      "cto: CTO/Technical Leader",
      "coo: COO/Operations",
      "sustainability: Sustainability Officer",
      "investor: Investor/Fund Manager",
      "analyst: Analyst/Researcher",
      "consultant: Consultant/Advisor",
      "other: Other",
    ]);
    expect(preferredTimeOptions.map((option) => option.value)).toEqual(["morning", "afternoon", "evening", "flexible"]);
  });

  it("lists each form's fields", () => {
    expect(fieldNamesOf("contact")).toEqual(["name", "email", "inquiryType", "message"]);
    expect(fieldNamesOf("company-contact")).toEqual(["name", "email", "message"]);
    expect(fieldNamesOf("demo-request")).toEqual([
      "name",
      "organization",
      "role",
      "email",
      "phone",
      "preferredDate",
      "preferredTime",
      "message",
    ]);
  });
});

describe("contact form schema", () => {
  it("requires name, email and message, each with its own message", () => {
    expect(errorsOf("contact", {})).toEqual({
      name: ["Please enter your name."],
      email: ["Please enter your email address."],
      message: ["Please enter your message."],
    });
  });

  it("treats whitespace as empty and stores trimmed values", () => {
    expect(errorsOf("contact", { ...validContact, name: "   " })).toEqual({ name: ["Please enter your name."] });
    expect(fieldsOf("contact", { ...validContact, name: "  Ada  ", email: " ada@example.com " })).toMatchObject({
      name: "Ada",
      email: "ada@example.com",
    });
  });

  it("defaults the inquiry type to general", () => {
    const { inquiryType: _omitted, ...withoutType } = validContact;
    expect(fieldsOf("contact", withoutType).inquiryType).toBe("general");
  });

  it("accepts each of the six inquiry types and refuses any other value", () => {
    for (const option of inquiryTypeOptions) {
      expect(fieldsOf("contact", { ...validContact, inquiryType: option.value }).inquiryType).toBe(option.value);
    }
    expect(errorsOf("contact", { ...validContact, inquiryType: "sales" })).toEqual({
      inquiryType: ["Please choose one of the listed inquiry types."],
    });
    expect(errorsOf("contact", { ...validContact, inquiryType: "" })).toEqual({
      inquiryType: ["Please choose an inquiry type."],
    });
  });

  it("refuses an address that is not an e-mail address", () => {
    for (const email of ["ada", "ada@", "ada@localhost", "ada example@example.com"]) {
      expect(errorsOf("contact", { ...validContact, email })).toEqual({
        email: ["Please enter a valid email address, like name@example.com."],
      });
    }
  });

  it("enforces the length limits at the boundary", () => {
    const local = "a".repeat(64);
    const longEmail = (length: number) => `${local}@${"b".repeat(length - local.length - 5)}.com`;
    expect(errorsOf("contact", { ...validContact, name: "n".repeat(fieldLimits.name) })).toEqual({});
    expect(errorsOf("contact", { ...validContact, name: "n".repeat(fieldLimits.name + 1) })).toEqual({
      name: ["Please shorten your name to 200 characters or fewer."],
    });
    expect(errorsOf("contact", { ...validContact, email: longEmail(fieldLimits.email + 1) })).toEqual({
      email: ["Please use an email address of 254 characters or fewer."],
    });
    expect(errorsOf("contact", { ...validContact, message: "m".repeat(fieldLimits.message) })).toEqual({});
    expect(errorsOf("contact", { ...validContact, message: "m".repeat(fieldLimits.message + 1) })).toEqual({
      message: ["Please shorten your message to 5,000 characters or fewer."],
    });
  });

  it("keeps markup and SQL in a message verbatim", () => {
    const message = `<script>alert("x")</script> '; DROP TABLE submissions; --`;
    expect(fieldsOf("contact", { ...validContact, message }).message).toBe(message);
  });

  it("refuses a field sent twice and ignores fields the form does not have", () => {
    expect(errorsOf("contact", { ...validContact, name: ["Ada", "Bob"] })).toEqual({
      name: ["Please enter text in this field."],
    });
    expect(fieldsOf("contact", { ...validContact, admin: "true", website: "spam" } as Record<string, string>)).toEqual({
      name: "Ada Lovelace",
      email: "ada@example.com",
      inquiryType: "research",
      message: "Hello",
    });
  });
});

describe("company contact form schema", () => {
  it("requires a message of at least 10 characters", () => {
    expect(errorsOf("company-contact", { ...validCompany, message: "" })).toEqual({
      message: ["Please enter your message."],
    });
    expect(errorsOf("company-contact", { ...validCompany, message: "123456789" })).toEqual({
      message: ["Please write at least 10 characters so that we can help."],
    });
    expect(errorsOf("company-contact", { ...validCompany, message: "  123456789  " })).toEqual({
      message: ["Please write at least 10 characters so that we can help."],
    });
    expect(errorsOf("company-contact", { ...validCompany, message: "1234567890" })).toEqual({});
  });

  it("requires name and email", () => {
    expect(errorsOf("company-contact", { message: validCompany.message })).toEqual({
      name: ["Please enter your name."],
      email: ["Please enter your email address."],
    });
  });
});

describe("demo request schema", () => {
  it("accepts a complete request and stores every field as text", () => {
    expect(fieldsOf("demo-request", validDemo)).toEqual(validDemo);
  });

  it("requires full name, organization, role and email; the rest is optional", () => {
    expect(errorsOf("demo-request", {})).toEqual({
      name: ["Please enter your full name."],
      organization: ["Please enter your organization."],
      role: ["Please choose your role."],
      email: ["Please enter your email address."],
    });
    const { phone: _p, preferredDate: _d, preferredTime: _t, message: _m, ...required } = validDemo;
    expect(fieldsOf("demo-request", required)).toEqual({
      ...required,
      phone: "",
      preferredDate: "",
      preferredTime: "",
      message: "",
    });
  });

  it("enforces the role: one of the eight listed values", () => {
    for (const option of roleOptions)
      expect(errorsOf("demo-request", { ...validDemo, role: option.value })).toEqual({});
    expect(errorsOf("demo-request", { ...validDemo, role: "" })).toEqual({ role: ["Please choose your role."] });
    expect(errorsOf("demo-request", { ...validDemo, role: "CEO/President" })).toEqual({
      role: ["Please choose one of the listed roles."],
    });
    expect(errorsOf("demo-request", { ...validDemo, role: "x".repeat(fieldLimits.role + 1) })).toEqual({
      role: ["Please choose one of the listed roles."],
    });
  });

  it("accepts the listed times or none, and refuses others", () => {
    for (const option of preferredTimeOptions) {
      expect(errorsOf("demo-request", { ...validDemo, preferredTime: option.value })).toEqual({});
    }
    expect(errorsOf("demo-request", { ...validDemo, preferredTime: "" })).toEqual({});
    expect(errorsOf("demo-request", { ...validDemo, preferredTime: "midnight" })).toEqual({
      preferredTime: ["Please choose one of the listed times."],
    });
  });

  it("refuses a preferred date before the earliest date, and dates that do not exist", () => {
    expect(errorsOf("demo-request", { ...validDemo, preferredDate: "2030-06-14" })).toEqual({
      preferredDate: ["Please choose today or a later date."],
    });
    expect(errorsOf("demo-request", { ...validDemo, preferredDate: "2030-06-15" })).toEqual({});
    expect(errorsOf("demo-request", { ...validDemo, preferredDate: "2031-01-01" })).toEqual({});
    for (const preferredDate of ["2030-02-30", "15/06/2030", "tomorrow", "2030-6-15"]) {
      expect(errorsOf("demo-request", { ...validDemo, preferredDate })).toEqual({
        preferredDate: ["Please enter a valid date."],
      });
    }
  });

  it("accepts phone numbers with the usual separators and refuses anything else", () => {
    for (const phone of ["+1 555 123 4567", "(020) 7946-0958", "030.1234.5678"]) {
      expect(errorsOf("demo-request", { ...validDemo, phone })).toEqual({});
    }
    for (const phone of ["call me", "12", "+1 555 <b>"]) {
      expect(errorsOf("demo-request", { ...validDemo, phone })).toEqual({
        phone: ["Please enter a phone number with digits, spaces and + ( ) - . only."],
      });
    }
    expect(errorsOf("demo-request", { ...validDemo, phone: "1".repeat(fieldLimits.phone + 1) })).toEqual({
      phone: ["Please use a phone number of 40 characters or fewer."],
    });
  });

  it("limits organization and message", () => {
    expect(errorsOf("demo-request", { ...validDemo, organization: "o".repeat(fieldLimits.organization + 1) })).toEqual({
      organization: ["Please shorten the organization name to 200 characters or fewer."],
    });
    expect(errorsOf("demo-request", { ...validDemo, message: "m".repeat(fieldLimits.message + 1) })).toEqual({
      message: ["Please shorten your message to 5,000 characters or fewer."],
    });
  });
});
