import { data } from "react-router";
import { deskName, SignInFrame } from "~/components/desk/desk-frame";
import { type SignInState, SignInView } from "~/components/desk/sign-in-view";
import { safeNext } from "~/desk/desk-address";
import { deskForm, deskOf, field, isEmailAddress } from "~/desk/desk-route.server";
import { noticeIn } from "~/desk/notices";
import type { Route } from "./+types/sign-in";

/**
 * Sign-in: a passkey (with script), or a code e-mailed to the address. Asking for a code answers the
 * same whether or not the address is staff's; five wrong codes in ten minutes get 429.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const next = safeNext(new URL(request.url).searchParams.get("next"));
  const state: SignInState = { step: "address", next, notice: noticeIn(request.url) };
  return { state, mailConfigured: deskOf(context).mailConfigured };
}

export async function action({ request, context }: Route.ActionArgs) {
  const desk = deskOf(context);
  const form = await deskForm(request);
  const next = safeNext(field(form, "next"));
  const email = field(form, "email");
  const mailConfigured = desk.mailConfigured;
  if (!isEmailAddress(email)) {
    const state: SignInState = {
      step: "address",
      next,
      email,
      error: "Enter an e-mail address, such as name@example.com.",
    };
    return data({ state, mailConfigured }, { status: 422 });
  }
  const client = context.clientKey ?? "unknown";
  if (field(form, "intent") !== "verify-code") {
    const cookie = await desk.requestCode(request, email, client);
    return data(
      { state: { step: "code", next, email } satisfies SignInState, mailConfigured },
      { headers: { "Set-Cookie": cookie } },
    );
  }
  const result = await desk.redeemCode(request, email, field(form, "code"), client);
  if (result.outcome === "signed-in") {
    return new Response(null, { status: 303, headers: { Location: next, "Set-Cookie": result.cookie } });
  }
  const limited = result.outcome === "limited";
  const error = limited
    ? `Too many wrong codes from here. Wait ${waitIn(result.retryAfterSeconds)}, then try again.`
    : "That code is wrong or has expired. Check it, or ask for a new one; a code works only in the browser that asked for it.";
  return data(
    { state: { step: "code", next, email, error } satisfies SignInState, mailConfigured },
    { status: limited ? 429 : 422, headers: limited ? { "Retry-After": String(result.retryAfterSeconds) } : {} },
  );
}

const waitIn = (seconds: number) =>
  seconds < 60
    ? `${seconds} second${seconds === 1 ? "" : "s"}`
    : `${Math.ceil(seconds / 60)} minute${seconds > 60 ? "s" : ""}`;

export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

export const meta: Route.MetaFunction = () => [{ title: `Sign in · ${deskName}` }];

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const { state, mailConfigured } = actionData ?? loaderData;
  return (
    <SignInFrame title="Sign in to the desk">
      <SignInView state={state} mailConfigured={mailConfigured} />
    </SignInFrame>
  );
}
