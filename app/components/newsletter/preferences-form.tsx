import { Button } from "~/components/ui/button";
import { Notice } from "~/forms/form-shell";
import { subscribeFields } from "~/newsletter/newsletter-lists";
import type { ListState } from "~/newsletter/subscription-contract";
import newsletter from "~content/forms/newsletter";

const { form, pages } = newsletter;

/**
 * The subscriber's lists, to keep or leave, posted to the page's own address (which carries the signed
 * token): no script, no second step. "Unsubscribe from everything" is a button of its own.
 */
export function PreferencesForm({ email, lists, saved }: { email: string; lists: ListState[]; saved: boolean }) {
  const subscribed = new Set(lists.filter((item) => item.subscribed).map((item) => item.list));
  return (
    <form method="post" className="grid gap-6" aria-labelledby="preferences-legend">
      <fieldset className="grid gap-3">
        <legend id="preferences-legend" className="mb-1 font-semibold text-ink">
          {form.lists.legend} <span className="font-normal text-muted">({email})</span>
        </legend>
        {form.lists.options.map((option) => (
          <div key={option.value} className="flex items-start gap-3">
            <input
              id={`preferences-${option.value}`}
              type="checkbox"
              name={subscribeFields.lists}
              value={option.value}
              defaultChecked={subscribed.has(option.value)}
              className="mt-1 size-5 shrink-0"
            />
            <div>
              <label htmlFor={`preferences-${option.value}`} className="font-medium text-ink">
                {option.label}
              </label>
              <p className="text-sm text-muted">{option.hint}</p>
            </div>
          </div>
        ))}
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" name="intent" value="save">
          {pages.preferences.save}
        </Button>
        <Button type="submit" name="intent" value="unsubscribe" variant="outline">
          {pages.preferences.unsubscribe}
        </Button>
      </div>
      <div role="status">{saved ? <Notice tone="success">{pages.preferences.saved}</Notice> : null}</div>
    </form>
  );
}
