// /newsletter/archive/<number>: an edition of the newsletter as it was sent; an edition never sent is 404
import { newsletterArchivePaths, sentDay } from "~/newsletter/archive-contract";
import { data } from "react-router";
import { EditionBody } from "~/components/newsletter/edition-body";
import { SubscribeSection } from "~/components/newsletter/subscribe-section";
import { PageBanner } from "~/components/sections/page-banner";
import { archiveHeaders, archiveOf } from "~/newsletter/sent-editions.server";
import { socialMeta } from "~/lib/seo";
import { resourcePaths } from "~/route-table";
import newsletter from "~content/forms/newsletter";
import type { Route } from "./+types/edition";

const { archive } = newsletter.pages;

export async function loader({ context, params }: Route.LoaderArgs) {
  const number = /^[1-9]\d{0,8}$/.test(params.number) ? Number(params.number) : undefined;
  const edition = number === undefined ? undefined : await archiveOf(context).edition(number);
  // Never sent, or no edition at all: the not-found page, with its status (app/root.tsx).
  if (!edition) throw data(null, { status: 404 });
  return data({ edition }, { headers: archiveHeaders });
}

export const headers = () => archiveHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? socialMeta({
        path: newsletterArchivePaths.edition(loaderData.edition.number),
        title: `${loaderData.edition.subject} · ${archive.edition} ${loaderData.edition.number}`,
        description: loaderData.edition.articles.map((article) => article.title).join(" · "),
        image: resourcePaths.socialImage("insights"),
        type: "article",
      })
    : [];

export default function NewsletterEditionPage({ loaderData: { edition } }: Route.ComponentProps) {
  return (
    <>
      <article aria-labelledby="page-title">
        <PageBanner eyebrow={`${archive.edition} ${edition.number}`} title={edition.subject}>
          <p className="mt-4 text-white/80">
            {archive.sent} <time dateTime={edition.sentAt}>{sentDay(edition.sentAt)}</time>
          </p>
        </PageBanner>
        <div className="container-page py-12 md:py-16">
          <div className="prose-copy max-w-3xl text-lg">
            <EditionBody edition={edition} />
          </div>
          <p className="mt-10">
            <a
              href={newsletterArchivePaths.list}
              className="font-semibold text-brand-strong underline underline-offset-4"
            >
              {archive.back}
            </a>
          </p>
        </div>
      </article>
      <SubscribeSection page={newsletterArchivePaths.edition(edition.number)} defaultLists={["insights"]} />
    </>
  );
}
