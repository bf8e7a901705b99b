import { deskPaths } from "~/route-table";
import type { LeadNeighbours } from "../../server/desk/lead-neighbours";
import { filterHref, readFilter } from "./inbox-filter";

/**
 * Where in the inbox a lead was opened from: its links carry the inbox's filters and page
 * (./inbox-filter.ts reads them, as the inbox does, dropping what makes no sense), so the lead page
 * can go to the previous and next lead as those filters show them, and back to the list as it was.
 * Every link is a desk path built here, with only the filter's values as its query.
 */
export function inboxPlace(url: string, viewerId: string) {
  const { filter, values } = readFilter(url, viewerId);
  const carried = { ...values, page: filter.page };
  const lead = (id: string) => filterHref(deskPaths.lead(id), carried);
  return {
    filter,
    lead,
    links: ({ newer, older }: LeadNeighbours) => ({
      back: filterHref(deskPaths.inbox, carried),
      newer: newer === undefined ? undefined : lead(newer),
      older: older === undefined ? undefined : lead(older),
    }),
  };
}
