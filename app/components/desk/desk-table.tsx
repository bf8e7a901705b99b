import type * as React from "react";
import { cn } from "~/lib/cn";

/**
 * The desk's tables: dense rows, headers that stay readable, and on a narrow screen a box of their
 * own that scrolls sideways (reachable by keyboard, named for screen readers) while the page does not.
 */
/** A column's heading; `{ hidden }` names a column of buttons for screen readers only. */
type Column = string | { hidden: string };

export function DeskTable({
  label,
  columns,
  children,
  className,
}: {
  label: string;
  columns: Column[];
  /** The rows. */
  children: React.ReactNode;
  className?: string;
}) {
  return (
    // `relative` keeps its screen-reader-only header text inside the box that scrolls.
    <div
      role="region"
      aria-label={label}
      // A box that scrolls must be reachable by keyboard (WCAG 2.1.1; axe's scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="relative overflow-x-auto rounded-md border border-line"
    >
      <table className={cn("w-full border-collapse text-left text-sm", className)}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={typeof column === "string" ? column : column.hidden}
                scope="col"
                className="border-b border-line bg-surface-soft px-3 py-2 font-semibold whitespace-nowrap"
              >
                {typeof column === "string" ? column : <span className="sr-only">{column.hidden}</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

export function Cell({ children, className }: { children?: React.ReactNode; className?: string }) {
  return <td className={cn("border-b border-line px-3 py-2 align-top", className)}>{children}</td>;
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
