import { createSubscribeHandler } from "~/newsletter/subscribe-action.server";

/** The subscribe form's JSON endpoint (/forms/subscribe): app/browser/subscribe-form.ts posts here. */
const handle = createSubscribeHandler();

export async function action(args: Parameters<typeof handle>[0]) {
  const { status, reply, headers } = await handle(args);
  return Response.json(reply, { status, headers });
}

export function loader() {
  return new Response("The subscribe form is posted here.", {
    status: 405,
    headers: { Allow: "POST", "Cache-Control": "no-store" },
  });
}
