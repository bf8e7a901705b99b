import type { PasskeyListing } from "../../../server/desk/passkeys";
import type { SessionListing } from "../../../server/desk/sessions";
import { Button } from "~/components/ui/button";
import { Field, Input, Select } from "~/components/ui/field";
import { deviceName } from "~/desk/device-name";
import { timeZoneChoices } from "~/desk/desk-time";
import { DeskSection, DeskTime } from "./desk-frame";
import { Cell, DeskTable, RowAction } from "./desk-table";

/** A passkey's name, and a form to change it (no script needed). */
function PasskeyName({ passkey, maxLength }: { passkey: PasskeyListing; maxLength: number }) {
  const id = `passkey-name-${passkey.id}`;
  return (
    <form method="post" className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="intent" value="rename-passkey" />
      <input type="hidden" name="id" value={passkey.id} />
      <label htmlFor={id} className="sr-only">
        Name of the passkey {passkey.name}
      </label>
      <input
        id={id}
        name="name"
        defaultValue={passkey.name}
        required
        maxLength={maxLength}
        className="min-h-10 min-w-0 rounded-md border border-muted/70 bg-surface-raised px-2 text-sm text-ink"
      />
      <button
        type="submit"
        className="min-h-10 rounded-md border border-line px-3 text-sm font-medium hover:border-ink/40"
      >
        Rename
      </button>
    </form>
  );
}

/** The zone the person's times are shown in: theirs to choose, their browser's until they do. */
function TimeZoneChoice({ chosen, browser }: { chosen: string | null; browser?: string }) {
  return (
    <DeskSection title="Time zone">
      <p className="max-w-prose text-ink-soft">
        Every time in the desk is shown in this zone, with its offset from UTC.
      </p>
      <form method="post" className="grid max-w-md gap-3">
        <input type="hidden" name="intent" value="time-zone" />
        <Field id="time-zone" label="Show times in">
          {(control) => (
            <Select
              {...control}
              name="zone"
              defaultValue={chosen ?? ""}
              options={[
                { value: "", label: browser ? `Your browser's time zone (${browser})` : "Your browser's time zone" },
                ...timeZoneChoices().map((zone) => ({ value: zone, label: zone.replaceAll("_", " ") })),
              ]}
            />
          )}
        </Field>
        <Button type="submit" size="sm" className="w-fit">
          Save the time zone
        </Button>
      </form>
    </DeskSection>
  );
}

export function AccountView({
  passkeys,
  sessions,
  current,
  suggestedName,
  nameMaxLength,
  chosenTimeZone,
  browserTimeZone,
}: {
  passkeys: PasskeyListing[];
  sessions: SessionListing[];
  current: string;
  /** The name a new passkey is offered: this device's, from its browser. */
  suggestedName: string;
  nameMaxLength: number;
  chosenTimeZone: string | null;
  browserTimeZone?: string;
}) {
  return (
    <>
      <DeskSection title="Passkeys">
        <p className="max-w-prose text-ink-soft">
          A passkey signs you in with this device's screen lock or your phone, without an e-mailed code. Add one on each
          device you use.
        </p>
        {passkeys.length === 0 ? (
          <p>You have no passkey yet.</p>
        ) : (
          <DeskTable label="Your passkeys" columns={["Name", "Added", "Last used", { hidden: "Remove" }]}>
            {passkeys.map((passkey) => (
              <tr key={passkey.id}>
                <Cell>
                  <PasskeyName passkey={passkey} maxLength={nameMaxLength} />
                </Cell>
                <Cell>
                  <DeskTime value={passkey.createdAt} />
                </Cell>
                <Cell>{passkey.lastUsedAt ? <DeskTime value={passkey.lastUsedAt} /> : "Never"}</Cell>
                <Cell>
                  <RowAction intent="remove-passkey" id={passkey.id} label={`Remove ${passkey.name}`} danger />
                </Cell>
              </tr>
            ))}
          </DeskTable>
        )}
        <div data-passkey-register="" className="grid max-w-md gap-2">
          <Field id="passkey-name" label="Name of the new passkey" hint="The device it is on, as you call it.">
            {(control) => (
              <Input
                {...control}
                name="name"
                defaultValue={suggestedName}
                maxLength={nameMaxLength}
                data-passkey-name=""
              />
            )}
          </Field>
          <Button type="button" size="sm" className="w-fit" hidden data-passkey-start="">
            Add a passkey
          </Button>
          <p data-passkey-message="" role="status" className="text-sm text-danger empty:hidden" />
          <p data-passkey-needs-script="" className="text-sm text-ink-soft">
            Adding a passkey needs JavaScript and a browser that supports passkeys.
          </p>
        </div>
      </DeskSection>
      <TimeZoneChoice chosen={chosenTimeZone} browser={browserTimeZone} />
      <DeskSection title="Sessions">
        <p className="max-w-prose text-ink-soft">
          Each browser you signed in with. End any you do not recognise or no longer use.
        </p>
        <DeskTable
          label="Your sessions"
          columns={["Browser", "Signed in", "Last active", "Ends by", { hidden: "End" }]}
        >
          {sessions.map((session) => (
            <tr key={session.id}>
              <Cell>
                {deviceName(session.userAgent)}
                {session.id === current ? <strong className="ml-2">(this one)</strong> : null}
              </Cell>
              <Cell>
                <DeskTime value={session.createdAt} />
              </Cell>
              <Cell>
                <DeskTime value={session.lastSeenAt} />
              </Cell>
              <Cell>
                <DeskTime value={session.expiresAt} />
              </Cell>
              <Cell>
                <RowAction intent="end-session" id={session.id} label="End" />
              </Cell>
            </tr>
          ))}
        </DeskTable>
      </DeskSection>
    </>
  );
}
