import { deskForm, deskOf, field, isEmailAddress, plainAnswer } from "~/desk/desk-route.server";
import type { Route } from "./+types/privacy-export";

/** Everything stored about an address as a JSON file, as `npm run privacy -- export` prints it; audited. */
export async function action({ request, context }: Route.ActionArgs) {
  const desk = await deskOf(context).requireStaff(request, "privacy:answer");
  const address = field(await deskForm(request), "address");
  if (!isEmailAddress(address)) throw plainAnswer(422, "Enter the e-mail address the request is about.");
  const records = await desk.exportAddress(address);
  if (!records) throw plainAnswer(404, `Nothing is stored about ${address}.`);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(`${JSON.stringify(records, null, 2)}\n`, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="privacy-export-${day}.json"`,
    },
  });
}
