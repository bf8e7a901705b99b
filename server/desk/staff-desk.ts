import type { Kysely } from "kysely";
import type { Transporter } from "nodemailer";
import { deskPaths } from "../../app/route-table";
import { addressHash, type NewsletterKeys } from "../newsletter/newsletter-keys";
import { eraseAddress, exportAddress } from "../privacy/privacy-requests";
import type { Dialect } from "../storage/database";
import type { StaffRole } from "../../app/desk/vocabulary";
import type { DatabaseSchema } from "../storage/schema";
import { auditActors, auditExport, type AuditEntry, type AuditFilter, auditPage, recordAudit } from "./audit";
import type { DeskSettings } from "./create-desk";
import { changeLead, type InboxFilter, inbox, type LeadChange, leadDetail, leadExport } from "./leads";
import { editionList, type NewsletterList } from "../../app/newsletter/newsletter-lists";
import { importSubscribers } from "../newsletter/subscriber-import";
import { unsubscribeAddress } from "../newsletter/subscriber-store";
import { subscriberExport, type SubscriberFilter, subscriberDetail, subscriberPage } from "./subscribers";
import { type BudgetedReads, OverBudget, type ReadQuery } from "../storage/budgeted-reads";
import type { CsvFileName } from "../export/csv-files";
import { csvDownload } from "../export/csv-download";
import { listPasskeys, registerPasskey, registrationOptions, removePasskey, renamePasskey } from "./passkeys";
import { browserTimeZone } from "../../app/desk/desk-time";
import { editionDesk, type EditionSettings, type EditionWordsInput } from "./edition-desk";
import { type BulkLeadChange, changeLeads } from "./lead-bulk";
import { leadNeighbours } from "./lead-neighbours";
import { setSecondPersonApproves } from "../newsletter/approval-rule";
import type { SendRequest } from "../newsletter/edition-sending";
import { forbidden, refusal } from "./refusals";
import { roleLabels } from "../../app/desk/vocabulary";
import { type Ability, can } from "./roles";
import { endSession, listSessions, type OpenSession } from "./sessions";
import { createSignInLink } from "./sign-in-links";
import { addStaff, changeRole, listStaff, removeStaff, type StaffMember, staffMembers } from "./staff";

/** What every person's desk shares, made once by `createDesk` (./create-desk.ts). */
export type DeskContext = {
  dialect: Dialect;
  reads: BudgetedReads;
  settings: DeskSettings;
  newsletterKeys: () => Promise<NewsletterKeys>;
  transport?: Pick<Transporter, "sendMail">;
  editions?: EditionSettings;
  /** Told when an assignment's e-mail is put in the outbox (./assignment-mail.ts). */
  onMailQueued: () => void;
  now: () => number;
  log: (message: string) => void;
};

/** The request a desk is made for, once `requireStaff` has proved its session and role. */
type DeskVisit = {
  db: Kysely<DatabaseSchema>;
  session: OpenSession;
  request: Request;
  /** How many leads are new (./new-leads.ts), for the navigation. */
  newLeads: number;
};

export type StaffDesk = ReturnType<typeof staffDesk>;

// Their labels are content (content/forms/), readable once the site configuration is loaded.
const submissionEntries = () => import("../email/submission-entries");
const deskMail = () => import("./desk-mail");

/**
 * Rows of an export read and written at once, by its own thread (../export/csv-file-writer.ts): about
 * 400 KB of leads, a chunk for compression and for the event loop to pass on. The event loop's work for
 * each (a message, the stream, compression, the socket) is what the public pages wait behind while an
 * export runs: at 100 rows it came ten times as often (docs/decisions/024-the-desk.md, "Heavy reads").
 */
const exportBatch = 1_000;

/** An invitation: e-mailed, or (without SMTP, or when the e-mail failed) its link to pass on by hand. */
export type Invitation =
  { outcome: "sent" } | { outcome: "link"; link: string; reason: string } | { outcome: "exists" };

/**
 * What a signed-in person can reach, bound to them by `requireStaff` (./create-desk.ts): every change checks
 * their role again (a route that asked for too little still cannot act) and enters the audit log.
 */
