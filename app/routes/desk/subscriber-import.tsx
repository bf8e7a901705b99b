import { data } from "react-router";
import { DeskFrame, deskName } from "~/components/desk/desk-frame";
import { SubscriberImportView } from "~/components/desk/subscriber-import-view";
import { deskOf, deskUpload, field } from "~/desk/desk-route.server";
import { editionList, isNewsletterList } from "~/newsletter/newsletter-lists";
import type { Route } from "./+types/subscriber-import";

/** A list brought in from another tool: `npm run newsletter -- import FILE.csv` through the browser. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const desk = await deskOf(context).requireStaff(request, "subscribers:write");
  return { viewer: desk.staff, outcome: undefined };
}

export async function action({ request, context }: Route.ActionArgs) {
  const desk = await deskOf(context).requireStaff(request, "subscribers:write");
  const upload = await deskUpload(request, "file");
  if ("problem" in upload) return data({ viewer: desk.staff, outcome: { error: upload.problem } }, { status: 422 });
  // The form always names a list; a post without one (an older form, a script) keeps the first list.
  const list = field(upload.fields, "list") || editionList;
  if (!isNewsletterList(list)) {
    return data(
      { viewer: desk.staff, outcome: { error: "Choose the list they join. Nothing was imported." } },
      { status: 422 },
    );
  }
  const report = await desk.importSubscribers({ text: upload.text, fileName: upload.fileName, list });
  if ("error" in report) {
    const error = `${upload.fileName}: ${report.error}. Nothing was imported.`;
    return data({ viewer: desk.staff, outcome: { error } }, { status: 422 });
  }
  return { viewer: desk.staff, outcome: { fileName: upload.fileName, list, ...report } };
}

export const meta: Route.MetaFunction = () => [{ title: `Import subscribers · ${deskName}` }];

export default function SubscriberImport({ loaderData, actionData }: Route.ComponentProps) {
  const { viewer, outcome } = actionData ?? loaderData;
  return (
    <DeskFrame viewer={viewer} section="subscribers" title="Import subscribers">
      <SubscriberImportView outcome={outcome} />
    </DeskFrame>
  );
}
