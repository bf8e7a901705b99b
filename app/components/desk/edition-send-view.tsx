import { Button } from "~/components/ui/button";
import { Field, Input } from "~/components/ui/field";
import { localValue, timeInZone, utc } from "~/desk/desk-time";
import type { NewsletterList } from "~/newsletter/newsletter-lists";
import { deskPaths } from "~/route-table";
import type { EditionDraft } from "../../../server/newsletter/edition-composer";
import { DeskSection } from "./desk-frame";
import { listLabel } from "./subscriber-words";
import { TypedText } from "./typed-text";

/**
 * Safe sending (docs/decisions/032-safe-sending.md): the send is chosen (now, or a date and time in the
 * person's zone), then confirmed on a step of its own, served by the server, that names the list and the
 * number of recipients; a send asked for waits for a second person when the owners ask it, and a
 * scheduled one can be cancelled until it starts. Every step is a form that works without script.
 */
export type SendReview = { number: number; list: NewsletterList; recipients: number; sendAt?: number; zone?: string };

const counted = (count: number, one: string, many: string) =>
  `${count.toLocaleString("en")} ${count === 1 ? one : many}`;

/** A time as the person chose it, and in UTC beside it when their zone is another. */
function When({ at, zone = utc }: { at: number; zone?: string }) {
  return (
    <time dateTime={new Date(at).toISOString()}>
      {timeInZone(at, zone)}
      {zone === utc ? null : `, ${timeInZone(at, utc)}`}
    </time>
  );
}

function Hidden({ values }: { values: Record<string, string | number | undefined> }) {
  return (
    <>
      {Object.entries(values).map(([name, value]) =>
        value === undefined ? null : <input key={name} type="hidden" name={name} value={value} />,
      )}
    </>
  );
}

/** The first step: when it goes out. The desk script fills `zone` with the browser's; without it, UTC. */
export function SendChoice({ draft, now }: { draft: EditionDraft; now: number }) {
  return (
    <form method="post" className="grid max-w-3xl gap-4" data-send-choice>
      <Hidden values={{ intent: "review", number: draft.number, list: draft.list }} />
      <input type="hidden" name="zone" value="" data-time-zone />
      <fieldset className="grid gap-2">
        <legend className="font-semibold">When it goes out</legend>
        <label className="flex items-center gap-2">
          <input type="radio" name="when" value="now" defaultChecked /> Now, once you confirm
        </label>
        <label className="flex items-center gap-2">
          <input type="radio" name="when" value="later" /> At a date and time
        </label>
      </fieldset>
      <Field
        id="edition-send-at"
        label="Date and time"
        // The desk script says the browser's zone here instead (app/browser/desk-script.ts).
        hint="In UTC (without JavaScript the desk cannot know your time zone). You can cancel until it starts."
      >
        {(control) => (
          <Input {...control} type="datetime-local" name="send_at" min={localValue(now, utc)} className="w-fit" />
        )}
      </Field>
      <Button type="submit" size="sm" className="w-fit">
        Review the send…
      </Button>
    </form>
  );
}

