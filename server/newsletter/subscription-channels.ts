import type { Transporter } from "nodemailer";
import { newsletterPaths } from "../../app/route-table";
import type { SubscriberChannel } from "../delivery/channels";
import { postSignedJson, webhookSchemaVersion } from "../delivery/webhook";
import type { ServerEnv } from "../env";
import type { Storage } from "../storage/database";
import { editionList } from "../../app/forms/newsletter-lists";
import { type Edition, editionNamed } from "./editions";
import { signedManageUrl } from "./links";
import { confirmToken, type NewsletterKeys } from "./newsletter-keys";

/**
 * The outbox channels of the subscriptions (server/delivery/delivery-worker.ts runs them like the
 * submissions' ones). Each reads the subscriber as it is when the row is due, so a subscriber who
 * unsubscribed or was erased meanwhile is sent nothing.
 */
type MailChannelOptions = {
  transport: Transporter;
  mailFrom: string;
  origin: string;
  storage: Pick<Storage, "ready">;
  keys: () => Promise<NewsletterKeys>;
  now?: () => number;
};

/** The e-mails are composed by modules loaded on first use: they bring React Email and the newsletter's copy. */
const confirmationEmail = () => import("./emails/subscribe-confirmation-email");
const editionEmail = () => import("./emails/edition-email");

function createSubscribeConfirmationChannel({
  transport,
  mailFrom,
  origin,
  storage,
  keys,
  now = Date.now,
}: MailChannelOptions): SubscriberChannel {
  return {
    name: "subscribe-confirmation",
    async deliverToSubscriber({ subscriberId }) {
      const db = await storage.ready();
      const subscriber = await db
        .selectFrom("subscribers")
        .selectAll()
        .where("id", "=", subscriberId)
        .executeTakeFirst();
      const nonce = subscriber?.confirm_nonce;
      const expiresAt = subscriber?.confirm_expires_at;
      if (!subscriber || !nonce || !expiresAt || expiresAt < now()) return "not needed";
      const token = confirmToken(await keys(), { subscriberId, nonce, expiresAt });
      const confirmUrl = new URL(`${newsletterPaths.confirm}?token=${token}`, origin).href;
      const { composeSubscribeConfirmation } = await confirmationEmail();
      await transport.sendMail(
        composeSubscribeConfirmation({ to: subscriber.email, confirmUrl, mailFrom, requestId: nonce }),
      );
    },
  };
}

/**
 * Subscription events for the webhook: the body is fixed when the event happens, signed and sent
 * like a submission's (X-Signature, Idempotency-Key = the event's id), with `event` instead of `form`.
 */
function createSubscriptionEventChannel(options: { url: string; secret: string }): SubscriberChannel {
  return {
    name: "subscription-event",
    async deliverToSubscriber({ payload }) {
      if (!payload) return "not needed";
      const event = JSON.parse(payload) as { id: string };
      await postSignedJson(JSON.stringify({ version: webhookSchemaVersion, ...event }), event.id, options);
    },
  };
}

/** The subscription channels the settings allow: mail with SMTP_URL, events with the webhook. */
export function subscriptionChannels({
  env,
  origin,
  unsubscribeMailbox,
  transport,
  storage,
  keys,
}: {
  env: Pick<ServerEnv, "mailFrom" | "webhook">;
  origin: string;
  /** The mailto of List-Unsubscribe: a mailbox the team reads (INFO_EMAIL). */
  unsubscribeMailbox: string;
  transport: Transporter | undefined;
  storage: Pick<Storage, "ready">;
  keys: () => Promise<NewsletterKeys>;
}): SubscriberChannel[] {
  const channels: SubscriberChannel[] = [];
  if (transport) {
    const options = { transport, mailFrom: env.mailFrom, origin, storage, keys };
    channels.push(createSubscribeConfirmationChannel(options));
    channels.push(createEditionChannel({ ...options, unsubscribeMailbox }));
  }
  if (env.webhook) channels.push(createSubscriptionEventChannel(env.webhook));
  return channels;
}

/**
 * One recipient's copy of an edition, composed when it is due from the edition as it was queued. A
 * subscriber no longer confirmed on the list (unsubscribed since) is sent nothing.
 */
function createEditionChannel({
  transport,
  mailFrom,
  origin,
  storage,
  keys,
  unsubscribeMailbox,
}: MailChannelOptions & { unsubscribeMailbox: string }): SubscriberChannel {
  const editions = new Map<string, Promise<Edition | undefined>>();
  return {
    name: "edition",
    async deliverToSubscriber({ subscriberId, editionId }) {
      const db = await storage.ready();
      const subscriber = await db
        .selectFrom("subscribers")
        .innerJoin("subscriptions", "subscriptions.subscriber_id", "subscribers.id")
        .select(["subscribers.email", "subscriptions.status"])
        .where("subscribers.id", "=", subscriberId)
        .where("subscriptions.list", "=", editionList)
        .executeTakeFirst();
      if (!subscriber || subscriber.status !== "confirmed" || !editionId) return "not needed";
      if (!editions.has(editionId)) editions.set(editionId, editionNamed(db, editionId));
      const edition = await editions.get(editionId);
      if (!edition) return "not needed";
      const { composeEdition } = await editionEmail();
      const preferencesUrl = signedManageUrl(await keys(), origin, subscriberId);
      const message = composeEdition(
        edition,
        { email: subscriber.email, preferencesUrl, subscriberId },
        { mailFrom, unsubscribeMailbox },
      );
      await transport.sendMail(message);
    },
  };
}
