import type { Kysely } from "kysely";
import { newsletterLists } from "../../app/newsletter/newsletter-lists";
import { csvRecord } from "../export/csv";
import type { DatabaseSchema } from "../storage/schema";

/**
 * `npm run newsletter -- list [--csv]`: every subscriber with the status of each list and their latest
 * consent; the desk's export (server/desk/subscribers.ts) writes the same columns of those its filters show.
 */
export type SubscriberListing = {
  email: string;
  source: string;
  createdAt: string;
  /** Whether mail goes to it: active, or stopped (bouncing, complained). */
  mail: string;
  lists: Record<string, string>;
  consent: { event: string; at: string; page: string; version: string } | null;
};

const iso = (time: number) => new Date(Number(time)).toISOString();

export async function listSubscribers(db: Kysely<DatabaseSchema>): Promise<SubscriberListing[]> {
  const [subscribers, subscriptions, consent] = await Promise.all([
    db.selectFrom("subscribers").selectAll().orderBy("email").execute(),
    db.selectFrom("subscriptions").select(["subscriber_id", "list", "status"]).execute(),
    db.selectFrom("consent_records").selectAll().orderBy("recorded_at").execute(),
  ]);
  const lists = new Map<string, Record<string, string>>();
  for (const row of subscriptions)
    lists.set(row.subscriber_id, { ...lists.get(row.subscriber_id), [row.list]: row.status });
  const latest = new Map(consent.map((record) => [record.subscriber_id, record]));
  return subscribers.map((subscriber) => {
    const record = latest.get(subscriber.id);
    return {
      email: subscriber.email,
      source: subscriber.source,
      createdAt: iso(subscriber.created_at),
      mail: subscriber.deliverability,
      lists: lists.get(subscriber.id) ?? {},
      consent: record
        ? { event: record.event, at: iso(record.recorded_at), page: record.page, version: record.consent_version }
        : null,
    };
  });
}

export const subscriberColumns = [
  "email",
  "source",
  "created_at",
  ...newsletterLists,
  "consent_event",
  "consent_at",
  "consent_page",
  "consent_version",
  "mail",
];

export function subscriberCells(row: SubscriberListing) {
  return [
    row.email,
    row.source,
    row.createdAt,
    ...newsletterLists.map((list) => row.lists[list] ?? ""),
    row.consent?.event ?? "",
    row.consent?.at ?? "",
    row.consent?.page ?? "",
    row.consent?.version ?? "",
    row.mail,
  ];
}

export function subscribersCsv(rows: SubscriberListing[]): string {
  return [csvRecord(subscriberColumns), ...rows.map((row) => csvRecord(subscriberCells(row)))].join("");
}

export function subscribersText(rows: SubscriberListing[]): string {
  if (rows.length === 0) return "No subscribers yet.\n";
  const lines = rows.map((row) => {
    const lists = newsletterLists.map((list) => `${list}: ${row.lists[list] ?? "-"}`).join(", ");
    const consent = row.consent
      ? `${row.consent.event} ${row.consent.at} on ${row.consent.page}${row.consent.version ? ` (wording ${row.consent.version})` : ""}`
      : "no consent record";
    const stopped = row.mail === "active" ? "" : `  MAIL STOPPED: ${row.mail}`;
    return `${row.email}  [${row.source}]  ${lists}${stopped}  consent: ${consent}`;
  });
  return `${lines.join("\n")}\n${rows.length} subscriber(s)\n`;
}
