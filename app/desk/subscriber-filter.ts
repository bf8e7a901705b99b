import { isNewsletterList, newsletterLists } from "~/forms/newsletter-lists";
import type { SubscriberFilter } from "../../server/desk/subscribers";
import { isMailState, isSubscriberStanding, mailStates, subscriberStandings } from "./vocabulary";

/**
 * The subscribers list's filters as its address carries them (a GET form, like the inbox's:
 * ./inbox-filter.ts): `q` (part of an address), `list`, `status` (a standing), `mail` and `page`. A
 * value that makes no sense is left out and named in `problems`.
 */
const filterNames = ["q", "list", "status", "mail"] as const;

export type SubscriberFilterValues = Record<(typeof filterNames)[number], string>;

export function readSubscriberFilter(url: string): {
  filter: SubscriberFilter;
  values: SubscriberFilterValues;
  problems: string[];
} {
  const params = new URL(url).searchParams;
  const values = Object.fromEntries(
    filterNames.map((name) => [name, params.get(name)?.trim() ?? ""]),
  ) as SubscriberFilterValues;
  const problems: string[] = [];
  const filter: SubscriberFilter = { query: values.q.slice(0, 200), page: 1 };
  const choose = <Value extends string>(
    name: "list" | "status" | "mail",
    isValue: (value: unknown) => value is Value,
    choices: readonly string[],
  ): Value | undefined => {
    if (!values[name]) return undefined;
    const chosen = isValue(values[name]) ? values[name] : undefined;
    if (!chosen) problems.push(`There is no ${name} “${values[name]}”: choose one of ${choices.join(", ")}.`);
    values[name] = chosen ?? "";
    return chosen;
  };
  filter.list = choose("list", isNewsletterList, newsletterLists);
  filter.standing = choose("status", isSubscriberStanding, subscriberStandings);
  filter.mail = choose("mail", isMailState, mailStates);
  const page = params.get("page") ?? "1";
  if (/^[1-9]\d{0,5}$/.test(page)) filter.page = Number(page);
  else problems.push(`“${page}” is not a page number.`);
  return { filter, values, problems };
}
