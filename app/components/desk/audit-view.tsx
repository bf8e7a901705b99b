import { deskPaths } from "~/route-table";
import type { AuditRecord } from "../../../server/desk/audit";
import { DeskTime } from "./desk-frame";
import { Cell, DeskTable } from "./desk-table";
import { AddressText } from "./address-text";

const actions: Record<AuditRecord["action"], string> = {
  "sign-in": "Signed in",
  "sign-out": "Signed out",
  "session.ended": "Ended a session",
  "passkey.added": "Added a passkey",
  "passkey.removed": "Removed a passkey",
  "lead.updated": "Worked a lead",
  "subscriber.unsubscribed": "Unsubscribed on request",
  "subscribers.imported": "Imported subscribers",
  "staff.added-owner": "Made an owner (command line)",
  "staff.invited": "Invited",
  "staff.role-changed": "Changed a role",
  "staff.removed": "Removed from the team",
  "privacy.exported": "Exported an address's data",
  "privacy.erased": "Erased an address",
  "edition.saved": "Wrote an edition",
  "edition.test-sent": "Sent a test of an edition to themselves",
  "edition.sent": "Sent an edition",
  "edition.send-requested": "Asked for an edition to be sent (a second person approves)",
  "edition.approved": "Approved the send of an edition",
  "edition.scheduled": "Scheduled an edition",
  "edition.cancelled": "Cancelled the send of an edition",
  "editions.approval-rule": "Changed whether a second person approves every send",
};

const linked = { submission: ["lead", deskPaths.lead], subscriber: ["subscriber", deskPaths.subscriber] } as const;

/** A record the log names, linked when it is a lead or a subscriber (a link to one erased since finds nothing). */
function Target({ target }: { target: string }) {
  const [kind, ...rest] = target.split(":");
  const value = rest.join(":");
  if (kind === "submission" || kind === "subscriber") {
    const [word, href] = linked[kind];
    return (
      <a className="font-semibold text-brand-strong underline-offset-4 hover:underline" href={href(value)}>
        {word} {value.slice(0, 8)}
      </a>
    );
  }
  if (kind === "address") return <span title={value}>address (keyed hash {value.slice(0, 10)}…)</span>;
  return <span className="break-all">{`${kind} ${value}`}</span>;
}

function describeDetail(detail: Record<string, unknown>): string {
  return Object.entries(detail)
    .map(([key, value]) =>
      Array.isArray(value) ? `${key}: ${value.map((v) => v ?? "nobody").join(" → ")}` : `${key}: ${String(value)}`,
    )
    .join("; ");
}

export function AuditView({ entries, hasOlder, page }: { entries: AuditRecord[]; hasOlder: boolean; page: number }) {
  return (
    <>
      <p className="max-w-prose text-ink-soft">
        Every change made in the desk, by whom and when. Entries are only ever added: the database refuses to change or
        delete them. An erased address appears only as its keyed hash.
      </p>
      {entries.length === 0 ? (
        <p>Nothing has been recorded yet.</p>
      ) : (
        <DeskTable label="Audit log" columns={["When", "Who", "What", "Which record", "Details"]}>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <Cell className="whitespace-nowrap">
                <DeskTime value={entry.at} />
              </Cell>
              <Cell>
                <AddressText address={entry.actor} />
              </Cell>
              <Cell>{actions[entry.action] ?? entry.action}</Cell>
              <Cell>
                <Target target={entry.target} />
              </Cell>
              <Cell className="break-words">{describeDetail(entry.detail)}</Cell>
            </tr>
          ))}
        </DeskTable>
      )}
      <nav aria-label="Pages of the audit log" className="flex gap-4 text-sm">
        {page > 1 ? (
          <a
            className="font-semibold text-brand-strong underline-offset-4 hover:underline"
            href={`${deskPaths.audit}?page=${page - 1}`}
            rel="prev"
          >
            ← Newer
          </a>
        ) : null}
        {hasOlder ? (
          <a
            className="font-semibold text-brand-strong underline-offset-4 hover:underline"
            href={`${deskPaths.audit}?page=${page + 1}`}
            rel="next"
          >
            Older →
          </a>
        ) : null}
      </nav>
    </>
  );
}
