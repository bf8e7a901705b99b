import * as z from "zod/mini";
import common from "~content/forms/common";
import companyContact from "~content/forms/company-contact";
import contact from "~content/forms/contact";
import demoRequest from "~content/forms/demo-request";
import type { EmailField, NameField } from "~/content/forms";
import { isCalendarDate } from "./calendar-date";
import { companyMessageMinLength, fieldLimits } from "./field-limits";
import { defaultInquiryType, inquiryTypes, preferredTimes, roles } from "./option-values";
import { fillPlaceholders } from "./placeholders";
import type { FormName } from "./submission-service";

/**
 * One schema per form, shared by the browser (loaded on first interaction) and
 * the server. zod/mini keeps the browser's share small. Every rule has a message
 * a visitor can act on (content/forms/); values are trimmed, markup and SQL are
 * kept verbatim.
 */

/** A message naming a length limit, as a visitor reads it ("5,000"). */
const withLimit = (message: string, limit: number, placeholder: "max" | "min" = "max") =>
  fillPlaceholders(message, { [placeholder]: limit.toLocaleString("en-US") });

/** A posted text field: missing becomes "", anything but one string is refused. */
const postedText = z._default(z.string({ error: common.notText }), "");

type TextRule = { required?: string; max: number; tooLong: string; min?: { length: number; message: string } };

function text({ required, max, tooLong, min }: TextRule) {
  return z.pipe(
    postedText,
    z.string().check(
      z.trim(),
      // Stryker disable next-line BooleanLiteral: only the company message, a schema built once at load (a static mutant), has a check after this one
      ...(required ? [z.minLength(1, { error: required, abort: true })] : []),
      ...(min ? [z.minLength(min.length, { error: min.message, abort: true })] : []),
      z.maxLength(max, withLimit(tooLong, max)),
    ),
  );
}

const name = (copy: NameField) => text({ required: copy.missing, max: fieldLimits.name, tooLong: copy.tooLong });

const email = (copy: EmailField) =>
  z.pipe(
    text({ required: copy.missing, max: fieldLimits.email, tooLong: copy.tooLong }),
    z.email({ error: copy.invalid }),
  );

/** A choice from a list: a missing or empty value gets `missing`, an unknown value `unknown`. */
function choice<Value extends string>(values: readonly [Value, ...Value[]], missing: string, unknown: string) {
  return z.enum(values, {
    // Stryker disable next-line ConditionalExpression: every choice is defaulted or comes through postedText, so a missing one arrives as ""
    error: (issue) => (issue.input === undefined || issue.input === "" ? missing : unknown),
  });
}

const contactFields = contact.fields;

const contactSchema = z.object({
  name: name(contactFields.name),
  email: email(contactFields.email),
  inquiryType: z._default(
    choice(inquiryTypes, contactFields.inquiryType.missing, contactFields.inquiryType.unknown),
    defaultInquiryType,
  ),
  message: text({
    required: contactFields.message.missing,
    max: fieldLimits.message,
    tooLong: contactFields.message.tooLong,
  }),
});

const companyFields = companyContact.fields;

const companyContactSchema = z.object({
  name: name(companyFields.name),
  email: email(companyFields.email),
  message: text({
    required: companyFields.message.missing,
    min: {
      length: companyMessageMinLength,
      message: withLimit(companyFields.message.tooShort, companyMessageMinLength, "min"),
    },
    max: fieldLimits.message,
    tooLong: companyFields.message.tooLong,
  }),
});

/** Digits with the usual separators; at least five digits make a number someone can dial. */
const phonePattern = /^\+?[\d\s().-]*$/;

export type DemoRequestRules = {
  /** The earliest acceptable preferred date (YYYY-MM-DD): see calendar-date.ts. */
  earliestDate: string;
};

const demoFields = demoRequest.fields;

function demoRequestSchema({ earliestDate }: DemoRequestRules) {
  return z.object({
    name: name(demoFields.name),
    organization: text({
      required: demoFields.organization.missing,
      max: fieldLimits.organization,
      tooLong: demoFields.organization.tooLong,
    }),
    // Only the eight listed values pass, which also keeps the role far under fieldLimits.role.
    role: z.pipe(postedText, choice(roles, demoFields.role.missing, demoFields.role.unknown)),
    email: email(demoFields.email),
    phone: z.pipe(
      text({ max: fieldLimits.phone, tooLong: demoFields.phone.tooLong }),
      z
        .string()
        .check(
          z.refine(
            (value) => value === "" || (phonePattern.test(value) && (value.match(/\d/g)?.length ?? 0) >= 5),
            demoFields.phone.invalid,
          ),
        ),
    ),
    preferredDate: z.pipe(
      postedText,
      z.string().check(
        z.trim(),
        z.refine((value) => value === "" || isCalendarDate(value), {
          error: demoFields.preferredDate.invalid,
          abort: true,
        }),
        z.refine((value) => value === "" || value >= earliestDate, demoFields.preferredDate.tooEarly),
      ),
    ),
    preferredTime: z._default(z.enum(["", ...preferredTimes], { error: demoFields.preferredTime.unknown }), ""),
    message: text({ max: fieldLimits.message, tooLong: demoFields.message.tooLong }),
  });
}

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
  // Stryker disable next-line ObjectLiteral,StringLiteral: the rules change a check, never which fields there are
  return Object.keys(schemaFor(form, { earliestDate: "0000-01-01" }).shape);
}
