import { ChevronDown } from "lucide-react";
import type * as React from "react";
import { Button } from "~/components/ui/button";
import { Field, Input, Select } from "~/components/ui/field";
import { cn } from "~/lib/cn";
import { deskListId } from "./desk-table";

export const deskLinkClass = "font-semibold text-brand-strong underline-offset-4 hover:underline";

/** A count per value of one filter (for the other filters), each a link to that value alone. */
export function CountLinks({
  label,
  entries,
}: {
  label: string;
  entries: { label: string; count: number; href: string; current: boolean }[];
}) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2 text-sm">
        {entries.map(({ label: entryLabel, count, href, current }) => (
          <li key={entryLabel}>
            <a
              href={href}
              aria-current={current ? "page" : undefined}
              className="inline-flex min-h-10 items-center gap-2 rounded-md border border-line px-3 hover:border-ink/40 aria-[current=page]:border-ink aria-[current=page]:font-semibold"
            >
              {entryLabel} <span className="tabular-nums text-ink-soft">{count.toLocaleString("en")}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Newer and older pages of a list, newest first; nothing when it has one page. */
export function Pagination({
  label,
  page,
  pages,
  href,
}: {
  label: string;
  page: number;
  pages: number;
  href: (page: number) => string;
}) {
  if (pages <= 1) return null;
  const link = (to: number, text: string, rel: "prev" | "next") =>
    to >= 1 && to <= pages ? (
      <a href={href(to)} rel={rel} className={deskLinkClass}>
        {text}
      </a>
    ) : (
      <span className="text-muted">{text}</span>
    );
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-4 text-sm">
      {link(page - 1, "← Newer", "prev")}
      <span>
        Page {page.toLocaleString("en")} of {pages.toLocaleString("en")}
      </span>
      {link(page + 1, "Older →", "next")}
    </nav>
  );
}

/**
 * A list's filters: a GET form (every view can be bookmarked, shared and exported as it is) whose
 * first field is the search ("/" comes to it), with show and clear beside it; the list's own fields
 * under a disclosure, open as sent (the desk's script folds it on a phone while none is set). With
 * script a choice applies at once (app/browser/desk-keyboard.ts); the button stays for a page without.
 * A link before it skips to the list.
 */
export function FilterForm({
  action,
  search,
  submitLabel,
  children,
}: {
  action: string;
  search: { hint: string; value: string; wide?: boolean };
  submitLabel: string;
  children: React.ReactNode;
}) {
  return (
    <div className="grid gap-2">
      <a href={`#${deskListId}`} className={cn(deskLinkClass, "sr-only w-fit focus:not-sr-only")}>
        Skip to the list
      </a>
      <form
        method="get"
        action={action}
        data-desk-filters=""
        className="grid gap-3 rounded-md border border-line bg-surface-soft p-3"
      >
        <div className="flex flex-wrap items-start gap-x-4 gap-y-3">
          <Field
            id="filter-q"
            label="Search"
            hint={`${search.hint} Press / to come here, ? for every shortcut.`}
            className={cn("min-w-0 grow basis-72", search.wide ? "lg:max-w-2xl" : "lg:max-w-md")}
          >
            {(control) => (
              <Input
                {...control}
                name="q"
                type="search"
                defaultValue={search.value}
                maxLength={200}
                data-desk-search=""
                aria-keyshortcuts="/"
              />
            )}
          </Field>
          <div className="flex min-h-12 flex-wrap items-center gap-4 sm:mt-7">
            <Button type="submit" size="sm">
              {submitLabel}
            </Button>
            <a href={action} className={deskLinkClass}>
              Clear the filters
            </a>
          </div>
        </div>
        <details open data-desk-fold="" className="group">
          <summary className="inline-flex min-h-10 cursor-pointer items-center gap-2 text-sm font-semibold">
            <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
            Filters
          </summary>
          <div className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">{children}</div>
        </details>
      </form>
    </div>
  );
}

/** One filter of a list as a choice, its empty value first ("All forms", "Every list"). */
export function FilterSelect({
  name,
  label,
  value,
  options,
  hint,
}: {
  name: string;
  label: string;
  value: string;
  options: { value: string; label: string }[];
  hint?: string;
}) {
  return (
    <Field id={`filter-${name}`} label={label} hint={hint}>
      {(control) => <Select {...control} name={name} defaultValue={value} options={options} />}
    </Field>
  );
}
