import { newsletterArchivePaths } from "~/newsletter/archive-contract";
import { Section } from "~/components/sections/section";
import type { NewsletterList } from "~/newsletter/newsletter-lists";
import newsletter from "~content/forms/newsletter";
import { SubscribeCard, subscribeHeadingId } from "./subscribe-form";

/**
 * The subscribe form as a section of its own, named by the form's heading (the Insights pages); with
 * `archiveLink`, a link under it to the editions already sent (the Insights page).
 */
export function SubscribeSection({
  page,
  defaultLists,
  archiveLink = false,
}: {
  page: string;
  defaultLists?: NewsletterList[];
  archiveLink?: boolean;
}) {
  return (
    <Section id="subscribe" aria-labelledby={subscribeHeadingId}>
      <div className="container-page max-w-4xl">
        <SubscribeCard page={page} defaultLists={defaultLists} />
        {archiveLink ? (
          <p className="mt-6 text-center">
            <a
              href={newsletterArchivePaths.list}
              className="font-semibold text-brand-strong underline underline-offset-4"
            >
              {newsletter.pages.archive.link}
            </a>
          </p>
        ) : null}
      </div>
    </Section>
  );
}
