// /newsletter/confirm?token=…: the link in the confirmation e-mail
import { data } from "react-router";
import { NewsletterOutcome } from "~/components/newsletter/newsletter-outcome";
import type { ConfirmOutcome } from "~/forms/subscription-service";
import { SubmissionStorageUnavailable } from "~/forms/submission-service";
import { newsletterMeta } from "~/lib/newsletter-meta";
import { pathTo } from "~/lib/site-routes";
import { newsletterPaths } from "~/route-table";
import newsletter from "~content/forms/newsletter";
import type { Route } from "./+types/newsletter-confirm";

const { pages } = newsletter;

/** An altered link is a bad request; one that was good once and no longer is, gone. */
const statusOf: Record<ConfirmOutcome, number> = { confirmed: 200, invalid: 400, expired: 410, used: 410, erased: 410 };

export async function loader({ request, context }: Route.LoaderArgs) {
  const headers = { "Cache-Control": "no-store" };
  if (!context.subscriptions) return data({ outcome: "unavailable" as const }, { status: 503, headers });
  try {
    const outcome = await context.subscriptions.confirm(new URL(request.url).searchParams.get("token"));
    return data({ outcome }, { status: statusOf[outcome], headers });
  } catch (error) {
    if (!(error instanceof SubmissionStorageUnavailable)) throw error;
    return data({ outcome: "unavailable" as const }, { status: 503, headers });
  }
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

function textOf(outcome: ConfirmOutcome | "unavailable") {
  if (outcome === "unavailable") return pages.unavailable;
  return pages[outcome];
}

export const meta = ({ loaderData }: Route.MetaArgs) => newsletterMeta(textOf(loaderData.outcome).title);

export default function NewsletterConfirmPage({ loaderData: { outcome } }: Route.ComponentProps) {
  const { title, text } = textOf(outcome);
  const links =
    outcome === "confirmed"
      ? [{ href: pathTo("insights"), label: pages.toInsights }]
      : [{ href: newsletterPaths.subscribe, label: pages.subscribeAgain }];
  return <NewsletterOutcome title={title} text={text} links={links} />;
}
