import { isCalendarDate } from "~/forms/calendar-date";
import type { AuditFilter } from "../../server/desk/audit";
import { auditKinds, isAuditKind } from "./audit-kinds";
import { dayAfter, startOfDayIn } from "./desk-time";
import { listAddress } from "./list-address";

/**
 * The audit log's filters as its address carries them (./list-address.ts): `person` (an address, as
 * the log names them), `kind` (./audit-kinds.ts), `from` and `to` (calendar days in the person's time
 * zone, both included); the page number is the route's to read (a wrong one is a 400 there).
 */
const filterNames = ["person", "kind", "from", "to"] as const;

export type AuditFilterValues = Record<(typeof filterNames)[number], string>;

export function readAuditFilter(
  url: string,
  timeZone: string,
): { filter: AuditFilter; values: AuditFilterValues; problems: string[] } {
  const address = listAddress(url, filterNames);
  const { values, problems } = address;
  const filter: AuditFilter = { page: 1 };
  if (values.person) filter.actor = values.person.slice(0, 320);
  filter.kind = address.choose("kind", isAuditKind, auditKinds);
  for (const bound of ["from", "to"] as const) {
    if (!values[bound]) continue;
    if (!isCalendarDate(values[bound])) {
      problems.push(`“${values[bound]}” is not a date: write it as 2030-01-31.`);
      values[bound] = "";
    }
  }
  if (values.from) filter.since = startOfDayIn(values.from, timeZone);
  if (values.to) filter.until = startOfDayIn(dayAfter(values.to), timeZone);
  return { filter, values, problems };
}
