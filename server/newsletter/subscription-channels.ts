import type { Transaction } from "kysely";
import type { Transporter } from "nodemailer";
import type { GivenUp, SubscriberChannel } from "../delivery/channels";
import type { SubscriberMessage } from "../delivery/outbox";
import { CannotSendThroughRelay } from "../delivery/smtp-failure";
import { smtpAddress } from "../email/canonical-address";
import { postSignedJson, type WebhookTarget, webhookSchemaVersion } from "../delivery/webhook";
import type { ServerEnv } from "../env";
import type { Storage } from "../storage/database";
import type { DatabaseSchema } from "../storage/schema";
import { mayMail, recordBounce, recordGivenUp } from "./deliverability";
import { type Edition, editionNamed } from "./editions";
import { signedConfirmUrl, signedManageUrl } from "./signed-links";
import type { NewsletterKeys } from "./newsletter-keys";
import { listsIn } from "./subscriber-store";

/**
 * The outbox channels of the subscriptions (server/delivery/delivery-worker.ts runs them like the
 * submissions' ones). Each reads the subscriber as it is when the row is due, so a subscriber who
 * unsubscribed, was erased, bounced or complained meanwhile is sent nothing. The two mail channels
 * give a message up when the address is refused for good (it is then `bouncing`) or after failing for
 * DELIVERY_GIVE_UP_HOURS; each is a consent record (server/newsletter/deliverability.ts).
 */
type MailChannelOptions = {
  transport: Transporter;
  mailFrom: string;
  /** A mailbox a person reads, for the Reply-To of every newsletter e-mail. */
  replyTo: string;
  origin: string;
  storage: Pick<Storage, "ready">;
  keys: () => Promise<NewsletterKeys>;
  /** Whether the relay announces SMTPUTF8 (server/delivery/smtp-utf8.ts). */
  relaySpeaksUtf8: () => Promise<boolean>;
  webhook: boolean;
  now?: () => number;
};

/** The e-mails are composed by modules loaded on first use: they bring React Email and the newsletter's copy. */
const optInEmail = () => import("./emails/opt-in-email");
const editionEmail = () => import("./emails/edition-email");

/** A subscriber read when its row is due, or when the row is given up. */
async function subscriberOf(db: Pick<Transaction<DatabaseSchema>, "selectFrom">, id: string | null) {
  if (id === null) return undefined;
  return db.selectFrom("subscribers").selectAll().where("id", "=", id).executeTakeFirst();
}

/**
 * An address with letters outside ASCII before the @ goes only through a relay that announces
 * SMTPUTF8; the domain alone needs nothing, nodemailer sends its ASCII form.
 */
async function checkRelayTakes(address: string, relaySpeaksUtf8: () => Promise<boolean>) {
  const local = address.slice(0, address.lastIndexOf("@"));
  if (/^\p{ASCII}*$/u.test(local) || (await relaySpeaksUtf8())) return;
  throw new CannotSendThroughRelay(
    "the SMTP relay does not announce SMTPUTF8, which this address (letters outside ASCII before the @) needs",
  );
}

/**
 * What follows a message given up: a refused address bounces (no more mail to it), anything else is a
 * `gave-up` record for the lists the message was about.
 */
function recordGiveUp(webhook: boolean) {
  return async (transaction: Transaction<DatabaseSchema>, message: SubscriberMessage, givenUp: GivenUp) => {
    const subscriber = await subscriberOf(transaction, message.subscriberId);
    if (!subscriber) return;
    const edition = message.editionId ? await editionNamed(transaction, message.editionId) : undefined;
    const source = edition ? `edition ${edition.number}` : "confirmation e-mail";
    const detail = `${givenUp.reason}: ${givenUp.error}`;
    if (givenUp.reason === "refused") {
      await recordBounce(transaction, subscriber, { source, detail, webhook, now: givenUp.at });
    } else {
      const lists = edition ? [edition.list] : listsIn(subscriber.confirm_lists);
      await recordGivenUp(transaction, subscriber.id, { source, detail, lists, now: givenUp.at });
    }
  };
}

