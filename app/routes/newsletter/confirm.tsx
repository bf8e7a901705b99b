// /newsletter/confirm?token=…: the link in the confirmation e-mail, and the button that confirms
import { data } from "react-router";
import { ConfirmForm } from "~/components/newsletter/confirm-form";
import { NewsletterOutcome } from "~/components/newsletter/newsletter-outcome";
import type { ConfirmationRequest } from "~/newsletter/subscription-contract";
import { SubmissionStorageUnavailable } from "~/forms/submission-service";
import { newsletterMeta } from "~/newsletter/newsletter-meta";
import { pathTo } from "~/lib/site-routes";
import { newsletterPaths } from "~/route-table";
import newsletter from "~content/forms/newsletter";
import type { Route } from "./+types/confirm";

const { pages } = newsletter;

type PageState = ConfirmationRequest | { outcome: "confirmed" | "unavailable" };

/** An altered link is a bad request; one that was good once and no longer is, gone. */
const statusOf: Record<PageState["outcome"], number> = {
  pending: 200,
  confirmed: 200,
  invalid: 400,
  expired: 410,
  used: 410,
  erased: 410,
  unavailable: 503,
};

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token");

/** The page for what `work` found; without the subscriptions (or their database), the page that says so. */
async function answer(work: () => Promise<PageState | undefined> | undefined) {
  let state: PageState;
  try {
    state = (await work()) ?? { outcome: "unavailable" };
  } catch (error) {
    if (!(error instanceof SubmissionStorageUnavailable)) throw error;
    state = { outcome: "unavailable" };
  }
  return data({ state }, { status: statusOf[state.outcome], headers: { "Cache-Control": "no-store" } });
}

/** Opening the link changes nothing: it shows what the button would confirm (link scanners open every link). */
export function loader({ request, context }: Route.LoaderArgs) {
  return answer(() => context.subscriptions?.confirmation(tokenOf(request)));
}

/** The button: confirms the lists the e-mail was sent for, recorded with this page and the client's keyed hash. */
export function action({ request, context }: Route.ActionArgs) {
  const input = { page: newsletterPaths.confirm, clientAddress: context.clientKey ?? "unknown" };
  return answer(async () => {
    const outcome = await context.subscriptions?.confirm(tokenOf(request), input);
    return outcome && { outcome };
  });
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

function textOf(outcome: PageState["outcome"]) {
  return outcome === "pending" ? pages.confirm : pages[outcome];
}

export const meta = ({ loaderData }: Route.MetaArgs) => newsletterMeta(textOf(loaderData.state.outcome).title);

export default function NewsletterConfirmPage({ loaderData, actionData }: Route.ComponentProps) {
  const { state } = actionData ?? loaderData;
  const { title, text } = textOf(state.outcome);
  if (state.outcome === "pending") {
    return (
      <NewsletterOutcome title={title} text={text} links={[]}>
        <ConfirmForm email={state.email} lists={state.lists} />
      </NewsletterOutcome>
    );
  }
  const links =
    state.outcome === "confirmed"
      ? [{ href: pathTo("insights"), label: pages.toInsights }]
      : [{ href: newsletterPaths.subscribe, label: pages.subscribeAgain }];
  return <NewsletterOutcome title={title} text={text} links={links} />;
}
