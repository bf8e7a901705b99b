import { data } from "react-router";
import { deskName, SignInFrame } from "~/components/desk/desk-frame";
import { Button } from "~/components/ui/button";
import { deskOf } from "~/desk/desk-route.server";
import { deskPaths } from "~/route-table";
import type { Route } from "./+types/sign-in-link";

/**
 * /desk/sign-in/link/<token>: an invitation's link, or `npm run desk -- add-owner`'s. Opening it
 * changes nothing (mail scanners open links); its button posts the token to /desk/sign-in/link, which
 * uses it up. The page is sent with `Referrer-Policy: no-referrer` (server/desk/desk-headers.ts).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const holder = await deskOf(context).linkHolder(params.token);
  return data({ token: params.token, email: holder?.email }, { status: holder ? 200 : 410 });
}

export const meta: Route.MetaFunction = () => [{ title: `Sign in · ${deskName}` }];

export default function SignInLink({ loaderData }: Route.ComponentProps) {
  const { token, email } = loaderData;
  if (!email) {
    return (
      <SignInFrame title="This link no longer works">
        <p>
          A sign-in link works once, for a limited time. Sign in with a passkey or an e-mailed code, or ask an owner for
          a new invitation.
        </p>
        <p>
          <a className="font-semibold text-brand-strong underline underline-offset-4" href={deskPaths.signIn}>
            Go to sign-in
          </a>
        </p>
      </SignInFrame>
    );
  }
  return (
    <SignInFrame title="Welcome to the desk">
      <p>
        This link signs in <strong className="break-all">{email}</strong>. It works once.
      </p>
      <form method="post" action={deskPaths.useSignInLink}>
        <input type="hidden" name="token" value={token} />
        <Button type="submit" size="sm">
          Sign in
        </Button>
      </form>
    </SignInFrame>
  );
}
