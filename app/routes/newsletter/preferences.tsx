// /newsletter/preferences?token=…: the link in every e-mail, and the List-Unsubscribe URL (RFC 8058)
import { data } from "react-router";
import { NewsletterOutcome } from "~/components/newsletter/newsletter-outcome";
import { PreferencesForm } from "~/components/newsletter/preferences-form";
import { maxFormBodyBytes } from "~/forms/form-protocol";
import { isNewsletterList, subscribeFields } from "~/newsletter/newsletter-lists";
import { readFormBody } from "~/forms/read-form-body.server";
import { SubmissionStorageUnavailable } from "~/forms/submission-service";
import type { PreferencesOutcome, SubscriptionService, UnsubscribeOutcome } from "~/newsletter/subscription-contract";
import { newsletterMeta } from "~/newsletter/newsletter-meta";
import { pathTo } from "~/lib/site-routes";
import { newsletterPaths } from "~/route-table";
import newsletter from "~content/forms/newsletter";
import type { Route } from "./+types/preferences";

const { pages } = newsletter;
const noStore = { "Cache-Control": "no-store" };

type PageState =
  | PreferencesOutcome
  | UnsubscribeOutcome
  | { outcome: "unavailable" }
  | { outcome: "refused"; status: number; message: string };

const statusOf = (state: PageState) =>
  state.outcome === "invalid"
    ? 400
    : state.outcome === "erased"
      ? 410
      : state.outcome === "unavailable"
        ? 503
        : state.outcome === "refused"
          ? state.status
          : 200;

async function answer(
  work: (subscriptions: SubscriptionService) => Promise<PageState>,
  context: Route.LoaderArgs["context"],
) {
  let state: PageState;
  try {
    state = context.subscriptions ? await work(context.subscriptions) : { outcome: "unavailable" };
  } catch (error) {
    if (!(error instanceof SubmissionStorageUnavailable)) throw error;
    state = { outcome: "unavailable" };
  }
  return data({ state, saved: false }, { status: statusOf(state), headers: noStore });
}

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token");

export function loader({ request, context }: Route.LoaderArgs) {
  return answer((subscriptions) => subscriptions.preferences(tokenOf(request)), context);
}

/**
 * A mailbox provider's one-click POST (`List-Unsubscribe=One-Click`, urlencoded or multipart, RFC 8058)
 * leaves the list the link names (an edition's link names its list; an older link, every list); the
 * page's "unsubscribe from everything" leaves every list; "save" keeps the lists ticked. Authorised by
 * the signed token alone, whatever the Origin (server/app.ts).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const body = await readFormBody(request, maxFormBodyBytes);
  if (!body.ok)
    return answer(async () => ({ outcome: "refused", status: body.status, message: body.message }), context);
  const { formData } = body;
  const token = tokenOf(request);
  const save = formData.get("List-Unsubscribe") !== "One-Click" && formData.get("intent") === "save";
  const response = await answer(async (subscriptions) => {
    if (save) return subscriptions.choose(token, formData.getAll(subscribeFields.lists).filter(isNewsletterList));
    const oneClick = formData.get("List-Unsubscribe") === "One-Click";
    return subscriptions.unsubscribe(token, { everything: !oneClick });
  }, context);
  return data({ ...response.data, saved: save }, response.init ?? undefined);
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

function titleOf(state: PageState): { title: string; text: string } {
  switch (state.outcome) {
    case "found":
      return { title: pages.preferences.title, text: pages.preferences.intro };
    case "unsubscribed":
      return state.from === "everything" ? pages.preferences.unsubscribed : pages.preferences.leftList;
    case "refused":
      return { title: pages.invalid.title, text: state.message };
    default:
      return pages[state.outcome];
  }
}

// The title of the preferences page itself: a post's answer keeps it (meta sees only the loader's data).
export const meta = ({ loaderData }: Route.MetaArgs) => newsletterMeta(titleOf(loaderData.state).title);

export default function NewsletterPreferencesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { state, saved } = actionData ?? loaderData;
  const { title, text } = titleOf(state);
  const back = { href: pathTo("home"), label: pages.preferences.back };
  const again = { href: newsletterPaths.subscribe, label: pages.subscribeAgain };
  // After leaving one list, the rest are shown to keep or leave.
  const form = state.outcome === "found" || (state.outcome === "unsubscribed" && state.from !== "everything");
  const links = form ? [back] : [again, back];
  return (
    <NewsletterOutcome title={title} text={text} links={links}>
      {form ? <PreferencesForm email={state.email} lists={state.lists} saved={saved} /> : null}
    </NewsletterOutcome>
  );
}
