import { filterHref } from "~/desk/inbox-filter";
import type { SubscriberFilterValues } from "~/desk/subscriber-filter";
import {
  type MailState,
  mailStateLabels,
  mailStates,
  type SubscriberStanding,
  subscriberStandingLabels,
  subscriberStandings,
} from "~/desk/vocabulary";
import { newsletterLists } from "~/newsletter/newsletter-lists";
import { deskPaths } from "~/route-table";
import type { SubscriberPage } from "../../../server/desk/subscribers";
import { DeskTime, Notice } from "./desk-frame";
import { Cell, DeskTable } from "./desk-table";
import { CountLinks, deskLinkClass, FilterForm, FilterSelect, Pagination } from "./list-navigation";
import { ListStatuses, listLabel, MailBadge } from "./subscriber-words";
import { AddressText } from "./address-text";

type SubscribersViewProps = {
  subscribers: SubscriberPage | undefined;
  values: SubscriberFilterValues;
  page: number;
  problems: string[];
  canImport: boolean;
};

function Filters({ values }: { values: SubscriberFilterValues }) {
  return (
    <FilterForm
      action={deskPaths.subscribers}
      search={{ hint: "Part of an e-mail address, three characters or more.", value: values.q }}
      submitLabel="Show subscribers"
    >
      <FilterSelect
        name="list"
        label="List"
        value={values.list}
        options={[
          { value: "", label: "Every list" },
          ...newsletterLists.map((list) => ({ value: list, label: listLabel(list) })),
        ]}
      />
      <FilterSelect
        name="status"
        label="Status"
        hint="Confirmed on a list shown, else pending, else unsubscribed."
        value={values.status}
        options={[
          { value: "", label: "Any status" },
          ...subscriberStandings.map((standing) => ({
            value: standing,
            label: subscriberStandingLabels[standing],
          })),
        ]}
      />
      <FilterSelect
        name="mail"
        label="Mail"
        value={values.mail}
        options={[
          { value: "", label: "Going out or stopped" },
          ...mailStates.map((state) => ({ value: state, label: mailStateLabels[state] })),
        ]}
      />
    </FilterForm>
  );
}

function Counts({ subscribers, values }: Pick<SubscribersViewProps, "values"> & { subscribers: SubscriberPage }) {
  const { standing, mail } = subscribers.counts;
  const standingEntries: { value: SubscriberStanding | ""; label: string; count: number }[] = [
    { value: "", label: "All", count: subscriberStandings.reduce((sum, key) => sum + standing[key], 0) },
    ...subscriberStandings.map((value) => ({ value, label: subscriberStandingLabels[value], count: standing[value] })),
  ];
  const stopped: MailState[] = ["bouncing", "complained"];
  return (
    <div className="grid gap-2">
      <CountLinks
        label="Subscribers by status"
        entries={standingEntries.map(({ value, label, count }) => ({
          label,
          count,
          href: filterHref(deskPaths.subscribers, { ...values, status: value }),
          current: values.status === value,
        }))}
      />
      <CountLinks
        label="Subscribers whose mail stopped"
        entries={stopped.map((value) => ({
          label: mailStateLabels[value],
          count: mail[value],
          href: filterHref(deskPaths.subscribers, { ...values, mail: values.mail === value ? "" : value }),
          current: values.mail === value,
        }))}
      />
    </div>
  );
}

/** The problems with the address; for a refused search (`subscribers` absent), the filters and nothing listed. */
export function SubscribersView({ subscribers, values, page, problems, canImport }: SubscribersViewProps) {
  return (
    <>
      {problems.length > 0 ? (
        <Notice tone="danger">
          {problems.join(" ")}{" "}
          {subscribers ? "The other filters apply." : "No subscribers are listed until the search has one."}
        </Notice>
      ) : null}
      <Filters values={values} />
      {subscribers ? (
        <SubscriberList subscribers={subscribers} values={values} page={page} canImport={canImport} />
      ) : null}
    </>
  );
}

function SubscriberList({
  subscribers,
  values,
  page,
  canImport,
}: Omit<SubscribersViewProps, "problems" | "subscribers"> & { subscribers: SubscriberPage }) {
  return (
    <>
      <Counts subscribers={subscribers} values={values} />
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <p role="status">
          {subscribers.total === 0
            ? Object.values(values).some(Boolean)
              ? "No subscriber matches these filters."
              : "No subscribers yet: each sign-up on the site, and each imported list, appears here."
            : `${subscribers.total.toLocaleString("en")} ${subscribers.total === 1 ? "subscriber" : "subscribers"}, newest first.`}
        </p>
        <div className="flex flex-wrap gap-4">
          {canImport ? (
            <a href={deskPaths.subscriberImport} className={deskLinkClass}>
              Import a CSV file
            </a>
          ) : null}
          <a href={filterHref(deskPaths.subscribersCsv, values)} className={deskLinkClass} download>
            Download these subscribers as CSV
          </a>
        </div>
      </div>
      {subscribers.rows.length > 0 ? (
        <DeskTable list label="Subscribers" columns={["E-mail address", "Lists", "Since", "Came through", "Mail"]}>
          {subscribers.rows.map((row) => (
            <tr key={row.id} className="hover:bg-surface-soft">
              <Cell className="min-w-48">
                <a href={deskPaths.subscriber(row.id)} className={deskLinkClass}>
                  <AddressText address={row.email} />
                </a>
              </Cell>
              <Cell className="min-w-48">
                <ListStatuses lists={row.lists} />
              </Cell>
              <Cell className="whitespace-nowrap">
                <DeskTime value={row.createdAt} />
              </Cell>
              <Cell className="whitespace-nowrap">{row.source === "import" ? "an import" : "the form"}</Cell>
              <Cell>
                <MailBadge mail={row.mail} />
              </Cell>
            </tr>
          ))}
        </DeskTable>
      ) : null}
      <Pagination
        label="Pages of subscribers"
        page={page}
        pages={subscribers.pages}
        href={(to) => filterHref(deskPaths.subscribers, { ...values, page: to })}
      />
    </>
  );
}
