import emailTexts from "~content/forms/emails";
import { leadContextKeys } from "../../app/forms/lead-context";
import { overallStatus, type SubmissionWithDeliveries } from "../submissions/submission-store";
import { type CsvValue, csvRecord } from "./csv";

/** The fields in the order the forms show them; fields a form adds later follow, sorted. */
export const knownFieldOrder = [
  "name",
  "organization",
  "role",
  "email",
  "phone",
  "inquiryType",
  "preferredDate",
  "preferredTime",
  "message",
];

function fieldColumns(submissions: SubmissionWithDeliveries[]): string[] {
  const present = new Set(submissions.flatMap((submission) => Object.keys(submission.fields)));
  const known = knownFieldOrder.filter((field) => present.has(field));
  const others = [...present].filter((field) => !knownFieldOrder.includes(field)).sort();
  return [...known, ...others];
}

const iso = (date: Date | null) => date?.toISOString() ?? "";

/** One JSON object per submission: what it said, where the lead came from and how far each delivery got. */
export function submissionJson(submission: SubmissionWithDeliveries): string {
  return JSON.stringify({
    id: submission.id,
    form: submission.form,
    fields: submission.fields,
    context: submission.context,
    createdAt: iso(submission.createdAt),
    status: overallStatus(submission.deliveries),
    deliveries: Object.fromEntries(
      submission.deliveries.map((delivery) => [
        delivery.channel,
        {
          status: delivery.status,
          attempts: delivery.attempts,
          lastError: delivery.lastError,
          nextAttemptAt: delivery.nextAttemptAt && iso(delivery.nextAttemptAt),
          deliveredAt: delivery.deliveredAt && iso(delivery.deliveredAt),
        },
      ]),
    ),
  });
}

function header(fields: string[], channels: string[]): string[] {
  return [
    "id",
    "createdAt",
    "form",
    ...fields,
    ...leadContextKeys,
    "status",
    ...channels.flatMap((channel) => [
      `${channel}Status`,
      `${channel}Attempts`,
      `${channel}DeliveredAt`,
      `${channel}LastError`,
    ]),
  ];
}

function cells(submission: SubmissionWithDeliveries, fields: string[], channels: string[]): CsvValue[] {
  return [
    submission.id,
    iso(submission.createdAt),
    submission.form,
    ...fields.map((field) => submission.fields[field] ?? ""),
    ...leadContextKeys.map((key) => submission.context[key] ?? ""),
    overallStatus(submission.deliveries),
    ...channels.flatMap((channel) => {
      const delivery = submission.deliveries.find((candidate) => candidate.channel === channel);
      return delivery
        ? [delivery.status, delivery.attempts, iso(delivery.deliveredAt), delivery.lastError ?? ""]
        : ["", "", "", ""];
    }),
  ];
}

/** `npm run submissions -- --csv`: the columns of the fields and channels these submissions have. */
export function submissionsCsv(submissions: SubmissionWithDeliveries[]): string {
  const fields = fieldColumns(submissions);
  const channels = [
    ...new Set(submissions.flatMap((submission) => submission.deliveries.map((d) => d.channel))),
  ].sort();
  return [header(fields, channels), ...submissions.map((submission) => cells(submission, fields, channels))]
    .map(csvRecord)
    .join("");
}

/** A short, readable listing for a terminal. */
export function submissionsText(submissions: SubmissionWithDeliveries[]): string {
  if (submissions.length === 0) return "No submissions stored.\n";
  return submissions
    .map((submission) => {
      const channels = submission.deliveries
        .map((d) =>
          d.status === "delivered"
            ? `${d.channel} delivered ${iso(d.deliveredAt)}`
            : `${d.channel} ${d.status} after ${d.attempts} attempt(s)${d.lastError ? ` (${d.lastError})` : ""}`,
        )
        .join("; ");
      const fields = Object.entries(submission.fields)
        .filter(([, value]) => value !== "")
        .map(([field, value]) => `  ${field}: ${value.replace(/\r?\n/g, "\n    ")}`);
      const context = leadContextKeys.flatMap((key) => {
        const value = submission.context[key];
        return value ? [`    ${emailTexts.leadContextLabels[key]}: ${value}`] : [];
      });
      return [
        `${iso(submission.createdAt)}  ${submission.form}  ${submission.id}`,
        `  delivery: ${channels ? `${overallStatus(submission.deliveries)}: ${channels}` : "not delivered (no channel configured)"}`,
        ...fields,
        `  lead context:${context.length === 0 ? " none recorded" : ""}`,
        ...context,
      ].join("\n");
    })
    .join("\n\n")
    .concat("\n");
}
