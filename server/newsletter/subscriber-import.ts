import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { isEmailAddress } from "../../app/forms/email-address";
import { editionList, type NewsletterList } from "../../app/newsletter/newsletter-lists";
import { canonicalAddress } from "../email/canonical-address";
import type { DatabaseSchema } from "../storage/schema";
import { writeFirst } from "../storage/write-first";
import { csvRecords, UnreadableCsv } from "./csv-records";
import { addressHash, type NewsletterKeys } from "./newsletter-keys";

/**
 * `npm run newsletter -- import FILE.csv`, and the desk's import: a list brought from another tool,
 * whose subscribers have confirmed there. Each good row becomes a subscriber confirmed on the list chosen
 * (New Insights articles unless another is named), marked imported, with a consent record saying when (subscribed_at) and where from (source).
 * Addresses are compared in their canonical form (server/email/canonical-address.ts), so
 * `Alice@Example.com` and `alice@example.com` are one address. A bad row is reported by its line and
 * refused; so is an address that was erased (on request, or at the end of its retention period); one
 * already here (even unsubscribed: an import must never bring it back) is reported and left as it is.
 *
 * The file is read as a stream into checked rows first, so a file that does not parse imports nothing.
 * The rows are then written in batches, each in its own transaction: a list of 100,000 never holds the
 * database (SQLite's one writer, and the server's one SQLite connection) for more than one batch, so the
 * site's forms and the desk go on between them. Should the import stop half-way, the same file imported
 * again adds only what is missing.
 */
export type ImportReport = {
  imported: number;
  /** Lines whose address is a subscriber here already, or is on an earlier line. */
  alreadyHere: number;
  /** Lines that could not be imported: no address, a bad date, an erased address. */
  refused: number;
  skipped: { line: number; reason: string }[];
};

const batchSize = 2000;
/** Rows a statement reads or writes at most: well under PostgreSQL's 65,535 parameters and SQLite's 32,766 variables. */
const statementRows = 400;

type Row = { line: number; email: string; hash: string; subscribedAt: number; source: string };

type ReadRows = { rows: Row[]; refused: ImportReport["skipped"]; repeated: ImportReport["skipped"] };

async function readRows(
  text: string | AsyncIterable<string>,
  { fileName, now, keys }: { fileName: string; now: number; keys: NewsletterKeys },
): Promise<ReadRows | { error: string }> {
  const read: ReadRows = { rows: [], refused: [], repeated: [] };
  const seen = new Set<string>();
  let column: ((name: string) => number) | undefined;
  try {
    for await (const { line, fields } of csvRecords(text)) {
      if (!column) {
        const columns = fields.map((name) => name.trim().toLowerCase());
        column = (name: string) => columns.indexOf(name);
        if (column("email") === -1) break;
        continue;
      }
      const at = column;
      const value = (name: string) => (at(name) === -1 ? "" : (fields[at(name)] ?? "").trim());
      const email = canonicalAddress(value("email"));
      if (email.length > 254 || !isEmailAddress(email)) {
        read.refused.push({
          line,
          reason: email ? `"${email.slice(0, 80)}" is not an e-mail address` : "no e-mail address",
        });
        continue;
      }
      const date = value("subscribed_at");
      const subscribedAt = date ? Date.parse(date) : now;
      if (!Number.isFinite(subscribedAt) || subscribedAt > now) {
        read.refused.push({
          line,
          reason: `subscribed_at "${date.slice(0, 40)}" is not a past date (use 2024-05-31 or an ISO time)`,
        });
        continue;
      }
      if (seen.has(email)) {
        read.repeated.push({ line, reason: `${email} is listed on an earlier line` });
        continue;
      }
      seen.add(email);
      const source = value("source").slice(0, 200) || fileName;
      read.rows.push({ line, email, hash: addressHash(keys, email), subscribedAt, source });
    }
  } catch (error) {
    if (error instanceof UnreadableCsv) return { error: error.message };
    throw error;
  }
  if (!column || column("email") === -1)
    return { error: "the first line must name the columns, one of them email (and optionally subscribed_at, source)" };
  return read;
}