export function staffDesk(
  { dialect, reads, settings, newsletterKeys, transport, editions, onMailQueued, now, log }: DeskContext,
  { db, session, request, newLeads }: DeskVisit,
) {
  const staff = { ...session.staff, newLeads };
  /** The zone the person's times are shown in (app/desk/desk-time.ts): chosen, else the browser's, else UTC. */
  const timeZone = session.timeZone ?? browserTimeZone(request.headers.get("cookie")) ?? "UTC";
  const allowed = (ability: Ability) => {
    if (!can(staff.role, ability)) throw forbidden(staff.role, request);
  };
  const audit = (entry: Omit<AuditEntry, "actor">, database: Kysely<DatabaseSchema> = db) =>
    recordAudit(database, { actor: staff.email, ...entry }, now());
  const editionWork = () => {
    if (!editions) throw refusal(503, "The newsletter is not set up on this server.");
    return editionDesk({
      db,
      settings: editions,
      origin: settings.origin,
      mailFrom: settings.mailFrom,
      transport,
      now,
    });
  };
  /** A heavy read (server/storage/budgeted-reads.ts) over its budget: 503, and what to do about it. */
  const withinBudget = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof OverBudget)) throw error;
      throw refusal(
        503,
        "This took longer than the desk allows, so it was stopped: narrow it (a longer or rarer word, a form, a status, dates) and try again.",
        request,
      );
    }
  };
  /** A CSV of what a list's filters show: its count and first rows within the budget, then the file as it is read. */
  const csvOf = (file: CsvFileName, query: { count: ReadQuery<{ n: number | string }>; rows: ReadQuery<unknown> }) =>
    withinBudget(async () => {
      const [counted] = await reads.rows(query.count);
      return csvDownload({
        name: file,
        day: new Date(now()).toISOString().slice(0, 10),
        total: Number(counted.n),
        limit: settings.reads.exportRows,
        chunks: reads.csvFile(query.rows, file, { timeZone }, exportBatch),
      });
    });
  const addressTarget = async (address: string) => `address:${addressHash(await newsletterKeys(), address)}`;

  return {
    /** Who is signed in, with the zone their pages show times in. */
    staff: { ...staff, timeZone },
    /** The zone the person chose; null: their browser's. */
    chosenTimeZone: session.timeZone,
    sessionId: session.id,
    can: (ability: Ability) => can(staff.role, ability),

    inbox: (filter: InboxFilter) => withinBudget(() => inbox({ db, dialect }, reads, filter)),
    /** The leads the filters show as CSV, with their status, assignee and latest note (server/export/lead-csv.ts). */
    leadsCsv: (filter: InboxFilter) => csvOf("leads", leadExport({ db, dialect }, filter, settings.reads.exportRows)),
    /** A lead with its fields and lead context labelled as the department's e-mail labels them. */
    async lead(id: string) {
      const [lead, { fieldEntries, leadContextEntries }] = await Promise.all([leadDetail(db, id), submissionEntries()]);
      return (
        lead && {
          ...lead,
          entries: fieldEntries(lead.form, lead.fields),
          contextEntries: leadContextEntries(lead.context),
        }
      );
    },
    /** Who a lead can be assigned to: the people whose role works leads (./roles.ts). */
    assignees: async (): Promise<StaffMember[]> =>
      (await staffMembers(db)).filter((member) => can(member.role, "leads:write")),
    async changeLead(id: string, change: LeadChange) {
      allowed("leads:write");
      const outcome = await changeLead(db, id, change, staff.email, now(), transport !== undefined);
      if (outcome === "saved") onMailQueued();
      return outcome;
    },
    /** One status or assignee for many leads (./lead-bulk.ts). */
    async changeLeads(ids: readonly string[], change: BulkLeadChange) {
      allowed("leads:write");
      const outcome = await changeLeads(db, ids, change, staff.email, now(), transport !== undefined);
      if (outcome.outcome === "changed" && outcome.assigned > 0) onMailQueued();
      return outcome;
    },
    /** The leads before and after one in the inbox as `filter` shows it. */
    leadNeighbours: (id: string, filter: InboxFilter) => leadNeighbours({ db, dialect }, filter, id),

    subscribers: (filter: SubscriberFilter) => withinBudget(() => subscriberPage({ db, dialect }, reads, filter)),
    /** The subscribers the filters show as CSV, as `npm run newsletter -- list --csv` writes them. */
    subscribersCsv: (filter: SubscriberFilter) =>
      csvOf("subscribers", subscriberExport({ db, dialect }, filter, settings.reads.exportRows)),
    subscriber: (id: string) => subscriberDetail(db, id),
    /**
     * A request to leave a list, as `npm run newsletter -- unsubscribe` records it (a consent event, the
     * webhook told); undefined when there is no such subscriber, else the lists it left (none: it was not on it).
     */
    async unsubscribe(id: string, list: NewsletterList) {
      allowed("subscribers:write");
      const subscriber = await db.selectFrom("subscribers").select("email").where("id", "=", id).executeTakeFirst();
      if (!subscriber) return undefined;
      const left = await unsubscribeAddress(db, {
        email: subscriber.email,
        lists: [list],
        webhook: settings.webhook,
        now: now(),
        via: "desk",
      });
      if (left?.length)
        await audit({ action: "subscriber.unsubscribed", target: `subscriber:${id}`, detail: { list } });
      return left;
    },
    /** `npm run newsletter -- import FILE.csv`, its rules and its report. */
    async importSubscribers(file: { text: string | AsyncIterable<string>; fileName: string; list?: NewsletterList }) {
      allowed("subscribers:write");
      const report = await importSubscribers(db, await newsletterKeys(), { ...file, now: now() });
      if (!("error" in report)) {
        await audit({
          action: "subscribers.imported",
          target: `file:${file.fileName}`,
          detail: { list: file.list ?? editionList, imported: report.imported, skipped: report.skipped.length },
        });
      }
      return report;
    },

    sessions: () => listSessions(db, staff.id, { settings: settings.sessions, now: now() }),
    async endSession(id: string) {
      allowed("account");
      const ended = await endSession(db, staff.id, id);
      if (ended) await audit({ action: "session.ended", target: `session:${id}` });
      return ended;
    },
    passkeys: () => listPasskeys(db, staff.id),
    passkeyOptions() {
      allowed("account");
      return registrationOptions(db, staff, settings.party, now());
    },
    /** Keeps the new passkey under `name` (empty: the next free "Passkey N"); its id, or undefined. */
    async addPasskey(response: unknown, name = "") {
      allowed("account");
      const id = await registerPasskey(db, staff, response, settings.party, now(), name);
      if (id) {
        const [added] = (await listPasskeys(db, staff.id)).filter((passkey) => passkey.id === id);
        await audit({ action: "passkey.added", target: `passkey:${id}`, detail: { name: added?.name } });
      }
      return id;
    },
    async renamePasskey(id: string, name: string) {
      allowed("account");
      const [passkey] = (await listPasskeys(db, staff.id)).filter((candidate) => candidate.id === id);
      if (!passkey || !(await renamePasskey(db, staff.id, id, name))) return false;
      if (passkey.name !== name) {
        await audit({ action: "passkey.renamed", target: `passkey:${id}`, detail: { name: [passkey.name, name] } });
      }
      return true;
    },
    async removePasskey(id: string) {
      allowed("account");
      const [passkey] = (await listPasskeys(db, staff.id)).filter((candidate) => candidate.id === id);
      const removed = await removePasskey(db, staff.id, id);
      if (removed) await audit({ action: "passkey.removed", target: `passkey:${id}`, detail: { name: passkey?.name } });
      return removed;
    },
    /** The zone the person's times are shown in; null: their browser's. */
    async chooseTimeZone(zone: string | null) {
      allowed("account");
      await db.updateTable("staff").set({ time_zone: zone }).where("id", "=", staff.id).execute();
    },

    team: () => listStaff(db, { now: now(), idleMs: settings.sessions.idleMs }),
    mailConfigured: transport !== undefined,
    async invite({ email, role }: { email: string; role: StaffRole }): Promise<Invitation> {
      allowed("staff:manage");
      const member = await addStaff(db, { email, role }, now());
      if (!member) return { outcome: "exists" };
      const token = await createSignInLink(db, member.id, "invitation", now());
      await audit({ action: "staff.invited", target: `staff:${member.email}`, detail: { role } });
      const link = new URL(deskPaths.signInLink(token), settings.origin).href;
      if (!transport) return { outcome: "link", link, reason: "This server cannot send e-mail yet" };
      const message = (await deskMail()).invitationEmail({
        to: member.email,
        link,
        role: roleLabels[role].toLowerCase(),
        invitedBy: staff.email,
        deskName: settings.party.name,
        mailFrom: settings.mailFrom,
      });
      try {
        await transport.sendMail(message);
        return { outcome: "sent" };
      } catch (error) {
        log(`Desk: an invitation could not be e-mailed (${(error as Error).message})`);
        return { outcome: "link", link, reason: "The e-mail could not be sent" };
      }
    },
    async changeRole(id: string, role: StaffRole) {
      allowed("staff:manage");
      const change = await changeRole({ db, dialect }, id, role);
      if (typeof change === "object" && change.from !== role) {
        await audit({
          action: "staff.role-changed",
          target: `staff:${change.member.email}`,
          detail: { role: [change.from, role] },
        });
      }
      return change;
    },
    async removeStaff(id: string) {
      allowed("staff:manage");
      const change = await removeStaff({ db, dialect }, id);
      if (typeof change === "object") {
        await audit({ action: "staff.removed", target: `staff:${change.member.email}`, detail: { role: change.from } });
      }
      return change;
    },

    /** Everything stored about an address, as `npm run privacy -- export` gives it; reading it changes nothing. */
    async findAddress(address: string) {
      allowed("privacy:answer");
      return exportAddress(db, await newsletterKeys(), address);
    },
    async exportAddress(address: string) {
      allowed("privacy:answer");
      const records = await exportAddress(db, await newsletterKeys(), address);
      if (records) await audit({ action: "privacy.exported", target: await addressTarget(address) });
      return records;
    },
    /** `npm run privacy -- erase`; the audit log names the address by its keyed hash alone. */
    async eraseAddress(address: string) {
      allowed("privacy:answer");
      const erased = await eraseAddress(db, await newsletterKeys(), address, { webhook: settings.webhook, now: now() });
      if (erased) await audit({ action: "privacy.erased", target: await addressTarget(address), detail: erased });
      return erased;
    },

    /** The next edition, its preview, the one going out and those sent (`npm run newsletter`'s selection). */
    editions() {
      allowed("editions:read");
      return editionWork().overview(staff.email);
    },
    async saveEdition(words: EditionWordsInput) {
      allowed("editions:send");
      const saved = await editionWork().save(words, staff.email);
      if (saved === "saved") await audit({ action: "edition.saved", target: `edition:${words.number}` });
      return saved;
    },
    /** A copy of the next edition to the signed-in person's own address alone, marked as a test. */
    async testSendEdition(number: number) {
      allowed("editions:send");
      const outcome = await editionWork().testSend(staff.email);
      if (outcome === "failed") log("Desk: a test copy of the next edition could not be e-mailed");
      if (outcome === "sent") await audit({ action: "edition.test-sent", target: `edition:${number}` });
      return outcome;
    },
    /** The confirmation step: the edition as it stands, the list it goes to and how many it goes to now. */
    reviewEditionSend() {
      allowed("editions:send");
      return editionWork().review();
    },
    /**
     * A confirmed send of the next edition (server/newsletter/edition-sending.ts), once whoever else sends
     * it at the same moment: queued, scheduled, or left for a second person to approve.
     */
    async requestEditionSend(request: Omit<SendRequest, "by">) {
      allowed("editions:send");
      const sent = await editionWork().request({ ...request, by: staff.email });
      const target = `edition:${request.number}`;
      if (sent.outcome === "queued") {
        await audit({
          action: "edition.sent",
          target,
          detail: { list: sent.edition.list, recipients: sent.edition.recipients },
        });
        editions?.onQueued(sent.edition.recipients);
      }
      if (sent.outcome === "scheduled" || sent.outcome === "awaiting-approval") {
        const { list, sendAt } = sent.draft;
        await audit({
          action: sent.outcome === "scheduled" ? "edition.scheduled" : "edition.send-requested",
          target,
          detail: {
            list,
            recipients: request.confirmedRecipients,
            ...(sendAt ? { at: new Date(sendAt).toISOString() } : {}),
          },
        });
      }
      return sent;
    },
    /** Another editor's or owner's approval of a send asked for: never the requester's own. */
    async approveEditionSend(request: Omit<SendRequest, "by" | "sendAt" | "zone">) {
      allowed("editions:send");
      const approved = await editionWork().approve({ ...request, by: staff.email });
      const target = `edition:${request.number}`;
      if (approved.outcome === "queued") {
        const { edition } = approved;
        await audit({
          action: "edition.approved",
          target,
          detail: {
            requestedBy: edition.sentBy,
            approvedBy: staff.email,
            list: edition.list,
            recipients: edition.recipients,
          },
        });
        editions?.onQueued(edition.recipients);
      }
      if (approved.outcome === "scheduled") {
        const { requestedBy, list, sendAt } = approved.draft;
        await audit({
          action: "edition.approved",
          target,
          detail: { requestedBy, approvedBy: staff.email, list, at: new Date(sendAt as number).toISOString() },
        });
      }
      return approved;
    },
    async cancelEditionSend(number: number) {
      allowed("editions:send");
      const cancelled = await editionWork().cancel(number);
      if (cancelled === "cancelled") await audit({ action: "edition.cancelled", target: `edition:${number}` });
      return cancelled;
    },
    /** The owners' rule: whether a second person approves every send. */
    async setSecondPersonApproves(on: boolean) {
      allowed("editions:rules");
      await setSecondPersonApproves(db, on, { by: staff.email, now: now() });
      await audit({ action: "editions.approval-rule", target: "rule:second-person-approves", detail: { on } });
    },

    /** A page of the audit log as the filter shows it, and everyone the log names, for the filter. */
    async audit(filter: AuditFilter) {
      allowed("audit:read");
      const [page, actors] = await Promise.all([
        withinBudget(() => auditPage(db, filter)),
        withinBudget(() => auditActors(db)),
      ]);
      return { ...page, actors };
    },
    /** The entries the filter shows as CSV, in sentences, times in UTC and in the person's zone. */
    auditCsv(filter: AuditFilter) {
      allowed("audit:read");
      return csvOf("audit-log", auditExport(db, filter));
    },
  };
}
