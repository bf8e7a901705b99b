import * as z from "zod/mini";
import { isCalendarDate } from "./calendar-date";
import { companyMessageMinLength, fieldLimits } from "./field-limits";
import {
  defaultInquiryType,
  inquiryTypeOptions,
  optionValues,
  preferredTimeOptions,
  roleOptions,
} from "./form-options";
import type { FormName } from "./submission-service";

/**
 * One schema per form, shared by the browser (loaded on first interaction) and
 * the server. zod/mini keeps the browser's share small. Every rule has a message
 * a visitor can act on; values are trimmed, markup and SQL are kept verbatim.
 */

const characters = (count: number) => `${count.toLocaleString("en-US")} characters`;

/** A posted text field: missing becomes "", anything but one string is refused. */
const postedText = z._default(z.string({ error: "Please enter text in this field." }), "");

type TextRule = { required?: string; max: number; tooLong: string; min?: { length: number; message: string } };

function text({ required, max, tooLong, min }: TextRule) {
  return z.pipe(
    postedText,
    z
      .string()
      .check(
        z.trim(),
        ...(required ? [z.minLength(1, { error: required, abort: true })] : []),
        ...(min ? [z.minLength(min.length, { error: min.message, abort: true })] : []),
        z.maxLength(max, tooLong),
      ),
  );
}

const name = (required: string) =>
  text({
    required,
    max: fieldLimits.name,
    tooLong: `Please shorten your name to ${characters(fieldLimits.name)} or fewer.`,
  });

const email = z.pipe(
  text({
    required: "Please enter your email address.",
    max: fieldLimits.email,
    tooLong: `Please use an email address of ${characters(fieldLimits.email)} or fewer.`,
  }),
  z.email({ error: "Please enter a valid email address, like name@example.com." }),
);

const messageTooLong = `Please shorten your message to ${characters(fieldLimits.message)} or fewer.`;

/** A choice from a list: a missing or empty value gets `missing`, an unknown value `unknown`. */
function choice<Value extends string>(values: [Value, ...Value[]], missing: string, unknown: string) {
  return z.enum(values, {
    error: (issue) => (issue.input === undefined || issue.input === "" ? missing : unknown),
  });
}

export const contactSchema = z.object({
  name: name("Please enter your name."),
  email,
  inquiryType: z._default(
    choice(
      optionValues(inquiryTypeOptions),
      "Please choose an inquiry type.",
      "Please choose one of the listed inquiry types.",
    ),
    defaultInquiryType,
  ),
  message: text({ required: "Please enter your message.", max: fieldLimits.message, tooLong: messageTooLong }),
});

export const companyContactSchema = z.object({
  name: name("Please enter your name."),
  email,
  message: text({
    required: "Please enter your message.",
    min: {
      length: companyMessageMinLength,
      message: `Please write at least ${companyMessageMinLength} characters so that we can help.`,
    },
    max: fieldLimits.message,
    tooLong: messageTooLong,
  }),
});

/** Digits with the usual separators; at least five digits make a number someone can dial. */
const phonePattern = /^\+?[\d\s().-]*$/;

export type DemoRequestRules = {
  /** The earliest acceptable preferred date (YYYY-MM-DD): see calendar-date.ts. */
  earliestDate: string;
};

export function demoRequestSchema({ earliestDate }: DemoRequestRules) {
  return z.object({
    name: name("Please enter your full name."),
    organization: text({
      required: "Please enter your organization.",
      max: fieldLimits.organization,
      tooLong: `Please shorten the organization name to ${characters(fieldLimits.organization)} or fewer.`,
    }),
    // Only the eight listed values pass, which also keeps the role far under fieldLimits.role.
    role: z.pipe(
      postedText,
      choice(optionValues(roleOptions), "Please choose your role.", "Please choose one of the listed roles."),
    ),
    email,
    phone: z.pipe(
      text({
        max: fieldLimits.phone,
        tooLong: `Please use a phone number of ${characters(fieldLimits.phone)} or fewer.`,
      }),
      z
        .string()
        .check(
          z.refine(
            (value) => value === "" || (phonePattern.test(value) && (value.match(/\d/g)?.length ?? 0) >= 5),
            "Please enter a phone number with digits, spaces and + ( ) - . only.",
          ),
        ),
    ),
    preferredDate: z.pipe(
      postedText,
      z.string().check(
        z.trim(),
        z.refine((value) => value === "" || isCalendarDate(value), {
          error: "Please enter a valid date.",
          abort: true,
        }),
        z.refine((value) => value === "" || value >= earliestDate, "Please choose today or a later date."),
      ),
    ),
    preferredTime: z._default(
      z.enum(["", ...optionValues(preferredTimeOptions)], { error: "Please choose one of the listed times." }),
      "",
    ),
    message: text({ max: fieldLimits.message, tooLong: messageTooLong }),
  });
}

export type ContactFields = z.output<typeof contactSchema>;
export type CompanyContactFields = z.output<typeof companyContactSchema>;
export type DemoRequestFields = z.output<ReturnType<typeof demoRequestSchema>>;

/** The schema that validates a form's fields. */
export function schemaFor(form: FormName, rules: DemoRequestRules) {
  switch (form) {
    case "contact":
      return contactSchema;
    case "company-contact":
      return companyContactSchema;
    case "demo-request":
      return demoRequestSchema(rules);
  }
}

/** The names of a form's own fields, in the order they appear. */
export function fieldNamesOf(form: FormName): string[] {
  return Object.keys(schemaFor(form, { earliestDate: "0000-01-01" }).shape);
}
