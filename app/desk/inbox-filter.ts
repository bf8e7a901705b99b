import { isCalendarDate } from "~/forms/calendar-date";
import { formNames, isFormName } from "~/forms/submission-service";
import type { InboxFilter } from "../../server/desk/leads";
import { onlyShortWords, shortWordsProblem } from "../../server/desk/search-text";
import { listAddress } from "./list-address";
import { isLeadStatus, leadStatuses } from "./vocabulary";

/**
 * The inbox's filters as its address carries them (./list-address.ts): `q`, `form`, `status`,
 * `assignee` (`me`, `none` or a person's id), `from`, `to` (calendar dates, UTC) and `page`.
 */
const filterNames = ["q", "form", "status", "assignee", "from", "to"] as const;

export type FilterValues = Record<(typeof filterNames)[number], string>;

export function readFilter(
  url: string,
  viewerId: string,
): { filter: InboxFilter; values: FilterValues; problems: string[]; searchRefused: boolean } {
  const address = listAddress(url, filterNames);
  const { values, problems } = address;
  const filter: InboxFilter = { query: values.q.slice(0, 200), page: 1 };
  filter.form = address.choose("form", isFormName, formNames);
  filter.status = address.choose("status", isLeadStatus, leadStatuses);
  if (values.assignee) filter.assignee = values.assignee === "me" ? viewerId : values.assignee;
  for (const bound of ["from", "to"] as const) {
    if (!values[bound]) continue;
    if (isCalendarDate(values[bound])) filter[bound] = values[bound];
    else problems.push(`“${values[bound]}” is not a date: write it as 2030-01-31.`);
    values[bound] = filter[bound] ?? "";
  }
  // A refused search is not run at all, not even unsearched: rendering whole lists for a stream of such
  // queries is what kept the public pages waiting (docs/decisions/024-the-desk.md, "Heavy reads").
  const searchRefused = onlyShortWords(filter.query);
  if (searchRefused) {
    problems.push(shortWordsProblem);
    filter.query = "";
  }
  filter.page = address.page();
  return { filter, values, problems, searchRefused };
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
