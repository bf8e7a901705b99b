import { auditSentence, sentenceText } from "../../app/desk/audit-sentences";
import { formatDeskTime } from "../../app/desk/desk-time";
import type { CsvValue } from "../export/csv";
import type { AuditRecord } from "./audit";

/**
 * The audit log's CSV (written by server/export/csv-file-writer.ts): each entry's instant in UTC and in
 * the person's zone, who, the sentence the page shows, and the raw action, record and details for
 * whoever checks them.
 */
export const auditColumns = (timeZone: string) => [
  "at (UTC)",
  `at (${timeZone})`,
  "who",
  "what",
  "action",
  "record",
  "details",
];

export const auditCells = (entry: AuditRecord, timeZone: string): CsvValue[] => [
  entry.at.toISOString(),
  formatDeskTime(entry.at, timeZone),
  entry.actor,
  sentenceText(auditSentence(entry)),
  entry.action,
  entry.target,
  JSON.stringify(entry.detail),
];
