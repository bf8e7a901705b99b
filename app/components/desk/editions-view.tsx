import { newsletterArchivePaths } from "~/newsletter/archive-contract";
import newsletter from "~content/forms/newsletter";
import { Button } from "~/components/ui/button";
import { Field, Input, Select, Textarea } from "~/components/ui/field";
import { editionList, type NewsletterList, newsletterLists } from "~/newsletter/newsletter-lists";
import { deskPaths } from "~/route-table";
import type { StaffDesk } from "../../../server/desk/staff-desk";
import type { EditionProgress } from "../../../server/newsletter/edition-composer";
import { introductionMaxLength, subjectMaxLength } from "../../../server/newsletter/introduction";
import { DeskSection, DeskTime, Notice } from "./desk-frame";
import { Cell, DeskTable } from "./desk-table";
import { TypedText } from "./typed-text";
import { AddressText } from "./address-text";
import { ApprovalRule, PendingSend, SendChoice, SendConfirmation, type SendReview } from "./edition-send-view";
import { listLabel } from "./subscriber-words";

export type { SendReview };

type Overview = Awaited<ReturnType<StaffDesk["editions"]>>;

/** What the editor typed, kept on the page with the reason when the desk refused it. */
export type EditionWork = {
  subject: string;
  introduction: string;
  list: NewsletterList;
  field?: "subject" | "introduction";
  error?: string;
};

const counted = (count: number, one: string, many: string) =>
  `${count.toLocaleString("en")} ${count === 1 ? one : many}`;

const progressLabels: [keyof EditionProgress, string][] = [
  ["queued", "Queued"],
  ["sent", "Sent"],
  ["skipped", "Skipped (unsubscribed or stopped meanwhile)"],
  ["bounced", "Bounced"],
  ["failed", "Failed"],
];

/**
 * The newest edition's copies in each state. While some are queued the desk script fetches this box
 * and the section's heading again every few seconds (`data-refresh`); without script, reloading the
 * page does the same.
 */
function Progress({ number, progress }: { number: number; progress: EditionProgress }) {
  const settled = progress.total - progress.queued;
  const going = progress.queued > 0;
  return (
    <DeskSection title={going ? `Edition ${number} is going out` : `Edition ${number} has gone out`}>
      <div id="edition-progress" data-refresh={going ? "" : undefined} className="grid gap-3">
        <p role="status">
          {settled.toLocaleString("en")} of {counted(progress.total, "copy", "copies")} settled
          {going ? "." : ": every copy has gone out."}
        </p>
        <progress
          max={Math.max(progress.total, 1)}
          value={settled}
          aria-label={`Edition ${number}`}
          className="w-full"
        />
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {progressLabels.map(([key, label]) => (
            <div key={key} className="contents">
              <dt className="text-ink-soft">{label}</dt>
              <dd data-count={key}>{progress[key].toLocaleString("en")}</dd>
            </div>
          ))}
        </dl>
        {going ? (
          <p className="text-sm text-ink-soft">
            The counts update themselves; without JavaScript,{" "}
            <a href={deskPaths.editions} className="underline underline-offset-4">
              reload the page
            </a>{" "}
            to see them now.
          </p>
        ) : null}
      </div>
    </DeskSection>
  );
}

