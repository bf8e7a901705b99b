import { z } from "zod";
import { inquiryTypes, preferredTimes, roles } from "../forms/option-values.ts";
import { choice, editorMeta, group, longText, text } from "./schema/fields.ts";

/**
 * The words of the three forms (docs/product.md#forms): content/forms/<form>.yaml for each form's
 * labels, choices, button, success text and validation messages, content/forms/common.yaml for
 * what every form says. The schemas that check a visitor's entries (app/forms/schemas.ts) take
 * their messages from these files; the limits and the posted values stay in code.
 */

/**
 * What each `%placeholder%` stands for. The code fills them in when the text is shown
 * (app/forms/placeholders.ts); they are not `{tokens}`, which the build fills in from the
 * site's settings and which would refuse a name that is not a setting.
 */
const placeholderMeanings = {
  count: "the number of fields to correct",
  max: "the most characters the field takes",
  min: "the fewest characters the message needs",
  button: "the text of the form's send button",
  formTitle: "the form's title (Form titles, content/forms/emails.yaml)",
  sender: "the visitor's name, and their organization when the form asks for one",
  name: "the name the visitor gave",
  received: "the date and time the submission arrived",
  id: "the submission's id, as the team's exports list it",
  privacyUrl: "the address of the privacy policy",
} as const;

type Placeholder = keyof typeof placeholderMeanings;

/**
 * A required text that must contain each of `placeholders`, and no other: one line, or a
 * passage edited in a text area when `multiline`.
 */
export function textWith(
  label: string,
  placeholders: Placeholder[],
  help: { description?: string; multiline?: boolean } = {},
) {
  const explained = placeholders.map((name) => `%${name}% stands for ${placeholderMeanings[name]}.`);
  const known = placeholders.map((name) => `%${name}%`).join(", ");
  return z
    .string()
    .trim()
    .min(1, "is required")
    .check((context) => {
      const used = [...context.value.matchAll(/%(\w+)%/g)].map((match) => match[1]);
      for (const name of placeholders.filter((name) => !used.includes(name))) {
        context.issues.push({
          code: "custom",
          input: context.value,
          message: `must contain %${name}% (${placeholderMeanings[name]})`,
        });
      }
      for (const name of used.filter((name) => !(placeholders as string[]).includes(name))) {
        context.issues.push({
          code: "custom",
          input: context.value,
          message: `%${name}% is not filled in here (this text takes ${known})`,
        });
      }
    })
    .register(editorMeta, {
      label,
      description: [help.description, ...explained].filter(Boolean).join(" "),
      ...(help.multiline ? { widget: "multiline" as const } : {}),
    });
}

const fieldLabel = text("Label", { description: "Shown above the field, and in the list of fields to correct." });
const whenEmpty = text("Message when left empty");
const whenTooLong = textWith("Message when too long", ["max"]);

/** A choice's list: every value the code knows, each once, in the order the visitor sees them. */
function choices<const Values extends readonly [string, ...string[]]>(values: Values, label: string) {
  const option = group(
    {
      value: choice(values, "Value sent", {
        description: "What the form posts; the team's e-mails and exports and the routing to a department use it.",
      }),
      label: text("Label shown"),
    },
    "Choice",
  );
  return z
    .array(option)
    .check((context) => {
      const wrong = values.filter((value) => context.value.filter((item) => item.value === value).length !== 1);
      if (wrong.length) {
        context.issues.push({
          code: "custom",
          input: context.value,
          message: `must list each of ${values.join(", ")} exactly once (check ${wrong.join(", ")})`,
        });
      }
    })
    .register(editorMeta, { label, itemLabel: "label" });
}

const whenNotListed = text("Message when the value is not in the list", {
  description: "Seen only when a post names a value the list does not have (an outdated page, a robot).",
});

const placeholderChoice = text("Text before a choice is made", {
  description: "The empty first entry of the list, shown until the visitor picks one.",
});

const nameField = group({ label: fieldLabel, missing: whenEmpty, tooLong: whenTooLong }, "Name");

const emailField = group(
  {
    label: fieldLabel,
    missing: whenEmpty,
    invalid: text("Message when it is not an e-mail address"),
    tooLong: whenTooLong,
  },
  "Email",
);

const submit = text("Send button");
const success = longText("Message once sent");

/** content/forms/common.yaml: what all three forms say. */
export const formsCommon = z.strictObject({
  requiredNote: text("Note above the fields", { description: "Explains the * beside required fields." }),
  sending: text("Send button while sending"),
  errorSummary: group(
    {
      one: text("When one field needs correcting"),
      several: textWith("When several fields need correcting", ["count"]),
    },
    "Error summary",
    { description: "Shown above the send button, followed by links to the fields." },
  ),
  confirm: textWith("Request to send once more", ["button"], {
    description: "Shown when the server could not tell a person from a robot (an expired or missing check).",
  }),
  notText: text("Message when a field holds something other than text", {
    description: "Seen only when a post is made by a program, not by the form.",
  }),
  honeypotLabel: text("Label of the hidden anti-spam field", {
    description: "Never seen by visitors; read by robots that fill in every field.",
  }),
});

/** content/forms/contact.yaml: the contact page's form. */
export const contactForm = z.strictObject({
  submit,
  success: longText("Message once sent", { description: "Shown in a pop-up at the bottom right of the page." }),
  fields: group(
    {
      name: nameField,
      email: emailField,
      inquiryType: group(
        {
          label: fieldLabel,
          options: choices(inquiryTypes, "Inquiry types"),
          missing: whenEmpty,
          unknown: whenNotListed,
        },
        "Inquiry type",
        { description: "The value chosen decides which department receives the message." },
      ),
      message: group({ label: fieldLabel, missing: whenEmpty, tooLong: whenTooLong }, "Message"),
    },
    "Fields",
  ),
});

/** content/forms/company-contact.yaml: the company page's form. */
export const companyContactForm = z.strictObject({
  submit,
  success,
  fields: group(
    {
      name: nameField,
      email: emailField,
      message: group(
        {
          label: fieldLabel,
          hint: textWith("Hint under the field", ["min"]),
          missing: whenEmpty,
          tooShort: textWith("Message when too short", ["min"]),
          tooLong: whenTooLong,
        },
        "Message",
      ),
    },
    "Fields",
  ),
});

/** content/forms/demo-request.yaml: the schedule-demo page's form. */
export const demoRequestForm = z.strictObject({
  submit,
  successTitle: text("Title of the message once sent"),
  success,
  fields: group(
    {
      name: nameField,
      organization: group({ label: fieldLabel, missing: whenEmpty, tooLong: whenTooLong }, "Organization"),
      role: group(
        {
          label: fieldLabel,
          placeholder: placeholderChoice,
          options: choices(roles, "Roles"),
          missing: whenEmpty,
          unknown: whenNotListed,
        },
        "Role",
      ),
      email: emailField,
      phone: group(
        { label: fieldLabel, invalid: text("Message when it is not a phone number"), tooLong: whenTooLong },
        "Phone",
      ),
      preferredDate: group(
        {
          label: fieldLabel,
          invalid: text("Message when it is not a date"),
          tooEarly: text("Message when the date is past"),
        },
        "Preferred date",
      ),
      preferredTime: group(
        {
          label: fieldLabel,
          placeholder: placeholderChoice,
          options: choices(preferredTimes, "Times"),
          unknown: whenNotListed,
        },
        "Preferred time",
      ),
      message: group({ label: fieldLabel, tooLong: whenTooLong }, "Message"),
    },
    "Fields",
  ),
});

export type NameField = z.output<typeof nameField>;
export type EmailField = z.output<typeof emailField>;
