// /newsletter/subscribe: where the subscribe form posts without JavaScript, and the form on a page of its own
import { data } from "react-router";
import { SubscribeCard } from "~/components/newsletter/subscribe-form";
import { PageBanner } from "~/components/sections/page-banner";
import { Section } from "~/components/sections/section";
import { formActionHeaders } from "~/forms/form-action.server";
import { createSubscribeHandler } from "~/newsletter/subscribe-action.server";
import { newsletterMeta } from "~/newsletter/newsletter-meta";
import { newsletterPaths } from "~/route-table";
import newsletter from "~content/forms/newsletter";
import type { Route } from "./+types/subscribe";

const { pages } = newsletter;
const handle = createSubscribeHandler();

export async function action(args: Route.ActionArgs) {
  const { status, reply, headers } = await handle(args);
  return data(reply, { status, headers });
}

export const headers = formActionHeaders;

export const meta = () => newsletterMeta(pages.subscribe.title);

export default function NewsletterSubscribePage({ actionData }: Route.ComponentProps) {
  const sent = actionData?.outcome === "sent";
  return (
    <>
      <PageBanner
        title={sent ? pages.sent : pages.subscribe.title}
        subtitle={sent ? undefined : pages.subscribe.text}
      />
      <Section aria-labelledby="page-title">
        <div className="container-page max-w-3xl">
          <SubscribeCard page={newsletterPaths.subscribe} defaultLists={["insights"]} reply={actionData} />
        </div>
      </Section>
    </>
  );
}
