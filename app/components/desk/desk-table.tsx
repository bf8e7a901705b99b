import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from "react";
import { cn } from "~/lib/cn";

/** A column's heading; `{ hidden }` names a column of buttons for screen readers only. */
type Column = string | { hidden: string };

const columnName = (column: Column) => (typeof column === "string" ? column : column.hidden);

/** The id of the list a page's filters lead to ("Skip to the list", app/components/desk/list-navigation.tsx). */
export const deskListId = "desk-list";

/**
 * Each cell of a row given its column's heading as its label, which it shows when the table is laid out
 * as cards (app/app.css): the views write their cells once, in order, and a column added to a table is
 * labelled with it.
 */
function labelledCells(row: ReactNode, columns: Column[]) {
  if (!isValidElement<{ children?: ReactNode }>(row)) return row;
  let index = 0;
  const cells = Children.map(row.props.children, (cell) => {
    if (!isValidElement(cell)) return cell;
    const column = columns[index++];
    return typeof column === "string"
      ? cloneElement(cell as ReactElement<{ label?: string }>, { label: column })
      : cell;
  });
  return cloneElement(row, undefined, cells);
}

/**
 * The desk's tables: dense rows and headers that stay readable. In a box too narrow for seven columns
 * (a phone, half a page) each row becomes a card of labelled cells (app/app.css), so nothing scrolls
 * sideways; the box still scrolls, reachable by keyboard, should a cell ever not fit. A `list`
 * (the leads, the subscribers) is where "Skip to the list" leads, and its rows are walked with j and k
 * (app/browser/desk-keyboard.ts).
 */
export function DeskTable({
  label,
  columns,
  children,
  className,
  list,
}: {
  label: string;
  columns: Column[];
  /** The rows. */
  children: ReactNode;
  className?: string;
  list?: boolean;
}) {
  return (
    // `relative` keeps its screen-reader-only header text inside the box that scrolls.
    <div
      role="region"
      aria-label={label}
      id={list ? deskListId : undefined}
      // A box that scrolls must be reachable by keyboard (WCAG 2.1.1; axe's scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      data-desk-table=""
      className="relative overflow-x-auto rounded-md border border-line"
    >
      <table
        className={cn("w-full border-collapse text-left text-sm", className)}
        data-desk-rows={list ? "" : undefined}
      >
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={columnName(column)}
                scope="col"
                className="border-b border-line bg-surface-soft px-3 py-2 font-semibold whitespace-nowrap"
              >
                {typeof column === "string" ? column : <span className="sr-only">{column.hidden}</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{Children.map(children, (row) => labelledCells(row, columns))}</tbody>
      </table>
    </div>
  );
}

/** A cell; its `label` (its column's heading) comes from DeskTable. */
export function Cell({ children, className, label }: { children?: ReactNode; className?: string; label?: string }) {
  return (
    <td data-label={label} className={cn("border-b border-line px-3 py-2 align-top", className)}>
      {children}
    </td>
  );
}

/** A button in a form of its own, for an action on one row (end a session, remove a passkey). */
export function RowAction({
  intent,
  id,
  label,
  action,
  danger,
}: {
  intent: string;
  id: string;
  label: string;
  action?: string;
  danger?: boolean;
}) {
  return (
    <form method="post" action={action}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        className={cn(
          "min-h-10 rounded-md border px-3 text-sm font-medium whitespace-nowrap",
          danger ? "border-danger text-danger hover:bg-danger-soft" : "border-line text-ink hover:border-ink/40",
        )}
      >
        {label}
      </button>
    </form>
  );
}
