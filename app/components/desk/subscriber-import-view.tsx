import { Button } from "~/components/ui/button";
import { Field, Input, Select } from "~/components/ui/field";
import { editionList, type NewsletterList, newsletterLists } from "~/newsletter/newsletter-lists";
import { maxUploadBytes } from "~/desk/vocabulary";
import { deskPaths } from "~/route-table";
import { DeskSection, Notice } from "./desk-frame";
import { Cell, DeskTable } from "./desk-table";
import { deskLinkClass } from "./list-navigation";
import { listLabel } from "./subscriber-words";
import { TypedText } from "./typed-text";
import type { ImportReport } from "../../../server/newsletter/subscriber-import";

/** What an import did (server/newsletter/subscriber-import.ts), or why it did nothing. */
export type ImportOutcome = ({ fileName: string; list: NewsletterList } & ImportReport) | { error: string };

/** Lines skipped shown at most: a list of 100,000 bad lines would make a page no one reads. */
const shownSkipped = 1000;

const counted = (count: number, one: string, many: string) =>
  `${count.toLocaleString("en")} ${count === 1 ? one : many}`;

function Report({ outcome }: { outcome: ImportOutcome }) {
  if ("error" in outcome) return <Notice tone="danger">{outcome.error}</Notice>;
  return (
    <DeskSection title={`What ${outcome.fileName} brought`}>
      <Notice>
        {`Added ${counted(outcome.imported, "subscriber", "subscribers")}, confirmed on the list “${listLabel(outcome.list)}”; ${counted(outcome.alreadyHere, "line", "lines")} already here; ${counted(outcome.refused, "line", "lines")} refused.`}
      </Notice>
      {outcome.skipped.length > shownSkipped ? (
        <p className="text-ink-soft">{`The first ${shownSkipped.toLocaleString("en")} of the ${outcome.skipped.length.toLocaleString("en")} lines skipped:`}</p>
      ) : null}
      {outcome.skipped.length > 0 ? (
        <DeskTable label="Lines skipped" columns={["Line", "Why"]}>
          {outcome.skipped.slice(0, shownSkipped).map((skipped) => (
            <tr key={skipped.line}>
              <Cell className="tabular-nums">{skipped.line}</Cell>
              <Cell className="break-words">
                <TypedText text={skipped.reason} />
              </Cell>
            </tr>
          ))}
        </DeskTable>
      ) : null}
      <p>
        <a href={deskPaths.subscribers} className={deskLinkClass}>
          Back to the subscribers
        </a>
      </p>
    </DeskSection>
  );
}

/** The import form, and after a post what it did, line by line. */
export function SubscriberImportView({ outcome }: { outcome?: ImportOutcome }) {
  return (
    <>
      {outcome ? <Report outcome={outcome} /> : null}
      <div className="grid max-w-prose gap-3 text-ink-soft">
        <p>
          Bring in a list of people who subscribed with another tool and confirmed there. The first line names the
          columns: <code>email</code>, and if you have them <code>subscribed_at</code> (a date such as 2024-05-31) and{" "}
          <code>source</code> (where they subscribed; the file’s name otherwise). Each address becomes a subscriber
          confirmed on the list you choose, with a consent record of when and where.
        </p>
        <p>
          Nothing is sent to them. A line is skipped, and named below with its reason, when its address is not one, its
          date is not in the past, it repeats an earlier line, or the address is already here: an import never brings
          back someone who unsubscribed or was erased.
        </p>
      </div>
      <form method="post" encType="multipart/form-data" className="grid max-w-xl gap-4">
        <Field id="import-list" label="The list they join" required>
          {(control) => (
            <Select
              {...control}
              name="list"
              defaultValue={editionList}
              required
              options={newsletterLists.map((list) => ({ value: list, label: listLabel(list) }))}
              className="w-fit"
            />
          )}
        </Field>
        <Field
          id="import-file"
          label="CSV file (UTF-8)"
          hint={`At most ${maxUploadBytes / 1024 / 1024} MB, about 300,000 lines.`}
          required
        >
          {(control) => <Input {...control} name="file" type="file" accept=".csv,text/csv" required />}
        </Field>
        <Button type="submit" size="sm" className="w-fit">
          Import
        </Button>
      </form>
    </>
  );
}
