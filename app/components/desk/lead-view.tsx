import emailTexts from "~content/forms/emails";
import { Button } from "~/components/ui/button";
import { Field, Select, Textarea } from "~/components/ui/field";
import { leadNoteMaxLength, leadStatuses, leadStatusLabels, type LeadStatus } from "~/desk/vocabulary";
import type { LeadDetail } from "../../../server/desk/leads";
import { DeliveryStates } from "./delivery-states";
import { DeskSection, DeskTime, Notice } from "./desk-frame";
import { type LeadLinks, LeadLinksBar } from "./lead-links";
import { StatusBadge } from "./status-badge";
import { TypedText } from "./typed-text";
import { AddressText } from "./address-text";

type Entry = readonly [label: string, value: string];

/**
 * What the person chose in the form: kept when a save is refused, so nothing they typed is lost; after
 * a conflict only the note, so the status and assignee shown are the other person's (app/routes/desk/lead.tsx).
 */
export type LeadWork = { status?: string; assigneeId?: string; note: string; error?: string };

type LeadViewProps = {
  lead: LeadDetail & { entries: Entry[]; contextEntries: Entry[] };
  assignees: { id: string; email: string }[];
  canWork: boolean;
  work?: LeadWork;
  list: LeadLinks;
  reply?: string;
};

function Entries({ entries, empty }: { entries: Entry[]; empty: string }) {
  if (entries.length === 0) return <p className="text-ink-soft">{empty}</p>;
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[minmax(9rem,auto)_1fr]">
      {entries.map(([label, value], index) => (
        <div key={`${label}-${index}`} className="contents">
          <dt className="font-semibold text-ink-soft">{label}</dt>
          <dd className="break-words whitespace-pre-line">
            <TypedText text={value} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

function WorkForm({ lead, assignees, work }: Pick<LeadViewProps, "lead" | "assignees" | "work">) {
  return (
    <form method="post" className="grid gap-4 rounded-md border border-line bg-surface-soft p-4">
      {work?.error ? <Notice tone="danger">{work.error}</Notice> : null}
      <input type="hidden" name="version" value={lead.version} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="lead-status" label="Status">
          {(control) => (
            <Select
              {...control}
              name="status"
              defaultValue={work?.status ?? lead.status}
              options={leadStatuses.map((status) => ({ value: status, label: leadStatusLabels[status] }))}
            />
          )}
        </Field>
        <Field id="lead-assignee" label="Assignee">
          {(control) => (
            <Select
              {...control}
              name="assignee"
              defaultValue={work?.assigneeId ?? lead.assigneeId ?? ""}
              options={[
                { value: "", label: "Nobody" },
                ...assignees.map((person) => ({ value: person.id, label: person.email })),
              ]}
            />
          )}
        </Field>
      </div>
      <Field
        id="lead-note"
        label="Add a note"
        hint={`Seen by the team only. Up to ${leadNoteMaxLength.toLocaleString("en")} characters.`}
      >
        {(control) => (
          <Textarea {...control} name="note" defaultValue={work?.note} maxLength={leadNoteMaxLength} rows={3} />
        )}
      </Field>
      <Button type="submit" size="sm" className="w-fit">
        Save
      </Button>
    </form>
  );
}

function historyLine(kind: string, detail: string) {
  if (kind === "status")
    return (
      <>
        set the status to <StatusBadge status={detail as LeadStatus} />
      </>
    );
  if (kind === "assignee") return detail ? <>assigned it to {detail}</> : <>left it unassigned</>;
  return <>wrote a note</>;
}

/** Ghost's member timeline, for a lead: every change and note, newest first, down to its arrival. */
function History({ lead }: Pick<LeadViewProps, "lead">) {
  return (
    <ol className="grid gap-3 border-l-2 border-line pl-4">
      {[...lead.activity].reverse().map((entry, index) => (
        <li key={index} className="grid gap-1">
          <p className="text-sm text-ink-soft">
            <DeskTime value={entry.at} /> · <AddressText address={entry.actor} />{" "}
            {historyLine(entry.kind, entry.detail)}
          </p>
          {entry.kind === "note" ? (
            <p className="rounded-md bg-surface-soft px-3 py-2 break-words whitespace-pre-line">
              <TypedText text={entry.detail} />
            </p>
          ) : null}
        </li>
      ))}
      <li className="text-sm text-ink-soft">
        <DeskTime value={lead.createdAt} /> · received through the {emailTexts.formTitles[lead.form].toLowerCase()}
      </li>
    </ol>
  );
}

export function LeadView({ lead, assignees, canWork, work, list, reply }: LeadViewProps) {
  const assignee = assignees.find((person) => person.id === lead.assigneeId)?.email ?? lead.assignee;
  return (
    <>
      <LeadLinksBar list={list} reply={reply} />
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-soft">
        <StatusBadge status={lead.status} />
        <span>
          {assignee ? (
            <>
              Assigned to <AddressText address={assignee} />
            </>
          ) : (
            "Not assigned"
          )}
        </span>
        <span>
          {emailTexts.formTitles[lead.form]}, <DeskTime value={lead.createdAt} />
        </span>
      </p>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="grid content-start gap-8">
          <DeskSection title="What they sent">
            <Entries entries={lead.entries} empty="No field was filled in." />
          </DeskSection>
          <DeskSection title={emailTexts.department.leadContextHeading}>
            <Entries entries={lead.contextEntries} empty={emailTexts.department.noLeadContext} />
          </DeskSection>
          <DeskSection title="Deliveries">
            <DeliveryStates deliveries={lead.deliveries} />
          </DeskSection>
        </div>
        <div className="grid content-start gap-8">
          {canWork ? (
            <DeskSection title="Work on this lead">
              <WorkForm lead={lead} assignees={assignees} work={work} />
            </DeskSection>
          ) : null}
          <DeskSection title="History">
            <History lead={lead} />
          </DeskSection>
        </div>
      </div>
    </>
  );
}
