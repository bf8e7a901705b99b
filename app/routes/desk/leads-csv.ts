import { deskOf, plainAnswer } from "~/desk/desk-route.server";
import { readFilter } from "~/desk/inbox-filter";
import type { Route } from "./+types/leads-csv";

/** The leads the inbox's filters show, every page of them, as `npm run submissions -- --csv` writes them. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const desk = await deskOf(context).requireStaff(request, "leads:read");
  const { filter, problems } = readFilter(request.url, desk.staff.id);
  if (problems.length > 0) throw plainAnswer(400, problems.join(" "));
  return desk.leadsCsv(filter);
}
