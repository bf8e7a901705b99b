import { z } from "zod";
import { leadContextKeys, type LeadContextKey } from "../forms/lead-context.ts";
import { formNames, type FormName } from "../forms/submission-service.ts";
import { group, longText, text } from "./schema/fields.ts";
import { textWith } from "./forms.ts";

/**
 * content/forms/emails.yaml: the words of the two e-mails each stored submission sends
 * (server/email/), one to the department that answers it, one to the visitor who sent it.
 * The fields in them are named as the form labels them (content/forms/<form>.yaml).
 */

const formLabels: Record<FormName, string> = {
  contact: "Contact (contact page)",
  "company-contact": "Contact (company page)",
  "demo-request": "Demo request (schedule-demo page)",
};

/** One text per form of `forms`, so a form the code knows cannot be left without one. */
function perForm<const Forms extends readonly FormName[], Item extends z.ZodType>(
  forms: Forms,
  item: (label: string) => Item,
  label: string,
  help: { description?: string } = {},
) {
  const shape = Object.fromEntries(forms.map((form) => [form, item(formLabels[form])]));
  return group(shape as Record<Forms[number], Item>, label, help);
}

const leadContextMeanings: Record<LeadContextKey, string> = {
  landingPage: "The page the visit landed on",
  sendingPage: "The page the form was sent from",
  referrer: "The site that sent the visitor",
  utmSource: "The landing address's utm_source",
  utmMedium: "The landing address's utm_medium",
  utmCampaign: "The landing address's utm_campaign",
  utmTerm: "The landing address's utm_term",
  utmContent: "The landing address's utm_content",
};

const leadContextLabels = group(
  Object.fromEntries(leadContextKeys.map((key) => [key, text(leadContextMeanings[key])])) as Record<
    LeadContextKey,
    ReturnType<typeof text>
  >,
  "Lead context labels",
  {
    description: "What each value of where a lead came from is called in the department's e-mail and in the export.",
  },
);

const department = group(
  {
    subject: textWith("Subject", ["formTitle", "sender"], {
      description: "When the visitor gave no name, the subject is the form's title alone.",
    }),
    heading: textWith("Heading", ["formTitle"]),
    fieldsHeading: text("Heading above the fields"),
    leadContextHeading: text("Heading above where the lead came from"),
    noLeadContext: longText("When nothing is known of where the lead came from"),
    replyNote: textWith("Note on replying", ["name"], {
      description: "Shown only when the visitor gave a name and one plain address.",
    }),
    received: textWith("When it arrived", ["received"]),
    submissionId: textWith("The submission's id", ["id"]),
  },
  "E-mail to the department",
  { description: "Sent to the department that answers the form, with every field and where the lead came from." },
);

const receipt = group(
  {
    subject: perForm(formNames, text, "Subject and heading", { description: "One for each form." }),
    greeting: textWith("Greeting", ["name"]),
    thanks: longText("Thanks"),
    nextHeading: text("Heading above what happens next"),
    next: perForm(["contact", "company-contact"], (label) => longText(label), "What happens next", {
      description: "For a demo request, the e-mail repeats the form's own message once sent.",
    }),
    addMore: longText("How to add something"),
    copyHeading: text("Heading above the copy of what was sent"),
    privacyHeading: text("Heading above the privacy note"),
    privacy: textWith("Privacy note", ["privacyUrl"], { multiline: true }),
    notYou: longText("Note for someone who did not send it", { description: "Shown at the end of the e-mail." }),
  },
  "E-mail to the visitor",
  { description: "Confirms to the visitor that their submission arrived, with a copy of what they sent." },
);

export const emailTexts = z.strictObject({
  formTitles: perForm(formNames, text, "Form titles", {
    description: "How the department's e-mail names each form, in its subject and heading.",
  }),
  leadContextLabels,
  department,
  receipt,
});
