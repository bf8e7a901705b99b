import { mailStateLabels } from "~/desk/vocabulary";
import type { SubscriberDetail } from "../../../server/desk/subscribers";
import type { ConsentRecordsTable, EditionSendStatus } from "../../../server/storage/schema";
import { DeskSection, DeskTime } from "./desk-frame";
import { Cell, DeskTable, RowAction } from "./desk-table";
import { listLabel, MailBadge } from "./subscriber-words";
import { TypedText } from "./typed-text";

const events: Record<ConsentRecordsTable["event"], string> = {
  requested: "Asked to subscribe",
  confirmed: "Confirmed",
  imported: "Imported",
  changed: "Changed lists",
  unsubscribed: "Unsubscribed",
  bounced: "Bounced: mail stopped",
  complained: "Complained of spam: mail stopped",
  "gave-up": "A message was given up",
};

const editionOutcomes: Record<EditionSendStatus, string> = {
  queued: "Queued",
  sent: "Sent",
  skipped: "Not sent (unsubscribed, stopped or erased by then)",
  bounced: "Bounced",
  failed: "Given up after failures",
};

const lists = (named: SubscriberDetail["consent"][number]["lists"]) => named.map(listLabel).join(", ") || "—";

/** A subscriber as Ghost's and Listmonk's member pages show one: their lists, what they agreed to, what they got. */
export function SubscriberView({ subscriber, canAct }: { subscriber: SubscriberDetail; canAct: boolean }) {
  return (
    <>
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-soft">
        <MailBadge mail={subscriber.mail} />
        <span>
          {subscriber.source === "import" ? "Imported" : "Subscribed through the form"},{" "}
          <DeskTime value={subscriber.createdAt} />
        </span>
      </p>
      <div className="grid gap-8 lg:grid-cols-2">
        <DeskSection title="Lists">
          <DeskTable
            label="Each list and its status"
            columns={["List", "Status", "Since", "Confirmed", ...(canAct ? [{ hidden: "Action" }] : [])]}
          >
            {subscriber.lists.map((row) => (
              <tr key={row.list}>
                <Cell>{listLabel(row.list)}</Cell>
                <Cell>{row.status}</Cell>
                <Cell className="whitespace-nowrap">
                  <DeskTime value={row.updatedAt} />
                </Cell>
                <Cell className="whitespace-nowrap">
                  {row.confirmedAt ? <DeskTime value={row.confirmedAt} /> : "—"}
                </Cell>
                {canAct ? (
                  <Cell>
                    {row.status === "unsubscribed" ? null : (
                      <RowAction intent="unsubscribe" id={row.list} label="Unsubscribe" danger />
                    )}
                  </Cell>
                ) : null}
              </tr>
            ))}
          </DeskTable>
          {canAct ? (
            <p className="max-w-prose text-sm text-ink-soft">
              Unsubscribe someone who asked by e-mail or in a reply: it is recorded as their unsubscription (a consent
              event), the webhook hears of it, and the audit log names you. To delete their data, answer a privacy
              request instead.
            </p>
          ) : null}
        </DeskSection>
        <DeskSection title="Mail">
          <p>
            {mailStateLabels[subscriber.mail]}
            {subscriber.mailChangedAt ? (
              <>
                {" "}
                since <DeskTime value={subscriber.mailChangedAt} />
              </>
            ) : null}
            .
            {subscriber.mail === "active"
              ? null
              : " No edition goes to this address; confirming again through the subscribe form lifts the stop."}
          </p>
        </DeskSection>
      </div>
      <DeskSection title="Consent records">
        <DeskTable
          label="Consent records, newest first"
          columns={["When", "What", "Lists", "Where", "Wording", "Detail"]}
        >
          {subscriber.consent.map((record, index) => (
            <tr key={index}>
              <Cell className="whitespace-nowrap">
                <DeskTime value={record.at} />
              </Cell>
              <Cell className="min-w-32">{events[record.event]}</Cell>
              <Cell className="min-w-32">{lists(record.lists)}</Cell>
              <Cell className="min-w-40 break-all">
                <TypedText text={record.page} />
                {record.fromClient ? (
                  <span className="block text-ink-soft">client address kept as a keyed hash</span>
                ) : null}
              </Cell>
              <Cell className="whitespace-nowrap">{record.version ? `version ${record.version}` : "—"}</Cell>
              <Cell className="min-w-40 break-words">
                <TypedText text={record.detail ?? ""} />
              </Cell>
            </tr>
          ))}
        </DeskTable>
      </DeskSection>
      <DeskSection title="Editions sent">
        {subscriber.editions.length === 0 ? (
          <p className="text-ink-soft">No edition has been sent to this address.</p>
        ) : (
          <DeskTable label="Editions sent, newest first" columns={["Edition", "Queued", "Outcome", "Settled"]}>
            {subscriber.editions.map((edition) => (
              <tr key={edition.number}>
                <Cell className="whitespace-nowrap">No. {edition.number}</Cell>
                <Cell className="whitespace-nowrap">
                  <DeskTime value={edition.queuedAt} />
                </Cell>
                <Cell className="min-w-40">{editionOutcomes[edition.status]}</Cell>
                <Cell className="whitespace-nowrap">
                  {edition.settledAt ? <DeskTime value={edition.settledAt} /> : "—"}
                </Cell>
              </tr>
            ))}
          </DeskTable>
        )}
      </DeskSection>
    </>
  );
}