function Compose({ number, work }: { number: number; work: EditionWork }) {
  const copy = newsletter.emails.edition;
  return (
    <form method="post" className="grid max-w-3xl gap-4" noValidate data-save-shortcut="">
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="number" value={number} />
      <Field
        id="edition-list"
        label="List"
        hint="New Insights articles carries the articles published since its last edition; Consortium news is an announcement of your words alone."
      >
        {(control) => (
          <Select
            {...control}
            name="list"
            defaultValue={work.list}
            options={newsletterLists.map((list) => ({ value: list, label: listLabel(list) }))}
            className="w-fit"
          />
        )}
      </Field>
      <Field
        id="edition-subject"
        label="Subject"
        hint={`Also the e-mail's heading. Left empty: "${copy.subject}" (an edition without articles needs its own).`}
        errors={work.field === "subject" && work.error ? [work.error] : undefined}
      >
        {(control) => <Input {...control} name="subject" defaultValue={work.subject} maxLength={subjectMaxLength} />}
      </Field>
      <Field
        id="edition-introduction"
        label="Introduction"
        hint={`Paragraphs separated by an empty line; **bold**, *italics* and [words](https://…) for a link. Left empty: "${copy.intro}" (an edition without articles needs its own).`}
        errors={work.field === "introduction" && work.error ? [work.error] : undefined}
      >
        {(control) => (
          <Textarea
            {...control}
            name="introduction"
            rows={8}
            defaultValue={work.introduction}
            maxLength={introductionMaxLength}
          />
        )}
      </Field>
      <Button type="submit" size="sm" className="w-fit" aria-keyshortcuts="Control+Enter Meta+Enter">
        Save and preview
      </Button>
    </form>
  );
}

function ActionForm({ intent, number, label }: { intent: string; number: number; label: string }) {
  return (
    <form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="number" value={number} />
      <Button type="submit" size="sm" variant="outline">
        {label}
      </Button>
    </form>
  );
}

function Preview({ preview }: { preview: NonNullable<Overview["preview"]> }) {
  return (
    <DeskSection title="Preview">
      <p>
        <span className="text-ink-soft">Subject:</span>{" "}
        <strong>
          <TypedText text={preview.subject} />
        </strong>
      </p>
      <div className="grid gap-4 xl:grid-cols-2">
        <figure className="grid gap-2">
          <figcaption className="text-sm font-semibold">As HTML</figcaption>
          {/* Sandboxed with no permission at all: the e-mail's markup runs nothing and reaches nothing of the desk. */}
          <iframe
            title="The edition's e-mail as HTML"
            srcDoc={preview.html}
            sandbox=""
            className="h-[40rem] w-full rounded-md border border-line bg-white"
          />
        </figure>
        <figure className="grid content-start gap-2">
          <figcaption className="text-sm font-semibold">As text</figcaption>
          <pre
            role="region"
            aria-label="The edition's e-mail as text"
            data-edition-text
            // A box that scrolls must be reachable by keyboard (WCAG 2.1.1; axe's scrollable-region-focusable).
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            className="max-h-[40rem] overflow-auto rounded-md border border-line bg-surface-soft p-4 text-sm break-words whitespace-pre-wrap"
          >
            {preview.text}
          </pre>
        </figure>
      </div>
    </DeskSection>
  );
}

/**
 * Every edition sent, with the same counts as the progress box (the desk script refreshes both while one
 * goes out). "Recipients" counts the send records kept: an address erased since takes its record with it,
 * and the row says how many were erased, so that Recipients and the states always add up.
 */
function Past({ past }: { past: Overview["past"] }) {
  if (past.length === 0) return <p>No edition has been sent yet.</p>;
  return (
    <DeskTable
      label="Editions sent"
      columns={["Edition", "Sent", "List", "Subject", "Recipients", "Sent", "Failed", "Queued"]}
    >
      {past.map(({ edition, progress }) => {
        const erased = edition.recipients - progress.total;
        return (
          <tr key={edition.id}>
            <Cell>
              <a
                className="font-semibold text-brand-strong underline-offset-4 hover:underline"
                href={newsletterArchivePaths.edition(edition.number)}
              >
                {edition.number}
              </a>
            </Cell>
            <Cell className="whitespace-nowrap">
              <DeskTime value={new Date(edition.createdAt)} />
            </Cell>
            <Cell>{listLabel(edition.list)}</Cell>
            <Cell>
              <TypedText text={edition.subject ?? newsletter.emails.edition.subject} />
            </Cell>
            <Cell>
              <span data-count="recipients">{progress.total.toLocaleString("en")}</span>
              {erased > 0 ? (
                <span className="block text-ink-soft">{counted(erased, "recipient erased", "recipients erased")}</span>
              ) : null}
            </Cell>
            <Cell>
              <span data-count="sent">{progress.sent.toLocaleString("en")}</span>
            </Cell>
            <Cell>
              <span data-count="failed">{(progress.bounced + progress.failed).toLocaleString("en")}</span>
            </Cell>
            <Cell>
              <span data-count="queued">{progress.queued.toLocaleString("en")}</span>
            </Cell>
          </tr>
        );
      })}
    </DeskTable>
  );
}

