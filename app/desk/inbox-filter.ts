import { isCalendarDate } from "~/forms/calendar-date";
import { formNames, isFormName } from "~/forms/submission-service";
import type { InboxFilter } from "../../server/desk/leads";
import { isLeadStatus, leadStatuses } from "./vocabulary";

/**
 * The inbox's filters as its address carries them (a GET form: every view can be bookmarked, shared
 * with a colleague and exported as it is): `q`, `form`, `status`, `assignee` (`me`, `none` or a
 * person's id), `from`, `to` (calendar dates, UTC) and `page`. A value that makes no sense is left out
 * (of the filter, and of the form and links that carry the filters on) and named in `problems`.
 */
const filterNames = ["q", "form", "status", "assignee", "from", "to"] as const;

export type FilterValues = Record<(typeof filterNames)[number], string>;

export function readFilter(
  url: string,
  viewerId: string,
): { filter: InboxFilter; values: FilterValues; problems: string[] } {
  const params = new URL(url).searchParams;
  const values = Object.fromEntries(filterNames.map((name) => [name, params.get(name)?.trim() ?? ""])) as FilterValues;
  const problems: string[] = [];
  const filter: InboxFilter = { query: values.q.slice(0, 200), page: 1 };
  if (values.form) {
    if (isFormName(values.form)) filter.form = values.form;
    else problems.push(`There is no form “${values.form}”: choose one of ${formNames.join(", ")}.`);
    values.form = filter.form ?? "";
  }
  if (values.status) {
    if (isLeadStatus(values.status)) filter.status = values.status;
    else problems.push(`There is no status “${values.status}”: choose one of ${leadStatuses.join(", ")}.`);
    values.status = filter.status ?? "";
  }
  if (values.assignee) filter.assignee = values.assignee === "me" ? viewerId : values.assignee;
  for (const bound of ["from", "to"] as const) {
    if (!values[bound]) continue;
    if (isCalendarDate(values[bound])) filter[bound] = values[bound];
    else problems.push(`“${values[bound]}” is not a date: write it as 2030-01-31.`);
    values[bound] = filter[bound] ?? "";
  }
  const page = params.get("page") ?? "1";
  if (/^[1-9]\d{0,5}$/.test(page)) filter.page = Number(page);
  else problems.push(`“${page}” is not a page number.`);
  return { filter, values, problems };
}

/** The address of a list (or its CSV) with these filters and changes, empty values left out. */
export function filterHref(path: string, values: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value !== "" && value !== undefined && !(name === "page" && value === 1)) params.set(name, String(value));
  }
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
