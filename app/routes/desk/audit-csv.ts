import { readAuditFilter } from "~/desk/audit-filter";
import { deskOf, plainAnswer } from "~/desk/desk-route.server";
import type { Route } from "./+types/audit-csv";

/** The audit log's entries the filters show, every page of them, as CSV. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const desk = await deskOf(context).requireStaff(request, "audit:read");
  const { filter, problems } = readAuditFilter(request.url, desk.staff.timeZone);
  if (problems.length > 0) throw plainAnswer(400, problems.join(" "));
  return desk.auditCsv(filter);
}
