import emailTexts from "~content/forms/emails";
import { Field, Input } from "~/components/ui/field";
import { type FilterValues, filterHref } from "~/desk/inbox-filter";
import { allButSpam, type LeadStatus, leadStatuses, leadStatusLabels } from "~/desk/vocabulary";
import { formNames } from "~/forms/submission-service";
import { cn } from "~/lib/cn";
import { deskPaths } from "~/route-table";
import type { Inbox } from "../../../server/desk/leads";
import { DeskTime, Notice } from "./desk-frame";
import { Cell, DeskTable } from "./desk-table";
import { DeliveryStates } from "./delivery-states";
import { CountLinks, deskLinkClass, FilterForm, FilterSelect, Pagination } from "./list-navigation";
import { StatusBadge } from "./status-badge";
import { TypedText } from "./typed-text";

type InboxViewProps = {
  inbox: Inbox;
  values: FilterValues;
  page: number;
  problems: string[];
  assignees: { id: string; email: string }[];
};

function Filters({ values, assignees }: Pick<InboxViewProps, "values" | "assignees">) {
  return (
    <FilterForm
      action={deskPaths.inbox}
      search={{
        hint: "Name, e-mail, organisation or message; words of three characters or more.",
        value: values.q,
        wide: true,
      }}
      submitLabel="Show leads"
    >
      <FilterSelect
        name="form"
        label="Form"
        value={values.form}
        options={[
          { value: "", label: "All forms" },
          ...formNames.map((form) => ({ value: form, label: emailTexts.formTitles[form] })),
        ]}
      />
      <FilterSelect
        name="status"
        label="Status"
        value={values.status}
        options={[
          { value: "", label: "Any status" },
          ...leadStatuses.map((status) => ({ value: status, label: leadStatusLabels[status] })),
        ]}
      />
      <FilterSelect
        name="assignee"
        label="Assignee"
        value={values.assignee}
        options={[
          { value: "", label: "Anyone" },
          { value: "me", label: "Me" },
          { value: "none", label: "Nobody yet" },
          ...assignees.map((person) => ({ value: person.id, label: person.email })),
        ]}
      />
      <Field id="filter-from" label="Received from">
        {(control) => <Input {...control} name="from" type="date" defaultValue={values.from} />}
      </Field>
      <Field id="filter-to" label="Received until">
        {(control) => <Input {...control} name="to" type="date" defaultValue={values.to} />}
      </Field>
    </FilterForm>
  );
}

/** A count per status for the other filters; each a link to that status alone. */
function StatusCounts({ inbox, values }: Pick<InboxViewProps, "inbox" | "values">) {
  const entries: { status: LeadStatus | ""; label: string; count: number }[] = [
    { status: "", label: "All but spam", count: allButSpam(inbox.counts) },
    ...leadStatuses.map((status) => ({ status, label: leadStatusLabels[status], count: inbox.counts[status] })),
  ];
  return (
    <CountLinks
      label="Leads by status"
      entries={entries.map(({ status, label, count }) => ({
        label,
        count,
        href: filterHref(deskPaths.inbox, { ...values, status }),
        current: values.status === status,
      }))}
    />
  );
}

/** What an empty page of leads says: that none came yet, that all are spam, or that the filters find none. */
function emptyInbox(inbox: Inbox, values: FilterValues): string {
  if (!inbox.anyLead) return "No leads yet: each form sent on the site appears here.";
  const filtered = Object.values(values).some(Boolean);
  if (!filtered && inbox.counts.spam > 0) return "No leads to work: every lead here is marked as spam.";
  return "No lead matches these filters.";
}

export function InboxView({ inbox, values, page, problems, assignees }: InboxViewProps) {
  return (
    <>
      {problems.length > 0 ? <Notice tone="danger">{problems.join(" ")} The other filters apply.</Notice> : null}
      <Filters values={values} assignees={assignees} />
      <StatusCounts inbox={inbox} values={values} />
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <p role="status">
          {inbox.total === 0
            ? emptyInbox(inbox, values)
            : `${inbox.total.toLocaleString("en")} ${inbox.total === 1 ? "lead" : "leads"}, newest first.`}
        </p>
        <a href={filterHref(deskPaths.leadsCsv, values)} className={deskLinkClass} download>
          Download these leads as CSV
        </a>
      </div>
      {inbox.rows.length > 0 ? (
        <DeskTable
          label="Leads"
          columns={["Name", "Organisation", "Form", "Received", "Status", "Assignee", "Delivery"]}
        >
          {inbox.rows.map((row) => (
            <tr key={row.id} className="hover:bg-surface-soft">
              <Cell className="min-w-40">
                <a href={deskPaths.lead(row.id)} className={cn(deskLinkClass, "break-words")}>
                  {row.name || row.email ? <TypedText text={row.name || row.email} /> : "(no name)"}
                </a>
              </Cell>
              <Cell className="min-w-32 break-words">
                <TypedText text={row.organisation} />
              </Cell>
              <Cell className="whitespace-nowrap">{emailTexts.formTitles[row.form]}</Cell>
              <Cell className="whitespace-nowrap">
                <DeskTime value={row.createdAt} />
              </Cell>
              <Cell>
                <StatusBadge status={row.status} />
              </Cell>
              <Cell className="break-all">{row.assignee ?? "—"}</Cell>
              <Cell>
                <DeliveryStates deliveries={row.deliveries} compact />
              </Cell>
            </tr>
          ))}
        </DeskTable>
      ) : null}
      <Pagination
        label="Pages of leads"
        page={page}
        pages={inbox.pages}
        href={(to) => filterHref(deskPaths.inbox, { ...values, page: to })}
      />
    </>
  );
}
