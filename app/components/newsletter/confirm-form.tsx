import { Button } from "~/components/ui/button";
import type { NewsletterList } from "~/newsletter/newsletter-lists";
import newsletter from "~content/forms/newsletter";

const { form, pages } = newsletter;

/**
 * What a confirmation link asks, and the one button that confirms it: a plain form posted to the
 * page's own address, which carries the signed token (no script). Only a person pressing it confirms.
 */
export function ConfirmForm({ email, lists }: { email: string; lists: NewsletterList[] }) {
  const labels = form.lists.options.filter((option) => lists.includes(option.value));
  return (
    <form method="post" className="grid gap-6" aria-labelledby="confirm-lists">
      <div className="grid gap-3">
        <p id="confirm-lists" className="font-semibold text-ink">
          {pages.confirm.lists} <span className="font-normal text-muted">({email})</span>
        </p>
        <ul className="grid gap-3">
          {labels.map((option) => (
            <li key={option.value}>
              <p className="font-medium text-ink">{option.label}</p>
              <p className="text-sm text-muted">{option.hint}</p>
            </li>
          ))}
        </ul>
      </div>
      <div>
        <Button type="submit">{pages.confirm.button}</Button>
      </div>
    </form>
  );
}
