// /newsletter/archive: every edition of the newsletter sent, newest first, read from the database per request
import { newsletterArchivePaths, sentDay } from "~/newsletter/archive-contract";
import { data } from "react-router";
import { SubscribeSection } from "~/components/newsletter/subscribe-section";
import { PageBanner } from "~/components/sections/page-banner";
import { Section } from "~/components/sections/section";
import { archiveHeaders, archiveOf } from "~/newsletter/sent-editions.server";
import { socialMeta } from "~/lib/seo";
import { resourcePaths } from "~/route-table";
import newsletter from "~content/forms/newsletter";
import type { Route } from "./+types/archive";

const { archive } = newsletter.pages;

export async function loader({ context }: Route.LoaderArgs) {
  return data({ editions: await archiveOf(context).editions() }, { headers: archiveHeaders });
}

export const headers = () => archiveHeaders;

export const meta: Route.MetaFunction = () =>
  socialMeta({
    path: newsletterArchivePaths.list,
    title: archive.title,
    description: archive.intro,
    image: resourcePaths.socialImage("insights"),
    type: "website",
  });

export default function NewsletterArchivePage({ loaderData: { editions } }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title={archive.title} subtitle={archive.intro} />
      <Section aria-labelledby="editions-heading">
        <div className="container-page max-w-3xl">
          <h2 id="editions-heading" className="sr-only">
            {archive.title}
          </h2>
          {editions.length === 0 ? (
            <p className="text-lg">{archive.empty}</p>
          ) : (
            <ol className="grid gap-6">
              {editions.map((edition) => (
                <li key={edition.number} className="rounded-card border border-line p-6">
                  <p className="text-sm text-muted">
                    {archive.edition} {edition.number} · {archive.sent}{" "}
                    <time dateTime={edition.sentAt}>{sentDay(edition.sentAt)}</time>
                  </p>
                  <h3 className="mt-2 text-xl font-semibold">
                    <a
                      href={newsletterArchivePaths.edition(edition.number)}
                      className="text-ink underline-offset-4 hover:underline"
                    >
                      {edition.subject}
                    </a>
                  </h3>
                  <p className="mt-2 text-muted">{edition.articles.map((article) => article.title).join(" · ")}</p>
                </li>
              ))}
            </ol>
          )}
        </div>
      </Section>
      <SubscribeSection page={newsletterArchivePaths.list} defaultLists={["insights"]} />
    </>
  );
}
