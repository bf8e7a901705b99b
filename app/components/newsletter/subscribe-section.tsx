import { Section } from "~/components/sections/section";
import type { NewsletterList } from "~/forms/newsletter-lists";
import { SubscribeCard, subscribeHeadingId } from "./subscribe-form";

/** The subscribe form as a section of its own, named by the form's heading (the Insights pages). */
export function SubscribeSection({ page, defaultLists }: { page: string; defaultLists?: NewsletterList[] }) {
  return (
    <Section id="subscribe" aria-labelledby={subscribeHeadingId}>
      <div className="container-page max-w-4xl">
        <SubscribeCard page={page} defaultLists={defaultLists} />
      </div>
    </Section>
  );
}
