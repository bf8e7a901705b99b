import type { Kysely } from "kysely";
import type { Transporter } from "nodemailer";
import type { SubscriberChannel } from "../delivery/channels";
import { queueMessage } from "../delivery/outbox";
import type { DatabaseSchema } from "../storage/schema";
import { type CodeMailKeys, forgetOldTries, mayMailCode } from "./code-limiter";
import { issueCode } from "./codes";
import { staffByEmail } from "./staff";
import type { DeskKey } from "./desk-secrets";

/**
 * A code request goes through the outbox (server/delivery/*): the answer writes one outbox row,
 * whatever the address, and the delivery worker then finds whether it is a staff member's, makes
 * the code and e-mails it, once the forms are quiet. So neither the answer nor its time tells
 * whether the address is staff's. The row holds the address as typed and keyed hashes of the
 * browser and client; it is deleted once delivered or found not needed. The code itself is made
 * when the e-mail is sent and never stored but as its keyed hash.
 */
export type CodeRequest = CodeMailKeys & { email: string; browser: string };

export async function queueCodeRequest(db: Kysely<DatabaseSchema>, request: CodeRequest, now: number) {
  await queueMessage(db, { channel: "desk-code", dueAt: now, payload: JSON.stringify(request) });
}

// The e-mails share the frame of the site's others, which reads content once the configuration is loaded.
const deskMail = () => import("./desk-mail");

export function deskCodeChannel({
  database,
  transport,
  key,
  deskName,
  mailFrom,
  now,
}: {
  database: () => Promise<Kysely<DatabaseSchema>>;
  transport: Pick<Transporter, "sendMail">;
  key: () => Promise<DeskKey>;
  deskName: string;
  mailFrom: string;
  now: () => number;
}): SubscriberChannel {
  return {
    name: "desk-code",
    // A staff address refused for good, or failing for long, is given up: the person asks again.
    giveUp: { record: async () => {} },
    async deliverToSubscriber(message) {
      const request = JSON.parse(message.payload ?? "null") as CodeRequest | null;
      if (!request) return "not needed";
      const db = await database();
      const at = now();
      await forgetOldTries(db, at);
      const member = await staffByEmail(db, request.email);
      if (!member || !(await mayMailCode(db, request, at))) return "not needed";
      const code = await issueCode(db, await key(), member, request.browser, at);
      const { codeEmail } = await deskMail();
      await transport.sendMail(codeEmail({ to: member.email, code, deskName, mailFrom }));
    },
  };
}