/** The confirmation step: the list, the count and the time, and the one button that sends. */
export function SendConfirmation({
  review,
  subject,
  approvalNeeded,
}: {
  review: SendReview;
  subject: string;
  approvalNeeded: boolean;
}) {
  const to = counted(review.recipients, "recipient", "recipients");
  const label = approvalNeeded
    ? `Ask for approval to send edition ${review.number} to ${to}`
    : review.sendAt
      ? `Schedule edition ${review.number} for ${to}`
      : `Send edition ${review.number} to ${to} now`;
  return (
    <DeskSection title={`Confirm the send of edition ${review.number}`}>
      <div id="send-confirmation" className="grid gap-4 rounded-md border border-line p-4">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="text-ink-soft">Subject</dt>
          <dd>
            <TypedText text={subject} />
          </dd>
          <dt className="text-ink-soft">List</dt>
          <dd data-confirm="list">{listLabel(review.list)}</dd>
          <dt className="text-ink-soft">Recipients</dt>
          <dd data-confirm="recipients">{to} confirmed on that list now</dd>
          <dt className="text-ink-soft">When</dt>
          <dd data-confirm="when">{review.sendAt ? <When at={review.sendAt} zone={review.zone} /> : "Now"}</dd>
        </dl>
        {approvalNeeded ? (
          <p className="max-w-prose">
            The owners ask a second person to approve every send: nothing goes out until another editor or owner
            approves it on this page.
          </p>
        ) : review.sendAt ? (
          <p className="max-w-prose">
            It goes to whoever is confirmed on the list at that time. You can cancel it here until it starts.
          </p>
        ) : (
          <p className="max-w-prose">Once sent, an edition cannot be called back.</p>
        )}
        <form method="post" className="flex flex-wrap items-center gap-3">
          <Hidden
            values={{
              intent: "send",
              number: review.number,
              list: review.list,
              recipients: review.recipients,
              send_at_utc: review.sendAt,
              zone: review.zone,
            }}
          />
          <Button type="submit" size="sm">
            {label}
          </Button>
          <a href={deskPaths.editions} className="underline underline-offset-4">
            Back: send nothing
          </a>
        </form>
      </div>
    </DeskSection>
  );
}

/** A send asked for or scheduled: when, by whom, the approval it waits for, and the way to cancel it. */
export function PendingSend({
  draft,
  recipients,
  viewer,
  canSend,
}: {
  draft: EditionDraft;
  recipients: number;
  viewer: string;
  canSend: boolean;
}) {
  const awaiting = draft.state === "awaiting-approval";
  const to = counted(recipients, "recipient", "recipients");
  return (
    <DeskSection title={awaiting ? `Edition ${draft.number} awaits approval` : `Edition ${draft.number} is scheduled`}>
      <div id="pending-send" className="grid gap-3">
        <p>
          To “{listLabel(draft.list)}” ({to} confirmed now),{" "}
          {draft.sendAt ? (
            <>
              at <When at={draft.sendAt} zone={draft.sendZone} />
            </>
          ) : (
            "as soon as it is approved"
          )}
          .
        </p>
        <p className="text-sm text-ink-soft">
          Asked for by <span className="break-all">{draft.requestedBy}</span>
          {draft.approvedBy ? (
            <>
              , approved by <span className="break-all">{draft.approvedBy}</span>
            </>
          ) : null}
          .
        </p>
        {canSend ? (
          <div className="flex flex-wrap gap-3">
            {awaiting && draft.requestedBy !== viewer ? (
              <form method="post">
                <Hidden values={{ intent: "approve", number: draft.number, list: draft.list, recipients }} />
                <Button type="submit" size="sm">
                  {`Approve: send edition ${draft.number} to ${to}`}
                </Button>
              </form>
            ) : null}
            {awaiting && draft.requestedBy === viewer ? (
              <p className="max-w-prose">Another editor or owner approves it: you asked for it.</p>
            ) : null}
            <form method="post">
              <Hidden values={{ intent: "cancel", number: draft.number, list: draft.list }} />
              <Button type="submit" size="sm" variant="outline">
                Cancel the send
              </Button>
            </form>
          </div>
        ) : null}
      </div>
    </DeskSection>
  );
}

/** The owners' rule, shown to everyone and changed by owners alone. */
export function ApprovalRule({ on, canSet }: { on: boolean; canSet: boolean }) {
  return (
    <DeskSection title="Who sends">
      <p className="max-w-prose">
        {on
          ? "A second person approves every send: the editor or owner who asks cannot approve their own."
          : "An editor or owner sends alone, after the confirmation step."}
      </p>
      {canSet ? (
        <form method="post" className="flex flex-wrap items-center gap-3">
          <input type="hidden" name="intent" value="approval-rule" />
          <label className="flex items-center gap-2">
            <input type="checkbox" name="second_person" value="on" defaultChecked={on} /> A second person approves every
            send
          </label>
          <Button type="submit" size="sm" variant="outline">
            Save the rule
          </Button>
        </form>
      ) : null}
    </DeskSection>
  );
}
