import { Button } from "~/components/ui/button";
import { Field, Input } from "~/components/ui/field";
import { deskPaths } from "~/route-table";
import { DeskSection, Notice } from "./desk-frame";

/** The form's state as the sign-in page's loader or action leaves it. */
export type SignInState =
  | { step: "address"; next: string; notice?: string; error?: string; email?: string }
  | { step: "code"; next: string; email: string; error?: string };

const linkClass = "font-semibold text-brand-strong underline underline-offset-4";

/** Passkeys need script: the button shows once the desk script finds WebAuthn in the browser (app/browser/desk-script.ts). */
function PasskeySignIn({ next }: { next: string }) {
  return (
    <DeskSection title="With a passkey">
      <div data-passkey-sign-in={next} className="grid gap-3">
        <p className="text-ink-soft">
          Use the passkey you added on this device or your phone. Passkeys need JavaScript; without it, use a code.
        </p>
        <Button type="button" size="sm" className="w-fit" hidden data-passkey-start="">
          Sign in with a passkey
        </Button>
        <p data-passkey-message="" role="status" className="text-sm text-danger empty:hidden" />
      </div>
    </DeskSection>
  );
}

export function SignInView({ state, mailConfigured }: { state: SignInState; mailConfigured: boolean }) {
  if (state.step === "code") return <CodeStep state={state} />;
  return (
    <>
      {state.notice ? <Notice>{state.notice}</Notice> : null}
      <PasskeySignIn next={state.next} />
      <DeskSection title="With a code by e-mail">
        {mailConfigured ? (
          <form method="post" className="grid gap-4" noValidate>
            <input type="hidden" name="intent" value="send-code" />
            <input type="hidden" name="next" value={state.next} />
            <Field
              id="email"
              label="Your work e-mail address"
              required
              errors={state.error ? [state.error] : undefined}
            >
              {(control) => (
                <Input
                  {...control}
                  name="email"
                  type="email"
                  autoComplete="username"
                  defaultValue={state.email}
                  maxLength={254}
                />
              )}
            </Field>
            <Button type="submit" size="sm" className="w-fit">
              E-mail me a code
            </Button>
          </form>
        ) : (
          <p className="text-ink-soft">
            This server cannot send e-mail yet, so no code can be sent. Sign in with a passkey, or ask an owner of the
            desk for a sign-in link.
          </p>
        )}
      </DeskSection>
    </>
  );
}

function CodeStep({ state }: { state: Extract<SignInState, { step: "code" }> }) {
  return (
    <DeskSection title="Enter your code">
      <p className="text-ink-soft">
        If <strong className="break-all text-ink">{state.email}</strong> belongs to a member of the team, a code of
        eight digits is on its way to it. It works once, for 10 minutes.
      </p>
      <form method="post" className="grid gap-4" noValidate>
        <input type="hidden" name="intent" value="verify-code" />
        <input type="hidden" name="next" value={state.next} />
        <input type="hidden" name="email" value={state.email} />
        <Field id="code" label="Code" required errors={state.error ? [state.error] : undefined}>
          {(control) => (
            <Input
              {...control}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9 ]*"
              maxLength={12}
              className={`${control.className} max-w-48 font-mono tracking-widest`}
            />
          )}
        </Field>
        <Button type="submit" size="sm" className="w-fit">
          Sign in
        </Button>
      </form>
      <p className="text-sm">
        <a className={linkClass} href={`${deskPaths.signIn}?next=${encodeURIComponent(state.next)}`}>
          Use another address, or send a new code
        </a>
      </p>
    </DeskSection>
  );
}
