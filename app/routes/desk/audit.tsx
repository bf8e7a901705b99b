import { AuditView } from "~/components/desk/audit-view";
import { DeskFrame, deskName } from "~/components/desk/desk-frame";
import { readAuditFilter } from "~/desk/audit-filter";
import { pageNumber } from "~/desk/desk-input";
import { deskOf, plainAnswer } from "~/desk/desk-route.server";
import type { Route } from "./+types/audit";

/** The audit log (owners): every change made in the desk in sentences, newest first, a hundred a page, filtered. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const desk = await deskOf(context).requireStaff(request, "audit:read");
  const { timeZone } = desk.staff;
  const requested = new URL(request.url).searchParams.get("page") ?? "1";
  const page = pageNumber(requested);
  if (!page) throw plainAnswer(400, `“${requested}” is not a page number.`);
  const { filter, values, problems } = readAuditFilter(request.url, timeZone);
  return { viewer: desk.staff, page, values, problems, timeZone, ...(await desk.audit({ ...filter, page })) };
}

export const meta: Route.MetaFunction = () => [{ title: `Audit log · ${deskName}` }];

export default function Audit({ loaderData }: Route.ComponentProps) {
  const { viewer, ...log } = loaderData;
  return (
    <DeskFrame viewer={viewer} section="audit" title="Audit log">
      <AuditView {...log} />
    </DeskFrame>
  );
}
