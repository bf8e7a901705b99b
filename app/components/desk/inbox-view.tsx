import emailTexts from "~content/forms/emails";
import { Field, Input } from "~/components/ui/field";
import { withMarkers } from "~/desk/hidden-characters";
import { type FilterValues, filterHref } from "~/desk/inbox-filter";
import { allButSpam, type LeadStatus, leadStatuses, leadStatusLabels } from "~/desk/vocabulary";
import { formNames } from "~/forms/submission-service";
import { cn } from "~/lib/cn";
import { deskPaths } from "~/route-table";
import type { Inbox } from "../../../server/desk/leads";
import { BulkActions, bulkFormId } from "./bulk-actions";
import { DeskTime, Notice } from "./desk-frame";
import { Cell, DeskTable } from "./desk-table";
import { DeliveryStates } from "./delivery-states";
import { CountLinks, deskLinkClass, FilterForm, FilterSelect, Pagination } from "./list-navigation";
import { StatusBadge } from "./status-badge";
import { TypedText } from "./typed-text";
import { AddressText } from "./address-text";

type InboxViewProps = {
  inbox: Inbox | undefined;
  values: FilterValues;
  page: number;
  problems: string[];
  assignees: { id: string; email: string }[];
  /** Whether the person may change leads: the bulk form and the rows' checkboxes. */
  canWork: boolean;
  bulkError?: string;
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

/** A row's checkbox, in the bulk form (./bulk-actions.tsx) though it sits in the table. */
function LeadTick({ id, name }: { id: string; name: string }) {
  return (
    <input
      type="checkbox"
      name="lead"
      value={id}
      form={bulkFormId}
      aria-label={`Tick ${withMarkers(name) || "this lead"}`}
      className="size-5 accent-brand"
    />
  );
}

/** A count per status for the other filters; each a link to that status alone. */
function StatusCounts({ inbox, values }: Pick<InboxViewProps, "values"> & { inbox: Inbox }) {
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

/** The problems with the address; for a refused search (`inbox` absent), the filters and nothing listed. */
export function InboxView({ inbox, values, page, problems, assignees, canWork, bulkError }: InboxViewProps) {
  return (
    <>
      {problems.length > 0 ? (
        <Notice tone="danger">
          {problems.join(" ")} {inbox ? "The other filters apply." : "No leads are listed until the search has one."}
        </Notice>
      ) : null}
      <Filters values={values} assignees={assignees} />
      {inbox ? (
        <LeadList
          inbox={inbox}
          values={values}
          page={page}
          assignees={assignees}
          canWork={canWork}
          bulkError={bulkError}
        />
      ) : null}
    </>
  );
}

function LeadList({
  inbox,
  values,
  page,
  assignees,
  canWork,
  bulkError,
}: Pick<InboxViewProps, "values" | "page" | "assignees" | "canWork" | "bulkError"> & { inbox: Inbox }) {
  const carried = { ...values, page };
  return (
    <>
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
      {canWork && inbox.rows.length > 0 ? <BulkActions assignees={assignees} error={bulkError} /> : null}
      {inbox.rows.length > 0 ? (
        <DeskTable
          list
          label="Leads"
          columns={[
            ...(canWork ? [{ hidden: "Tick to change" }] : []),
            "Name",
            "Organisation",
            "Form",
            "Received",
            "Status",
            "Assignee",
            "Delivery",
          ]}
        >
          {inbox.rows.map((row) => (
            <tr key={row.id} className="hover:bg-surface-soft">
              {canWork ? (
                <Cell>
                  <LeadTick id={row.id} name={row.name || row.email} />
                </Cell>
              ) : null}
              <Cell className="min-w-40">
                <a href={filterHref(deskPaths.lead(row.id), carried)} className={cn(deskLinkClass, "break-words")}>
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
              <Cell>{row.assignee ? <AddressText address={row.assignee} /> : "—"}</Cell>
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
