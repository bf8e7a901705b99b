import emailTexts from "~content/forms/emails";
import { Button } from "~/components/ui/button";
import { Field, Input } from "~/components/ui/field";
import { leadStatusLabels } from "~/desk/vocabulary";
import { cn } from "~/lib/cn";
import type { FormName } from "~/forms/submission-service";
import { deskPaths } from "~/route-table";
import type { exportAddress } from "../../../server/privacy/privacy-requests";
import { DeskSection, DeskTime, Notice } from "./desk-frame";

type Records = NonNullable<Awaited<ReturnType<typeof exportAddress>>>;

export type PrivacyAnswer = { address: string; records?: Records; confirmErase?: boolean; error?: string };

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What erasing the address deletes, named as the person asking would understand it. */
function erasedParts(records: Records): string[] {
  const notes = records.submissions.reduce(
    (sum, submission) => sum + (submission.lead?.history.filter((entry) => entry.kind === "note").length ?? 0),
    0,
  );
  const subscription = records.subscription;
  return [
    ...(records.submissions.length > 0
      ? [
          `${counted(records.submissions.length, "form submission", "form submissions")} with their delivery records, lead statuses, history and ${counted(notes, "note", "notes")}`,
        ]
      : []),
    ...(subscription
      ? [
          `the newsletter subscription (${subscription.lists.map((list) => `${list.list}: ${list.status}`).join(", ")})`,
          counted(subscription.consent.length, "consent record", "consent records"),
          counted(subscription.editionsReceived.length, "record of an edition sent", "records of editions sent"),
        ]
      : []),
    ...(records.confirmationLimit ? ["the record of the last confirmation e-mail sent to it"] : []),
  ];
}

function FindForm({ address, error }: { address?: string; error?: string }) {
  return (
    <form method="post" className="grid max-w-xl gap-4" noValidate>
      <input type="hidden" name="intent" value="find" />
      <Field id="privacy-address" label="E-mail address" required errors={error ? [error] : undefined}>
        {(control) => <Input {...control} name="address" type="email" defaultValue={address} maxLength={254} />}
      </Field>
      <Button type="submit" size="sm" className="w-fit">
        Find what is stored
      </Button>
    </form>
  );
}

function AddressForm({
  address,
  intent,
  action,
  label,
  danger,
}: {
  address: string;
  intent?: string;
  action?: string;
  label: string;
  danger?: boolean;
}) {
  return (
    <form method="post" action={action}>
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      <input type="hidden" name="address" value={address} />
      <button
        type="submit"
        className={cn(
          "min-h-10 rounded-md border px-4 text-sm font-semibold",
          danger
            ? "border-danger bg-surface-raised text-danger hover:bg-danger-soft"
            : "border-line text-ink hover:border-ink/40",
        )}
      >
        {label}
      </button>
    </form>
  );
}

function Found({ address, records, confirmErase }: { address: string; records: Records; confirmErase?: boolean }) {
  const parts = erasedParts(records);
  return (
    <DeskSection title={`Stored about ${records.address}`}>
      {records.erasedAt ? (
        <p>
          This address was erased on <DeskTime value={records.erasedAt} />; only its keyed hash is kept.
        </p>
      ) : null}
      {records.submissions.length > 0 ? (
        <ul className="grid gap-1">
          {records.submissions.map((submission) => (
            <li key={submission.id}>
              <a
                className="font-semibold text-brand-strong underline-offset-4 hover:underline"
                href={deskPaths.lead(submission.id)}
              >
                {emailTexts.formTitles[submission.form as FormName] ?? submission.form}
              </a>
              , <DeskTime value={submission.createdAt} />
              {submission.lead ? ` · ${leadStatusLabels[submission.lead.status]}` : null}
            </li>
          ))}
        </ul>
      ) : null}
      {parts.length > 0 ? (
        <ul className="list-disc pl-5">
          {parts.map((part) => (
            <li key={part}>{part}</li>
          ))}
        </ul>
      ) : null}
      {confirmErase && parts.length > 0 ? (
        <div className="grid gap-3 rounded-md border border-danger bg-danger-soft p-4">
          <p className="font-semibold">
            Erasing deletes everything listed above, at once and for good. Kept: a keyed hash of the address, so that it
            is never mailed again unless it subscribes anew. Copies already delivered (the team's mailboxes, the
            webhook's receiver) are outside the desk.
          </p>
          <AddressForm address={address} intent="erase" label={`Erase ${records.address}`} danger />
        </div>
      ) : (
        <div className="flex flex-wrap gap-3">
          <AddressForm address={address} action={deskPaths.privacyExport} label="Download everything (JSON)" />
          {parts.length > 0 ? <AddressForm address={address} intent="review-erase" label="Erase…" /> : null}
        </div>
      )}
    </DeskSection>
  );
}

export function PrivacyView({ answer }: { answer?: PrivacyAnswer }) {
  return (
    <>
      <p className="max-w-prose text-ink-soft">
        When someone asks what the site holds about them, or asks for it to be deleted: find their address, send them
        the download, or erase it. Each export and erasure is recorded in the audit log under the address's keyed hash.
      </p>
      <FindForm address={answer?.address} error={answer?.error} />
      {answer && !answer.error ? (
        answer.records ? (
          <Found address={answer.address} records={answer.records} confirmErase={answer.confirmErase} />
        ) : (
          <Notice>Nothing is stored about {answer.address}.</Notice>
        )
      ) : null}
    </>
  );
}