function createSubscribeConfirmationChannel({
  transport,
  mailFrom,
  replyTo,
  origin,
  storage,
  keys,
  relaySpeaksUtf8,
  webhook,
  now = Date.now,
}: MailChannelOptions): SubscriberChannel {
  return {
    name: "subscribe-confirmation",
    giveUp: { record: recordGiveUp(webhook) },
    async deliverToSubscriber({ subscriberId }) {
      const subscriber = await subscriberOf(await storage.ready(), subscriberId);
      const nonce = subscriber?.confirm_nonce;
      const expiresAt = subscriber?.confirm_expires_at;
      if (!subscriber || !nonce || !expiresAt || expiresAt < now() || !mayMail(subscriber, "confirmation")) {
        return "not needed";
      }
      await checkRelayTakes(subscriber.email, relaySpeaksUtf8);
      const confirmUrl = signedConfirmUrl(await keys(), origin, { subscriberId: subscriber.id, nonce, expiresAt });
      const { composeOptInEmail } = await optInEmail();
      await transport.sendMail(
        composeOptInEmail({
          to: smtpAddress(subscriber.email),
          confirmUrl,
          mailFrom,
          replyTo,
          requestId: nonce,
        }),
      );
    },
  };
}

/**
 * One recipient's copy of an edition, composed when it is due from the edition as it was queued. A
 * subscriber no longer confirmed on the edition's list (unsubscribed since), or whose mail stopped, is sent
 * nothing. An edition read once is kept for the next copies; a read that failed is not, so the next
 * copy reads it again.
 */
function createEditionChannel({
  transport,
  mailFrom,
  replyTo,
  origin,
  storage,
  keys,
  relaySpeaksUtf8,
  webhook,
  unsubscribeMailbox,
}: MailChannelOptions & { unsubscribeMailbox: string }): SubscriberChannel {
  const editions = new Map<string, Promise<Edition | undefined>>();
  const editionOf = (db: Awaited<ReturnType<Storage["ready"]>>, id: string) => {
    let edition = editions.get(id);
    if (!edition) {
      edition = editionNamed(db, id);
      editions.set(id, edition);
      edition.catch(() => editions.delete(id));
    }
    return edition;
  };
  return {
    name: "edition",
    giveUp: { record: recordGiveUp(webhook) },
    async deliverToSubscriber({ subscriberId, editionId }) {
      const db = await storage.ready();
      const edition = editionId ? await editionOf(db, editionId) : undefined;
      if (!edition || subscriberId === null) return "not needed";
      const subscriber = await db
        .selectFrom("subscribers")
        .innerJoin("subscriptions", "subscriptions.subscriber_id", "subscribers.id")
        .selectAll("subscribers")
        .select("subscriptions.status")
        .where("subscribers.id", "=", subscriberId)
        .where("subscriptions.list", "=", edition.list)
        .executeTakeFirst();
      if (!subscriber || subscriber.status !== "confirmed" || !mayMail(subscriber, "edition")) {
        return "not needed";
      }
      await checkRelayTakes(subscriber.email, relaySpeaksUtf8);
      const { composeEdition } = await editionEmail();
      const preferencesUrl = signedManageUrl(await keys(), origin, subscriber.id, edition.list);
      const message = composeEdition(
        edition,
        { email: smtpAddress(subscriber.email), preferencesUrl, subscriberId: subscriber.id },
        { mailFrom, replyTo, unsubscribeMailbox, origin },
      );
      await transport.sendMail(message);
    },
  };
}

/**
 * Subscription events for the webhook: the body is fixed when the event happens, signed and sent
 * like a submission's (X-Signature, Idempotency-Key = the event's id), with `event` instead of `form`.
 * Retried until the receiver takes it, as the organisation's deliveries are.
 */
function createSubscriptionEventChannel(options: WebhookTarget): SubscriberChannel {
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
  relaySpeaksUtf8,
  storage,
  keys,
}: {
  env: Pick<ServerEnv, "mailFrom" | "webhook" | "newsletterReplyTo">;
  origin: string;
  /** The mailto of List-Unsubscribe: a mailbox the team reads (INFO_EMAIL). */
  unsubscribeMailbox: string;
  transport: Transporter | undefined;
  relaySpeaksUtf8: () => Promise<boolean>;
  storage: Pick<Storage, "ready">;
  keys: () => Promise<NewsletterKeys>;
}): SubscriberChannel[] {
  const channels: SubscriberChannel[] = [];
  if (transport) {
    const options = {
      transport,
      mailFrom: env.mailFrom,
      replyTo: env.newsletterReplyTo,
      origin,
      storage,
      keys,
      relaySpeaksUtf8,
      webhook: env.webhook !== undefined,
    };
    channels.push(createSubscribeConfirmationChannel(options));
    channels.push(createEditionChannel({ ...options, unsubscribeMailbox }));
  }
  if (env.webhook) channels.push(createSubscriptionEventChannel(env.webhook));
  return channels;
}
