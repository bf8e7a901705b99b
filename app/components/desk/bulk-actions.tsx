import { Button } from "~/components/ui/button";
import { Field, Select } from "~/components/ui/field";
import { leadStatuses, leadStatusLabels } from "~/desk/vocabulary";
import { Notice } from "./desk-frame";

/**
 * The inbox's bulk form: the rows' checkboxes belong to it (`form="bulk-leads"`), so the table stays
 * where it is. One choice (a status, or an assignee among those who work leads) for the leads ticked,
 * and a button that marks them as spam. It posts to the inbox's own address, filters and all, and
 * comes back to it (app/routes/desk/inbox.tsx).
 */
export const bulkFormId = "bulk-leads";

export function BulkActions({ assignees, error }: { assignees: { id: string; email: string }[]; error?: string }) {
  return (
    <form
      method="post"
      id={bulkFormId}
      aria-label="Change the leads ticked"
      className="grid gap-3 rounded-md border border-line bg-surface-soft p-3"
    >
      {error ? <Notice tone="danger">{error}</Notice> : null}
      <div className="flex flex-wrap items-end gap-3">
        <Field id="bulk-change" label="For the leads ticked" className="min-w-56">
          {(control) => (
            <Select
              {...control}
              name="change"
              options={[
                ...leadStatuses
                  .filter((status) => status !== "spam")
                  .map((status) => ({ value: `status:${status}`, label: `Set status: ${leadStatusLabels[status]}` })),
                { value: "assignee:none", label: "Assign to nobody" },
                ...assignees.map((person) => ({ value: `assignee:${person.id}`, label: `Assign to ${person.email}` })),
              ]}
            />
          )}
        </Field>
        <Button type="submit" size="sm">
          Apply
        </Button>
        <Button type="submit" size="sm" variant="outline" name="spam" value="1">
          Mark as spam
        </Button>
      </div>
    </form>
  );
}