export function EditionsView({
  overview,
  canSend,
  canSetRules,
  viewer,
  work,
  review,
}: {
  overview: Overview;
  canSend: boolean;
  canSetRules: boolean;
  viewer: string;
  work?: EditionWork;
  review?: SendReview;
}) {
  const { draft, recipients, preview, past, secondPersonApproves, now } = overview;
  const latest = past[0];
  const isDraft = draft.state === "draft";
  const hasSomething = preview !== undefined;
  return (
    <>
      {work?.error && !work.field ? <Notice tone="danger">{work.error}</Notice> : null}
      {review && canSend ? (
        <SendConfirmation
          review={review}
          subject={preview?.subject ?? newsletter.emails.edition.subject}
          approvalNeeded={secondPersonApproves}
        />
      ) : null}
      {latest ? <Progress number={latest.edition.number} progress={latest.progress} /> : null}
      {isDraft ? null : <PendingSend draft={draft} recipients={recipients} viewer={viewer} canSend={canSend} />}
      <DeskSection title={`Next: edition ${draft.number}`}>
        {draft.articles.length > 0 ? (
          <>
            <p>
              It carries {counted(draft.articles.length, "article", "articles")}, those published since the last
              edition, and goes to the {counted(recipients, "subscriber", "subscribers")} confirmed on “
              {listLabel(draft.list)}”:
            </p>
            <ul className="list-disc pl-5">
              {draft.articles.map((article) => (
                <li key={article.slug}>
                  {article.title} <span className="text-ink-soft">({article.published})</span>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p>
            It carries no article{draft.list === editionList ? " (none was published since the last edition)" : ""}, and
            goes to the {counted(recipients, "subscriber", "subscribers")} confirmed on “{listLabel(draft.list)}”: an
            announcement, sent once it has a subject and an introduction of its own.
          </p>
        )}
        {draft.updatedBy && draft.updatedAt ? (
          <p className="text-sm text-ink-soft">
            Last saved by <AddressText address={draft.updatedBy} />, <DeskTime value={new Date(draft.updatedAt)} />.
          </p>
        ) : null}
        {canSend && isDraft ? (
          <Compose
            number={draft.number}
            work={work ?? { subject: draft.subject, introduction: draft.introduction, list: draft.list }}
          />
        ) : null}
      </DeskSection>
      {preview ? <Preview preview={preview} /> : null}
      {canSend && hasSomething && isDraft && !review ? (
        <DeskSection title="Test and send">
          <p className="max-w-prose">
            A test goes to your own address alone ({viewer}), with “[Test]” before its subject and no link to the
            archive, where the edition appears once sent; it does not count as the edition's send. The send goes to
            everyone confirmed on “{listLabel(draft.list)}”, at the server's pace; the next step names how many, before
            anything goes out.
          </p>
          <ActionForm intent="test" number={draft.number} label="Send me a test" />
          <SendChoice draft={draft} now={now} />
        </DeskSection>
      ) : null}
      <ApprovalRule on={secondPersonApproves} canSet={canSetRules} />
      <DeskSection title="Editions sent">
        <div id="editions-sent">
          <Past past={past} />
        </div>
      </DeskSection>
    </>
  );
}
