import { Button } from "~/components/ui/button";
import { Field, Input } from "~/components/ui/field";
import { auditKindLabels, auditKinds } from "~/desk/audit-kinds";
import type { AuditFilterValues } from "~/desk/audit-filter";
import { actorName, auditSentence, type SentencePart } from "~/desk/audit-sentences";
import { filterHref } from "~/desk/inbox-filter";
import { deskPaths } from "~/route-table";
import type { AuditRecord } from "../../../server/desk/audit";
import { DeskTime, Notice } from "./desk-frame";
import { Cell, DeskTable } from "./desk-table";
import { deskLinkClass, FilterSelect } from "./list-navigation";
import { TypedText } from "./typed-text";

type AuditViewProps = {
  entries: AuditRecord[];
  hasOlder: boolean;
  page: number;
  actors: string[];
  values: AuditFilterValues;
  problems: string[];
  timeZone: string;
};

/** A sentence of the log: its records emphasised, linked where they still exist, typed text shown as typed. */
function Sentence({ parts }: { parts: SentencePart[] }) {
  return parts.map((part, index) => {
    if (typeof part === "string") return part;
    const name = part.typed ? <TypedText text={part.record} /> : part.record;
    return (
      <em key={index} className="font-semibold not-italic">
        {part.href ? (
          <a className={deskLinkClass} href={part.href}>
            {name}
          </a>
        ) : (
          name
        )}
      </em>
    );
  });
}

function Filters({ actors, values, timeZone }: Pick<AuditViewProps, "actors" | "values" | "timeZone">) {
  return (
    <form
      method="get"
      action={deskPaths.audit}
      className="grid gap-3 rounded-md border border-line bg-surface-soft p-3"
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <FilterSelect
          name="person"
          label="Person"
          value={values.person}
          options={[
            { value: "", label: "Anyone" },
            ...actors.map((actor) => ({ value: actor, label: actorName(actor) })),
          ]}
        />
        <FilterSelect
          name="kind"
          label="Kind of change"
          value={values.kind}
          options={[
            { value: "", label: "Every kind" },
            ...auditKinds.map((kind) => ({ value: kind, label: auditKindLabels[kind] })),
          ]}
        />
        <Field id="filter-from" label="From" hint={`A day in your time zone, ${timeZone}.`}>
          {(control) => <Input {...control} name="from" type="date" defaultValue={values.from} />}
        </Field>
        <Field id="filter-to" label="Until" hint="That day included.">
          {(control) => <Input {...control} name="to" type="date" defaultValue={values.to} />}
        </Field>
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" size="sm">
          Show entries
        </Button>
        <a href={deskPaths.audit} className={deskLinkClass}>
          Clear the filters
        </a>
      </div>
    </form>
  );
}

export function AuditView({ entries, hasOlder, page, actors, values, problems, timeZone }: AuditViewProps) {
  const filtered = Object.values(values).some(Boolean);
  return (
    <>
      <p className="max-w-prose text-ink-soft">
        Every change made in the desk, by whom and when, newest first. Entries are only ever added: the database refuses
        to change or delete them. An erased address is never named again.
      </p>
      {problems.length > 0 ? <Notice tone="danger">{problems.join(" ")} The other filters apply.</Notice> : null}
      <Filters actors={actors} values={values} timeZone={timeZone} />
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <p role="status">
          {entries.length > 0
            ? `Newest first, ${entries.length.toLocaleString("en")} on this page.`
            : filtered || page > 1
              ? "No entry matches these filters."
              : "Nothing has been recorded yet."}
        </p>
        <a href={filterHref(deskPaths.auditCsv, values)} className={deskLinkClass} download>
          Download these entries as CSV
        </a>
      </div>
      {entries.length > 0 ? (
        <DeskTable label="Audit log" columns={["When", "What happened"]}>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <Cell className="whitespace-nowrap">
                <DeskTime value={entry.at} />
              </Cell>
              <Cell className="break-words">
                <Sentence parts={auditSentence(entry)} />
              </Cell>
            </tr>
          ))}
        </DeskTable>
      ) : null}
      <nav aria-label="Pages of the audit log" className="flex gap-4 text-sm">
        {page > 1 ? (
          <a className={deskLinkClass} href={filterHref(deskPaths.audit, { ...values, page: page - 1 })} rel="prev">
            ← Newer
          </a>
        ) : null}
        {hasOlder ? (
          <a className={deskLinkClass} href={filterHref(deskPaths.audit, { ...values, page: page + 1 })} rel="next">
            Older →
          </a>
        ) : null}
      </nav>
    </>
  );
}
