import { filterHref } from "~/desk/inbox-filter";
import { newLeadsShownUpTo } from "../../../server/desk/new-leads";
import { deskPaths } from "~/route-table";

/** The navigation's "New (n)": the leads nobody has worked yet, a link to them; nothing when there are none. */
export function NewLeadsLink({ count, className }: { count?: number; className: string }) {
  if (!count) return null;
  const shown = count > newLeadsShownUpTo ? `${newLeadsShownUpTo}+` : String(count);
  return (
    <li>
      <a href={filterHref(deskPaths.inbox, { status: "new" })} className={className}>
        New ({shown})
      </a>
    </li>
  );
}
