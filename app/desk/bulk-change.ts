import type { BulkLeadChange } from "../../server/desk/lead-bulk";
import { isDeskId } from "./desk-input";
import { isLeadStatus } from "./vocabulary";

/**
 * The change the inbox's bulk form asks for, as its choice posts it: `status:<status>`,
 * `assignee:none` or `assignee:<a person's id>`; the spam button posts `spam` instead. Undefined for
 * anything else, which no page sends.
 */
export function readBulkChange(form: URLSearchParams): BulkLeadChange | undefined {
  if (form.has("spam")) return { status: "spam" };
  const [kind, value = ""] = (form.get("change") ?? "").split(/:(.*)/s);
  if (kind === "status" && isLeadStatus(value)) return { status: value };
  if (kind === "assignee" && value === "none") return { assigneeId: null };
  if (kind === "assignee" && isDeskId(value)) return { assigneeId: value };
  return undefined;
}
