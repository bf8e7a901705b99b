import newsletter from "~content/forms/newsletter";
import type { NewsletterList } from "~/newsletter/newsletter-lists";
import { cn } from "~/lib/cn";
import { type MailState, mailStateLabels } from "~/desk/vocabulary";
import type { SubscriptionStatus } from "../../../server/storage/schema";

/** A list as the subscribe form names it (content/forms/newsletter.yaml). */
export const listLabel = (list: NewsletterList) =>
  newsletter.form.lists.options.find((option) => option.value === list)?.label ?? list;

const statusLabels: Record<SubscriptionStatus, string> = {
  pending: "pending",
  confirmed: "confirmed",
  unsubscribed: "unsubscribed",
};

/** A subscriber's lists, each with its status, as one line. */
export function ListStatuses({ lists }: { lists: { list: NewsletterList; status: SubscriptionStatus }[] }) {
  if (lists.length === 0) return <>none</>;
  return (
    <ul className="grid gap-0.5">
      {lists.map(({ list, status }) => (
        <li key={list}>
          {listLabel(list)}:{" "}
          <span className={cn(status === "confirmed" && "font-semibold")}>{statusLabels[status]}</span>
        </li>
      ))}
    </ul>
  );
}

/** Whether mail goes to the address: a word on a tint when it stopped (the word carries it). */
export function MailBadge({ mail }: { mail: MailState }) {
  if (mail === "active") return <span className="text-ink-soft">{mailStateLabels.active}</span>;
  return (
    <span className="inline-block rounded bg-danger-soft px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-danger">
      {mailStateLabels[mail]}
    </span>
  );
}
