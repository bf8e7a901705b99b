import type { Kysely } from "kysely";
import type { Transporter } from "nodemailer";
import { deskPaths } from "../../app/route-table";
import type { SubscriberChannel } from "../delivery/channels";
import { queueMessage } from "../delivery/outbox";
import type { DatabaseSchema } from "../storage/schema";
import { toSubmissionRecord } from "../submissions/submission-record";

/**
 * Telling a person that a lead was assigned to them, through the outbox (server/delivery/*), as the
 * sign-in codes go (./code-mail.ts): the row is written in the transaction that assigns the lead, so
 * the e-mail is sent once the assignment holds, retried while the relay is down, and never sent for
 * a change that was not saved. The row names the lead and the people by id; what the e-mail says is
 * read when it is sent, so a lead erased or given to someone else meanwhile sends nothing.
 */
type Assignment = { submissionId: string; assigneeId: string; assignedBy: string };

export async function queueAssignmentMail(db: Kysely<DatabaseSchema>, assignment: Assignment, now: number) {
  await queueMessage(db, { channel: "desk-assignment", dueAt: now, payload: JSON.stringify(assignment) });
}

// The e-mail shares the frame of the site's others, which reads content once the configuration is loaded.
const deskMail = () => import("./desk-mail");
const emailTexts = async () => (await import("~content/forms/emails")).default;

/** "Priya Ramanathan (Acme Trust)": how the inbox names a lead, its e-mail address when it has no name. */
function leadName(fields: Record<string, string>): string {
  const name = fields.name || fields.email || "A lead without a name";
  return fields.organization ? `${name} (${fields.organization})` : name;
}

export function deskAssignmentChannel({
  database,
  transport,
  origin,
  deskName,
  mailFrom,
}: {
  database: () => Promise<Kysely<DatabaseSchema>>;
  transport: Pick<Transporter, "sendMail">;
  /** SITE_ORIGIN: the link leads to the lead's page on the site. */
  origin: string;
  deskName: string;
  mailFrom: string;
}): SubscriberChannel {
  return {
    name: "desk-assignment",
    // A staff address refused for good, or failing for long, is given up: the lead is in the inbox all the same.
    giveUp: { record: async () => {} },
    async deliverToSubscriber(message) {
      const assignment = JSON.parse(message.payload ?? "null") as Assignment | null;
      if (!assignment) return "not needed";
      const db = await database();
      const row = await db
        .selectFrom("leads")
        .innerJoin("submissions", "submissions.id", "leads.submission_id")
        .innerJoin("staff", "staff.id", "leads.assignee_id")
        .selectAll("submissions")
        .select("staff.email as assignee")
        .where("leads.submission_id", "=", assignment.submissionId)
        .where("leads.assignee_id", "=", assignment.assigneeId)
        .executeTakeFirst();
      if (!row) return "not needed";
      const lead = toSubmissionRecord(row);
      const [{ assignmentEmail }, texts] = await Promise.all([deskMail(), emailTexts()]);
      await transport.sendMail(
        assignmentEmail({
          to: row.assignee,
          lead: {
            name: leadName(lead.fields),
            form: texts.formTitles[lead.form],
            received: `${lead.createdAt.toISOString().slice(0, 16).replace("T", " ")} UTC`,
          },
          link: new URL(deskPaths.lead(lead.id), origin).href,
          assignedBy: assignment.assignedBy,
          deskName,
          mailFrom,
        }),
      );
    },
  };
}
