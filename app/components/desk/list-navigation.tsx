import type * as React from "react";
import { Button } from "~/components/ui/button";
import { Field, Input, Select } from "~/components/ui/field";

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
 * first field is the search ("/" comes to it), then the list's own fields, then show and clear.
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
    <form method="get" action={action} className="grid gap-3 rounded-md border border-line bg-surface-soft p-3">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Field
          id="filter-q"
          label="Search"
          hint={`${search.hint} Press / to come here.`}
          className={search.wide ? "sm:col-span-2" : undefined}
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
        {children}
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" size="sm">
          {submitLabel}
        </Button>
        <a href={action} className={deskLinkClass}>
          Clear the filters
        </a>
      </div>
    </form>
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
