import emailTexts from "~content/forms/emails";
import { leadStatusLabels } from "../../app/desk/vocabulary";
import { leadContextKeys } from "../../app/forms/lead-context";
import type { ExportedLead } from "../desk/leads";
import { displayValue } from "../email/submission-entries";
import { overallStatus } from "../submissions/submission-store";
import type { CsvValue } from "./csv";
import { knownFieldOrder } from "./submission-export";

/**
 * The desk's CSV of leads (server/export/csv-file-writer.ts writes it while it is read, so its columns
 * cannot wait for the rows: every field the forms ask for and every channel, empty where a lead has
 * none). One column per fact, each value as the desk shows it: the form's title, the status's label,
 * a chosen option's label ("Partnerships", not `consortium`). The lead's status is the team's; how far
 * the e-mails and the webhook got is `delivery` and the channels' own columns.
 */
const channels = ["confirmation", "email", "webhook"];

const iso = (date: Date | null | undefined) => date?.toISOString() ?? "";

export const leadColumns = [
  "id",
  "createdAt",
  "form",
  "status",
  "assignee",
  "latestNote",
  "latestNoteBy",
  "latestNoteAt",
  ...knownFieldOrder,
  ...leadContextKeys,
  "delivery",
  ...channels.flatMap((channel) => [
    `${channel}Delivery`,
    `${channel}Attempts`,
    `${channel}DeliveredAt`,
    `${channel}LastError`,
  ]),
];

export function leadCells(lead: ExportedLead): CsvValue[] {
  return [
    lead.id,
    iso(lead.createdAt),
    emailTexts.formTitles[lead.form],
    leadStatusLabels[lead.status],
    lead.assignee ?? "",
    lead.latestNote?.detail ?? "",
    lead.latestNote?.by ?? "",
    iso(lead.latestNote?.at),
    ...knownFieldOrder.map((field) => displayValue(field, lead.fields[field] ?? "")),
    ...leadContextKeys.map((key) => lead.context[key] ?? ""),
    overallStatus(lead.deliveries),
    ...channels.flatMap((channel) => {
      const delivery = lead.deliveries.find((candidate) => candidate.channel === channel);
      return delivery
        ? [delivery.status, delivery.attempts, iso(delivery.deliveredAt), delivery.lastError ?? ""]
        : ["", "", "", ""];
    }),
  ];
}
