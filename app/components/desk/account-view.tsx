import type { PasskeyListing } from "../../../server/desk/passkeys";
import type { SessionListing } from "../../../server/desk/sessions";
import { Button } from "~/components/ui/button";
import { DeskSection, DeskTime } from "./desk-frame";
import { Cell, DeskTable, RowAction } from "./desk-table";

/** A browser's name from its user agent, roughly: enough to tell one's sessions apart. */
function browserOf(userAgent: string): string {
  const browser = /(Edg|Firefox|Chrome|Safari)\/[\d.]+/.exec(userAgent)?.[1] ?? "A browser";
  const system = /(Windows|Mac OS X|iPhone|iPad|Android|Linux)/.exec(userAgent)?.[1];
  return [browser === "Edg" ? "Edge" : browser, system && `on ${system.replace("Mac OS X", "macOS")}`]
    .filter(Boolean)
    .join(" ");
}

export function AccountView({
  passkeys,
  sessions,
  current,
}: {
  passkeys: PasskeyListing[];
  sessions: SessionListing[];
  current: string;
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
          <DeskTable label="Your passkeys" columns={["Added", "Last used", "Kind", { hidden: "Remove" }]}>
            {passkeys.map((passkey) => (
              <tr key={passkey.id}>
                <Cell>
                  <DeskTime value={passkey.createdAt} />
                </Cell>
                <Cell>{passkey.lastUsedAt ? <DeskTime value={passkey.lastUsedAt} /> : "Never"}</Cell>
                <Cell>{passkey.transports.join(", ") || "unknown"}</Cell>
                <Cell>
                  <RowAction intent="remove-passkey" id={passkey.id} label="Remove" danger />
                </Cell>
              </tr>
            ))}
          </DeskTable>
        )}
        <div data-passkey-register="" className="grid gap-2">
          <Button type="button" size="sm" className="w-fit" hidden data-passkey-start="">
            Add a passkey
          </Button>
          <p data-passkey-message="" role="status" className="text-sm text-danger empty:hidden" />
          <p data-passkey-needs-script="" className="text-sm text-ink-soft">
            Adding a passkey needs JavaScript and a browser that supports passkeys.
          </p>
        </div>
      </DeskSection>
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
                {browserOf(session.userAgent)}
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
