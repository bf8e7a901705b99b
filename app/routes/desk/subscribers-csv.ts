import { deskOf, plainAnswer } from "~/desk/desk-route.server";
import { readSubscriberFilter } from "~/desk/subscriber-filter";
import type { Route } from "./+types/subscribers-csv";

/** The subscribers the list's filters show, every page of them, as `npm run newsletter -- list --csv` writes them. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const desk = await deskOf(context).requireStaff(request, "subscribers:read");
  const { filter, problems } = readSubscriberFilter(request.url);
  if (problems.length > 0) throw plainAnswer(400, problems.join(" "));
  return desk.subscribersCsv(filter);
}
