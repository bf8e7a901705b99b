import { parseArgs } from "node:util";
import { isCalendarDate } from "../../app/forms/calendar-date";
import { formNames, isFormName } from "../../app/forms/submission-service";
import { type OverallStatus, overallStatuses, type SubmissionFilter } from "../submissions/submission-store";

/** The options of `npm run submissions` (scripts/submissions.ts). */
export const usage = `Usage: npm run submissions [-- [--json | --csv] [--since <date>] [--form <form>] [--status <status>]]
  --since   a date (2030-01-31) or an ISO time (2030-01-31T09:00:00Z)
  --form    ${formNames.join(", ")}
  --status  ${overallStatuses.join(", ")}`;

export type ExportOptions = { format: "text" | "json" | "csv"; filter: SubmissionFilter };

/** The options, or the reason they cannot be used. */
export function parseExportOptions(args: string[]): ExportOptions | string {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      strict: true,
      options: {
        json: { type: "boolean" },
        csv: { type: "boolean" },
        since: { type: "string" },
        form: { type: "string" },
        status: { type: "string" },
      },
    }));
  } catch (error) {
    return (error as Error).message;
  }
  if (values.json && values.csv) return "choose --json or --csv, not both";
  const filter: SubmissionFilter = {};
  if (values.since !== undefined) {
    const since =
      /^\d{4}-\d{2}-\d{2}(T.+)?$/.test(values.since) && isCalendarDate(values.since.slice(0, 10))
        ? new Date(values.since)
        : undefined;
    if (!since || Number.isNaN(since.getTime()))
      return `--since ${JSON.stringify(values.since)} is not a date or an ISO time`;
    filter.since = since;
  }
  if (values.form !== undefined) {
    if (!isFormName(values.form)) return `--form ${JSON.stringify(values.form)} is not one of ${formNames.join(", ")}`;
    filter.form = values.form;
  }
  if (values.status !== undefined) {
    if (!overallStatuses.includes(values.status as OverallStatus)) {
      return `--status ${JSON.stringify(values.status)} is not one of ${overallStatuses.join(", ")}`;
    }
    filter.status = values.status as OverallStatus;
  }
  return { format: values.json ? "json" : values.csv ? "csv" : "text", filter };
}
