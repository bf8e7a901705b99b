import { newsletterArchivePaths } from "~/newsletter-archive";
import newsletter from "~content/forms/newsletter";
import { Button } from "~/components/ui/button";
import { Field, Input, Textarea } from "~/components/ui/field";
import { deskPaths } from "~/route-table";
import type { StaffDesk } from "../../../server/desk/staff-desk";
import type { EditionProgress } from "../../../server/newsletter/edition-composer";
import { introductionMaxLength, subjectMaxLength } from "../../../server/newsletter/introduction";
import { DeskSection, DeskTime, Notice } from "./desk-frame";
import { Cell, DeskTable } from "./desk-table";
import { TypedText } from "./typed-text";

type Overview = Awaited<ReturnType<StaffDesk["editions"]>>;

/** What the editor typed, kept on the page with the reason when the desk refused it. */
export type EditionWork = { subject: string; introduction: string; field?: "subject" | "introduction"; error?: string };

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
    <form method="post" className="grid max-w-3xl gap-4" noValidate>
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="number" value={number} />
      <Field
        id="edition-subject"
        label="Subject"
        hint={`Also the e-mail's heading. Left empty: "${copy.subject}".`}
        errors={work.field === "subject" && work.error ? [work.error] : undefined}
      >
        {(control) => <Input {...control} name="subject" defaultValue={work.subject} maxLength={subjectMaxLength} />}
      </Field>
      <Field
        id="edition-introduction"
        label="Introduction"
        hint={`Paragraphs separated by an empty line; **bold**, *italics* and [words](https://…) for a link. Left empty: "${copy.intro}"`}
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
      <Button type="submit" size="sm" className="w-fit">
        Save and preview
      </Button>
    </form>
  );
}

function ActionForm({
  intent,
  number,
  label,
  primary,
}: {
  intent: string;
  number: number;
  label: string;
  primary?: boolean;
}) {
  return (
    <form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="number" value={number} />
      <Button type="submit" size="sm" variant={primary ? undefined : "outline"}>
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
            data-edition-text
            className="max-h-[40rem] overflow-auto rounded-md border border-line bg-surface-soft p-4 text-sm whitespace-pre-wrap"
          >
            {preview.text}
          </pre>
        </figure>
      </div>
    </DeskSection>
  );
}

function Past({ past }: { past: Overview["past"] }) {
  if (past.length === 0) return <p>No edition has been sent yet.</p>;
  return (
    <DeskTable label="Editions sent" columns={["Edition", "Sent", "Subject", "Recipients", "Sent", "Failed", "Queued"]}>
      {past.map(({ edition, progress }) => (
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
          <Cell>
            <TypedText text={edition.subject ?? newsletter.emails.edition.subject} />
          </Cell>
          <Cell>{edition.recipients.toLocaleString("en")}</Cell>
          <Cell>{progress.sent.toLocaleString("en")}</Cell>
          <Cell>{(progress.bounced + progress.failed).toLocaleString("en")}</Cell>
          <Cell>{progress.queued.toLocaleString("en")}</Cell>
        </tr>
      ))}
    </DeskTable>
  );
}

export function EditionsView({
  overview,
  canSend,
  viewerEmail,
  work,
}: {
  overview: Overview;
  canSend: boolean;
  viewerEmail: string;
  work?: EditionWork;
}) {
  const { draft, recipients, preview, past } = overview;
  const latest = past[0];
  const hasArticles = draft.articles.length > 0;
  return (
    <>
      {work?.error && !work.field ? <Notice tone="danger">{work.error}</Notice> : null}
      {latest ? <Progress number={latest.edition.number} progress={latest.progress} /> : null}
      <DeskSection title={`Next: edition ${draft.number}`}>
        {hasArticles ? (
          <>
            <p>
              It carries {counted(draft.articles.length, "article", "articles")}, those published since the last
              edition, and goes to {counted(recipients, "confirmed subscriber", "confirmed subscribers")}:
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
            No article was published since the last edition: there is nothing to send yet. Once an article is published,
            it appears here.
          </p>
        )}
        {draft.updatedBy && draft.updatedAt ? (
          <p className="text-sm text-ink-soft">
            Last saved by <span className="break-all">{draft.updatedBy}</span>,{" "}
            <DeskTime value={new Date(draft.updatedAt)} />.
          </p>
        ) : null}
        {canSend ? (
          <Compose number={draft.number} work={work ?? { subject: draft.subject, introduction: draft.introduction }} />
        ) : null}
      </DeskSection>
      {preview ? <Preview preview={preview} /> : null}
      {canSend && hasArticles ? (
        <DeskSection title="Test and send">
          <p className="max-w-prose">
            A test goes to your own address alone ({viewerEmail}), with “[Test]” before its subject; it does not count
            as the edition's send. Sending queues edition {draft.number} for every confirmed subscriber at once; the
            server sends it at its pace, and this page shows how it goes.
          </p>
          <div className="flex flex-wrap gap-3">
            <ActionForm intent="test" number={draft.number} label="Send me a test" />
            <ActionForm
              intent="send"
              number={draft.number}
              label={`Send edition ${draft.number} to ${counted(recipients, "subscriber", "subscribers")}`}
              primary
            />
          </div>
        </DeskSection>
      ) : null}
      <DeskSection title="Editions sent">
        <Past past={past} />
      </DeskSection>
    </>
  );
}
