import { Button } from "~/components/ui/button";
import { Field, Input, Select } from "~/components/ui/field";
import { roleLabels, staffRoles } from "~/desk/vocabulary";
import { whatRoleMay } from "../../../server/desk/roles";
import type { StaffListing } from "../../../server/desk/staff";
import { DeskSection, DeskTime, Notice } from "./desk-frame";
import { Cell, DeskTable } from "./desk-table";
import { AddressText } from "./address-text";

/** What an invitation, a role change or a removal answered, when it is not a plain success. */
export type TeamAnswer = { error?: string; link?: string; reason?: string; email?: string; role?: string };

const roleOptions = staffRoles.map((role) => ({ value: role, label: roleLabels[role] }));

function RoleForm({ member }: { member: StaffListing }) {
  const id = `role-${member.id}`;
  return (
    <form method="post" className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="intent" value="change-role" />
      <input type="hidden" name="id" value={member.id} />
      <label htmlFor={id} className="sr-only">
        Role of {member.email}
      </label>
      <select
        id={id}
        name="role"
        defaultValue={member.role}
        className="min-h-10 rounded-md border border-muted/70 bg-surface-raised px-2 text-sm text-ink"
      >
        {roleOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <button
        type="submit"
        className="min-h-10 rounded-md border border-line px-3 text-sm font-medium hover:border-ink/40"
      >
        Change
      </button>
    </form>
  );
}

/** Removal asks once more, without script: the button is inside a disclosure that names the person. */
function RemoveForm({ member }: { member: StaffListing }) {
  return (
    <details>
      <summary className="min-h-10 cursor-pointer py-2 text-sm font-medium text-danger">Remove…</summary>
      <form method="post" className="mt-2 grid gap-2">
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="id" value={member.id} />
        <p className="max-w-xs text-sm">
          <AddressText address={member.email} /> loses access at once; their passkeys and sessions go too.
        </p>
        <button
          type="submit"
          className="min-h-10 w-fit rounded-md border border-danger px-3 text-sm font-medium text-danger hover:bg-danger-soft"
        >
          Remove <AddressText address={member.email} />
        </button>
      </form>
    </details>
  );
}

export function TeamView({
  team,
  mailConfigured,
  answer,
  viewerEmail,
}: {
  team: StaffListing[];
  mailConfigured: boolean;
  answer?: TeamAnswer;
  viewerEmail: string;
}) {
  return (
    <>
      {answer?.error ? <Notice tone="danger">{answer.error}</Notice> : null}
      {answer?.link ? (
        <div className="grid gap-2 rounded-md border border-line bg-surface-soft p-4">
          <Notice>
            {answer.reason}: send this link to {answer.email} yourself. It signs them in once, within 7 days.
          </Notice>
          <label htmlFor="invitation-link" className="text-sm font-semibold">
            Invitation link
          </label>
          <input
            id="invitation-link"
            readOnly
            value={answer.link}
            className="min-h-10 w-full rounded-md border border-muted/70 bg-surface-raised px-2 font-mono text-sm text-ink"
          />
        </div>
      ) : null}
      <DeskTable
        label="The team"
        columns={["Address", "Role", "Added", "Last signed in", "Passkeys", "Open sessions", { hidden: "Remove" }]}
      >
        {team.map((member) => (
          <tr key={member.id}>
            <Cell>
              <AddressText address={member.email} />
              {member.email === viewerEmail ? <strong className="ml-2">(you)</strong> : null}
            </Cell>
            <Cell>
              <RoleForm member={member} />
            </Cell>
            <Cell className="whitespace-nowrap">
              <DeskTime value={member.createdAt} />
            </Cell>
            <Cell className="whitespace-nowrap">
              {member.lastSignInAt ? <DeskTime value={member.lastSignInAt} /> : "Not yet (invited)"}
            </Cell>
            <Cell className="tabular-nums">{member.passkeys}</Cell>
            <Cell className="tabular-nums">{member.sessions}</Cell>
            <Cell>
              <RemoveForm member={member} />
            </Cell>
          </tr>
        ))}
      </DeskTable>
      <div className="grid gap-8 lg:grid-cols-2">
        <DeskSection title="Invite someone">
          <p className="text-ink-soft">
            {mailConfigured
              ? "They get an e-mail with a link that signs them in once, within 7 days."
              : "This server cannot send e-mail yet: the desk shows you the invitation's link to send them yourself."}
          </p>
          <form method="post" className="grid gap-4" noValidate>
            <input type="hidden" name="intent" value="invite" />
            <Field id="invite-email" label="Their e-mail address" required>
              {(control) => (
                <Input
                  {...control}
                  name="email"
                  type="email"
                  defaultValue={answer?.link ? "" : answer?.email}
                  maxLength={254}
                />
              )}
            </Field>
            <Field id="invite-role" label="Role" required>
              {(control) => (
                <Select {...control} name="role" defaultValue={answer?.role ?? "editor"} options={roleOptions} />
              )}
            </Field>
            <Button type="submit" size="sm" className="w-fit">
              Invite
            </Button>
          </form>
        </DeskSection>
        <DeskSection title="What each role may do">
          <dl className="grid gap-2">
            {staffRoles.map((role) => (
              <div key={role}>
                <dt className="font-semibold">{roleLabels[role]}</dt>
                <dd className="text-ink-soft">{whatRoleMay(role)}</dd>
              </div>
            ))}
          </dl>
          <p className="text-sm text-ink-soft">
            Changing someone's role or removing them ends their sessions at once. The last owner can be neither removed
            nor demoted.
          </p>
        </DeskSection>
      </div>
    </>
  );
}
