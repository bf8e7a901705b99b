import { deskPaths } from "~/route-table";
import type { AuditRecord } from "../../server/desk/audit";
import { serverActor } from "./audit-kinds";
import { isLeadStatus, isStaffRole, leadStatusLabels, roleLabels } from "./vocabulary";

/**
 * The audit log in sentences (issue 41): "owner@example.com marked Priya Ramanathan (Acme Trust) as
 * Won". A record is named by what it is called where it still exists (the page joins the names,
 * server/desk/audit.ts), else by what it was; a person's own typing (a lead's name) is marked `typed`
 * so that the page shows its hidden characters (app/components/desk/typed-text.tsx).
 */
export type SentencePart = string | { record: string; href?: string; typed?: boolean };

const idOf = (target: string) => target.slice(target.indexOf(":") + 1);
const text = (value: unknown) => (typeof value === "string" ? value : "");
const count = (value: unknown, one: string, many: string) => {
  const n = typeof value === "number" ? value : 0;
  return `${n.toLocaleString("en")} ${n === 1 ? one : many}`;
};

/** The record an entry is about, as the sentence names it. */
function recordOf({ target, names, detail }: AuditRecord): SentencePart {
  const id = idOf(target);
  switch (target.slice(0, target.indexOf(":"))) {
    case "submission": {
      const lead = names.lead;
      if (!lead) return "a lead since deleted";
      const name = lead.organisation ? `${lead.name || "(no name)"} (${lead.organisation})` : lead.name || "(no name)";
      return { record: name, href: deskPaths.lead(id), typed: true };
    }
    case "subscriber":
      return names.subscriber
        ? { record: names.subscriber, href: deskPaths.subscriber(id), typed: true }
        : "a subscriber since erased";
    case "staff":
      return { record: id };
    case "passkey": {
      const name = names.passkey ?? text(detail.name);
      return name ? { record: name, typed: true } : "a passkey";
    }
    case "edition":
      return { record: `edition ${id}`, href: deskPaths.editions };
    case "address":
      return "an address (named in the log by its keyed hash only)";
    case "file":
      return { record: id, typed: true };
    default:
      return "a session";
  }
}

const statusLabel = (value: unknown) => (isLeadStatus(value) ? leadStatusLabels[value] : text(value));
const roleLabel = (value: unknown) => (isStaffRole(value) ? roleLabels[value].toLowerCase() : text(value));
const pair = (value: unknown): [unknown, unknown] => (Array.isArray(value) ? [value[0], value[1]] : [undefined, value]);

/** "a, b and c" */
function joined(clauses: SentencePart[][]): SentencePart[] {
  return clauses.flatMap((clause, index) => [
    ...(index === 0 ? [] : [index === clauses.length - 1 ? " and " : ", "]),
    ...clause,
  ]);
}

/** What a lead's change did: its status, its assignee, a note; the first clause names the lead. */
function leadChange(detail: Record<string, unknown>, lead: SentencePart): SentencePart[] {
  const clauses: ((named: SentencePart) => SentencePart[])[] = [];
  if (detail.status !== undefined)
    clauses.push((named) => ["marked ", named, ` as ${statusLabel(pair(detail.status)[1])}`]);
  if (detail.assignee !== undefined) {
    const to = text(pair(detail.assignee)[1]);
    clauses.push((named) => (to ? ["assigned ", named, ` to ${to}`] : ["left ", named, " to nobody"]));
  }
  if (detail.note !== undefined) clauses.push((named) => ["added a note to ", named]);
  if (clauses.length === 0) return ["saved ", lead, " unchanged"];
  return joined(clauses.map((clause, index) => clause(index === 0 ? lead : "it")));
}

/** What an entry's person did to its record. */
function predicate(entry: AuditRecord): SentencePart[] {
  const record = recordOf(entry);
  const { detail } = entry;
  switch (entry.action) {
    case "sign-in": {
      const method = text(detail.method);
      return [
        `signed in${method ? ` with ${{ code: "an e-mailed code", passkey: "a passkey", link: "a sign-in link" }[method] ?? method}` : ""}`,
      ];
    }
    case "sign-out":
      return ["signed out"];
    case "session.ended":
      return ["ended one of their sessions"];
    case "passkey.added":
      return typeof record === "string" ? ["added a passkey"] : ["added the passkey ", record];
    case "passkey.renamed": {
      const [from, to] = pair(detail.name);
      return [`renamed the passkey ${text(from)} to `, { record: text(to), typed: true }];
    }
    case "passkey.removed":
      return typeof record === "string" ? ["removed a passkey"] : ["removed the passkey ", record];
    case "lead.updated":
      return leadChange(detail, record);
    case "subscriber.unsubscribed":
      return ["unsubscribed ", record, detail.list ? ` from ${text(detail.list)}` : " from every list"];
    case "subscribers.imported":
      return [
        `imported ${count(detail.imported, "subscriber", "subscribers")} from `,
        record,
        ` (${count(detail.skipped, "line", "lines")} skipped)`,
      ];
    case "staff.added-owner":
      return ["made ", record, " an owner"];
    case "staff.invited":
      return ["invited ", record, ` as ${roleLabel(detail.role)}`];
    case "staff.role-changed": {
      const [from, to] = pair(detail.role);
      return ["changed the role of ", record, ` from ${roleLabel(from)} to ${roleLabel(to)}`];
    }
    case "staff.removed":
      return ["removed ", record, " from the team"];
    case "privacy.exported":
      return ["downloaded everything kept about ", record];
    case "privacy.erased":
      return [
        "erased everything kept about ",
        record,
        ` (${count(detail.submissions, "lead", "leads")}${detail.subscriber ? " and a subscription" : ""})`,
      ];
    case "edition.saved":
      return ["saved the words of ", record];
    case "edition.test-sent":
      return ["sent themselves a test of ", record];
    case "edition.sent":
      return ["sent ", record, ` to ${count(detail.recipients, "subscriber", "subscribers")}`];
    case "edition.send-requested":
      return [
        "asked for ",
        record,
        ` to be sent to ${count(detail.recipients, "subscriber", "subscribers")}, once a second person approves`,
      ];
    case "edition.approved":
      return [
        "approved the send of ",
        record,
        ` asked for by ${text(detail.requestedBy)}, to ${count(detail.recipients, "subscriber", "subscribers")}`,
      ];
    case "edition.scheduled":
      return [
        "scheduled ",
        record,
        ` for ${count(detail.recipients, "subscriber", "subscribers")}${detail.at ? ` at ${text(detail.at)}` : ""}`,
      ];
    case "edition.cancelled":
      return ["cancelled the send of ", record];
    case "editions.approval-rule":
      return [detail.on ? "asked that a second person approve every send" : "let one person send an edition alone"];
    default:
      return [`did “${(entry.action as string).replaceAll(/[.-]/g, " ")}” to `, record];
  }
}

/** Who did it, as the log names them: their address, or the server itself for `npm run desk`. */
export const actorName = (actor: string) => (actor === serverActor ? "Someone on the server" : actor);

export const auditSentence = (entry: AuditRecord): SentencePart[] => [
  `${actorName(entry.actor)} `,
  ...predicate(entry),
];

/** The sentence as plain text, for the CSV. */
export const sentenceText = (parts: SentencePart[]) =>
  parts.map((part) => (typeof part === "string" ? part : part.record)).join("");
