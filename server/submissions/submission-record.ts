import type { Selectable } from "kysely";
import type { FormName } from "../../app/forms/submission-service";
import { type LeadContext, parseLeadContext } from "../../app/forms/lead-context";
import type { SubmissionsTable } from "../storage/schema";

/** A stored submission as the server reads it (the desk, the delivery channels, the exports). */
export type SubmissionRecord = {
  id: string;
  form: FormName;
  fields: Record<string, string>;
  context: LeadContext;
  createdAt: Date;
};

export function toSubmissionRecord(row: Omit<Selectable<SubmissionsTable>, "post_key">): SubmissionRecord {
  return {
    id: row.id,
    form: row.form as FormName,
    fields: JSON.parse(row.fields) as Record<string, string>,
    context: parseLeadContext(row.context),
    createdAt: new Date(Number(row.created_at)),
  };
}