const alreadyReason = (email: string, status: string | null) =>
  `${email} is already ${status === "unsubscribed" ? "unsubscribed here (an import never re-subscribes)" : status ? `${status} here` : "a subscriber here"}`;

/** One batch in one transaction: what is new is added; what is here already, or erased, is reported. */
async function importBatch(db: Kysely<DatabaseSchema>, batch: Row[], now: number, list: NewsletterList) {
  return db.transaction().execute(async (transaction) => {
    await writeFirst(transaction);
    const existing: { email: string; status: string | null }[] = [];
    const erased: { address_hash: string }[] = [];
    // Lists of 400: PostgreSQL took over the server's query timeout (15 s) on lists of 2,000 rows.
    // One query after the other: a transaction is one connection, which runs one query at a time.
    for (let start = 0; start < batch.length; start += statementRows) {
      const rows = batch.slice(start, start + statementRows);
      existing.push(
        ...(await transaction
          .selectFrom("subscribers")
          .leftJoin("subscriptions", (join) =>
            join.onRef("subscriptions.subscriber_id", "=", "subscribers.id").on("subscriptions.list", "=", list),
          )
          .select(["subscribers.email", "subscriptions.status"])
          .where(
            "subscribers.email",
            "in",
            rows.map((row) => row.email),
          )
          .execute()),
      );
      erased.push(
        ...(await transaction
          .selectFrom("erased_addresses")
          .select("address_hash")
          .where(
            "address_hash",
            "in",
            rows.map((row) => row.hash),
          )
          .execute()),
      );
    }
    const known = new Map(existing.map((row) => [row.email, row.status]));
    const erasedHashes = new Set(erased.map((row) => row.address_hash));
    const refused: ImportReport["skipped"] = [];
    const here: ImportReport["skipped"] = [];
    const wanted: (Row & { id: string })[] = [];
    for (const row of batch) {
      if (erasedHashes.has(row.hash)) {
        refused.push({
          line: row.line,
          reason: `${row.email} was erased (on request, or when its retention period ended): only the person can subscribe it again`,
        });
      } else if (known.has(row.email)) {
        here.push({ line: row.line, reason: alreadyReason(row.email, known.get(row.email) ?? null) });
      } else wanted.push({ ...row, id: randomUUID() });
    }
    if (wanted.length > 0) await insertImported(transaction, wanted, now, list);
    return { imported: wanted.length, refused, here };
  });
}

async function insertImported(
  transaction: Kysely<DatabaseSchema>,
  rows: (Row & { id: string })[],
  now: number,
  list: NewsletterList,
) {
  for (let start = 0; start < rows.length; start += statementRows) {
    const chunk = rows.slice(start, start + statementRows);
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
          list,
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
          lists: list,
          recorded_at: row.subscribedAt,
          page: `import: ${row.source}`,
          consent_version: "given to the previous tool",
          client_hash: null,
        })),
      )
      .execute();
  }
}

export async function importSubscribers(
  db: Kysely<DatabaseSchema>,
  keys: NewsletterKeys,
  {
    text,
    fileName,
    now = Date.now(),
    list = editionList,
  }: {
    /** The file's text, whole or in pieces as it is read (the desk's upload). */
    text: string | AsyncIterable<string>;
    fileName: string;
    now?: number;
    /** The list they join. */
    list?: NewsletterList;
  },
): Promise<ImportReport | { error: string }> {
  const read = await readRows(text, { fileName, now, keys });
  if ("error" in read) return read;
  const refused = [...read.refused];
  const here = [...read.repeated];
  let imported = 0;
  for (let start = 0; start < read.rows.length; start += batchSize) {
    const batch = await importBatch(db, read.rows.slice(start, start + batchSize), now, list);
    imported += batch.imported;
    refused.push(...batch.refused);
    here.push(...batch.here);
  }
  const skipped = [...refused, ...here].sort((a, b) => a.line - b.line);
  return { imported, alreadyHere: here.length, refused: refused.length, skipped };
}
