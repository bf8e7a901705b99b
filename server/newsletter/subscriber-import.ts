import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { isEmailAddress } from "../../app/forms/email-address";
import { editionList } from "../../app/forms/newsletter-lists";
import { canonicalAddress } from "../email/canonical-address";
import type { DatabaseSchema } from "../storage/schema";
import { writeFirst } from "../storage/write-first";
import { parseCsv } from "./csv-records";
import { addressHash, type NewsletterKeys } from "./newsletter-keys";

/**
 * `npm run newsletter -- import FILE.csv`: a list brought from another tool, whose subscribers have
 * confirmed there. Each good row becomes a subscriber confirmed on the Insights list, marked imported,
 * with a consent record saying when (subscribed_at) and where from (source); all of them in one
 * transaction. Addresses are compared in their canonical form (server/email/canonical-address.ts), so
 * `Alice@Example.com` and `alice@example.com` are one address. A bad row is reported by its line and
 * skipped; so is an address that was erased (on request, or at the end of its retention period), or
 * that unsubscribed here, which an import must never bring back.
 */
type ImportReport = { imported: number; skipped: { line: number; reason: string }[] };

const chunkSize = 400;

type Row = { line: number; email: string; subscribedAt: number; source: string };

function readRows(text: string, fileName: string, now: number): (ImportReport & { rows: Row[] }) | { error: string } {
  const records = parseCsv(text);
  if ("error" in records) return records;
  const [header, ...data] = records;
  const columns = header?.fields.map((name) => name.trim().toLowerCase()) ?? [];
  const column = (name: string) => columns.indexOf(name);
  if (column("email") === -1)
    return { error: "the first line must name the columns, one of them email (and optionally subscribed_at, source)" };
  const skipped: ImportReport["skipped"] = [];
  const rows: Row[] = [];
  const seen = new Set<string>();
  for (const { line, fields } of data) {
    const value = (name: string) => (column(name) === -1 ? "" : (fields[column(name)] ?? "").trim());
    const email = canonicalAddress(value("email"));
    if (email.length > 254 || !isEmailAddress(email)) {
      skipped.push({ line, reason: email ? `"${email.slice(0, 80)}" is not an e-mail address` : "no e-mail address" });
      continue;
    }
    const date = value("subscribed_at");
    const subscribedAt = date ? Date.parse(date) : now;
    if (!Number.isFinite(subscribedAt) || subscribedAt > now) {
      skipped.push({
        line,
        reason: `subscribed_at "${date.slice(0, 40)}" is not a past date (use 2024-05-31 or an ISO time)`,
      });
      continue;
    }
    if (seen.has(email)) {
      skipped.push({ line, reason: `${email} is listed on an earlier line` });
      continue;
    }
    seen.add(email);
    rows.push({ line, email, subscribedAt, source: value("source").slice(0, 200) || fileName });
  }
  return { imported: 0, skipped, rows };
}

export async function importSubscribers(
  db: Kysely<DatabaseSchema>,
  keys: NewsletterKeys,
  { text, fileName, now = Date.now() }: { text: string; fileName: string; now?: number },
): Promise<ImportReport | { error: string }> {
  const read = readRows(text, fileName, now);
  if ("error" in read) return read;
  const { skipped } = read;
  const imported = await db.transaction().execute(async (transaction) => {
    await writeFirst(transaction);
    const wanted: Row[] = [];
    for (let start = 0; start < read.rows.length; start += chunkSize) {
      const chunk = read.rows.slice(start, start + chunkSize);
      const [existing, erased] = await Promise.all([
        transaction
          .selectFrom("subscribers")
          .leftJoin("subscriptions", (join) =>
            join.onRef("subscriptions.subscriber_id", "=", "subscribers.id").on("subscriptions.list", "=", editionList),
          )
          .select(["subscribers.email", "subscriptions.status"])
          .where(
            "subscribers.email",
            "in",
            chunk.map((row) => row.email),
          )
          .execute(),
        transaction
          .selectFrom("erased_addresses")
          .select("address_hash")
          .where(
            "address_hash",
            "in",
            chunk.map((row) => addressHash(keys, row.email)),
          )
          .execute(),
      ]);
      const known = new Map(existing.map((row) => [row.email, row.status]));
      const erasedHashes = new Set(erased.map((row) => row.address_hash));
      for (const row of chunk) {
        if (erasedHashes.has(addressHash(keys, row.email))) {
          skipped.push({
            line: row.line,
            reason: `${row.email} was erased (on request, or when its retention period ended): only the person can subscribe it again`,
          });
        } else if (known.has(row.email)) {
          const status = known.get(row.email);
          skipped.push({
            line: row.line,
            reason: `${row.email} is already ${status === "unsubscribed" ? "unsubscribed here (an import never re-subscribes)" : status ? `${status} here` : "a subscriber here"}`,
          });
        } else wanted.push(row);
      }
    }
    for (let start = 0; start < wanted.length; start += chunkSize) {
      const chunk = wanted.slice(start, start + chunkSize).map((row) => ({ ...row, id: randomUUID() }));
      await transaction
        .insertInto("subscribers")
        .values(
          chunk.map((row) => ({
            id: row.id,
            email: row.email,
            source: "import" as const,
            created_at: row.subscribedAt,
            confirm_nonce: null,
            confirm_expires_at: null,
            confirmation_sent_at: null,
          })),
        )
        .execute();
      await transaction
        .insertInto("subscriptions")
        .values(
          chunk.map((row) => ({
            subscriber_id: row.id,
            list: editionList,
            status: "confirmed" as const,
            updated_at: now,
            confirmed_at: row.subscribedAt,
          })),
        )
        .execute();
      await transaction
        .insertInto("consent_records")
        .values(
          chunk.map((row) => ({
            id: randomUUID(),
            subscriber_id: row.id,
            event: "imported" as const,
            lists: editionList,
            recorded_at: row.subscribedAt,
            page: `import: ${row.source}`,
            consent_version: "given to the previous tool",
            client_hash: null,
          })),
        )
        .execute();
    }
    return wanted.length;
  });
  skipped.sort((a, b) => a.line - b.line);
  return { imported, skipped };
}
