import { isNewsletterList, newsletterLists } from "~/newsletter/newsletter-lists";
import type { SubscriberFilter } from "../../server/desk/subscribers";
import { onlyShortWords, shortWordsProblem } from "../../server/desk/search-text";
import { listAddress } from "./list-address";
import { isMailState, isSubscriberStanding, mailStates, subscriberStandings } from "./vocabulary";

/**
 * The subscribers list's filters as its address carries them (./list-address.ts): `q` (part of an
 * address), `list`, `status` (a standing), `mail` and `page`.
 */
const filterNames = ["q", "list", "status", "mail"] as const;

export type SubscriberFilterValues = Record<(typeof filterNames)[number], string>;

export function readSubscriberFilter(url: string): {
  filter: SubscriberFilter;
  values: SubscriberFilterValues;
  problems: string[];
  /** The search had words, none long enough: no list is read or shown. */
  searchRefused: boolean;
} {
  const address = listAddress(url, filterNames);
  const { values, problems } = address;
  const filter: SubscriberFilter = { query: values.q.slice(0, 200), page: 1 };
  filter.list = address.choose("list", isNewsletterList, newsletterLists);
  filter.standing = address.choose("status", isSubscriberStanding, subscriberStandings);
  filter.mail = address.choose("mail", isMailState, mailStates);
  // Refused as the inbox's is (./inbox-filter.ts): no list read.
  const searchRefused = onlyShortWords(filter.query);
  if (searchRefused) {
    problems.push(shortWordsProblem);
    filter.query = "";
  }
  filter.page = address.page();
  return { filter, values, problems, searchRefused };
}
