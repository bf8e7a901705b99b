import type { Request, RequestHandler } from "express";
import type { ProviderEventSettings } from "../../env";
import type { Storage } from "../../storage/database";
import { isSnsUrl, parseSnsMessage, verifySnsMessage } from "./amazon-sns";
import { sesEvents } from "./amazon-ses";
import { applyMailEvents, EventRefused, type MailEvent } from "./mail-events";
import { readMailgunEvent } from "./mailgun";
import { readSignedEvents } from "./signed-events";

/**
 * POST /newsletter/events/<provider>: bounces and complaints from the sending service
 * (docs/configuration.md#bounces-and-complaints). Each provider's request is verified in its own
 * scheme before anything changes; a refusal is 400 (not its format), 401 (bad signature), 403 (a
 * stranger's topic, a stale or replayed request), 404 (a provider not configured), 413 or 415, and
 * a database that cannot be reached 503, so that the service sends it again later. Never a 500.
 */
export const providerEventsBodyLimit = 256 * 1024;

/** What a provider's request holds once verified: the events, and the one-time token it may carry. */
type Verified = { events: MailEvent[]; token?: string; duplicateIsError: boolean };

type ReaderContext = { req: Request; body: string; now: number };

export type ProviderEventsOptions = {
  storage: Pick<Storage, "ready">;
  settings: ProviderEventSettings;
  /** Whether a complaint's unsubscription is told to the webhook. */
  webhook: boolean;
  /** The certificates of SNS messages (server: fetched over https and kept). */
  certificates: (url: string) => Promise<string>;
  /** Confirms an SNS subscription by opening its SubscribeURL (server: a GET over https). */
  confirmSubscription: (url: string) => Promise<void>;
  onQueued?: () => void;
  now?: () => number;
  log?: (message: string) => void;
};

const mediaType = (req: Request) => (req.headers["content-type"] ?? "").split(";")[0].trim().toLowerCase();
const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

export function providerEventsHandler({
  storage,
  settings,
  webhook,
  certificates,
  confirmSubscription,
  onQueued,
  now = Date.now,
  log = console.error,
}: ProviderEventsOptions): RequestHandler {
  const readers: Record<
    string,
    { accepts: string[]; read: (context: ReaderContext) => Promise<Verified> } | undefined
  > = {
    ses:
      settings.sesTopicArns.length > 0
        ? {
            // SNS posts its messages as text/plain.
            accepts: ["text/plain", "application/json"],
            async read({ body }) {
              const message = parseSnsMessage(body);
              await verifySnsMessage(message, { topics: settings.sesTopicArns, certificates });
              if (message.Type === "SubscriptionConfirmation") {
                if (!isSnsUrl(message.SubscribeURL ?? "", { pem: false })) {
                  throw new EventRefused(403, "the subscription's confirmation address is not on an Amazon SNS host");
                }
                await confirmSubscription(message.SubscribeURL as string);
                log(`Provider events: confirmed the Amazon SNS subscription to ${message.TopicArn}`);
                return { events: [], duplicateIsError: false };
              }
              if (message.Type === "UnsubscribeConfirmation") {
                log(`Provider events: Amazon SNS says the subscription to ${message.TopicArn} ended`);
                return { events: [], duplicateIsError: false };
              }
              const events = sesEvents(message.Message);
              if (!events) throw new EventRefused(400, "the notification is not an Amazon SES notification");
              // SNS delivers a message at least once: a second copy changes nothing and is no error.
              return { events, token: `sns:${message.MessageId}`, duplicateIsError: false };
            },
          }
        : undefined,
    mailgun: settings.mailgunSigningKey
      ? {
          accepts: ["application/json"],
          async read({ body, now: at }) {
            const { token, events } = readMailgunEvent(body, settings.mailgunSigningKey as string, at);
            return { events, token: `mailgun:${token}`, duplicateIsError: true };
          },
        }
      : undefined,
    signed: settings.signedSecret
      ? {
          accepts: ["application/json"],
          async read({ req, body, now: at }) {
            const { token, events } = readSignedEvents(
              body,
              req.get("x-signature"),
              settings.signedSecret as string,
              at,
            );
            return { events, token: `signed:${token}`, duplicateIsError: true };
          },
        }
      : undefined,
  };
  const sources: Record<string, string> = { ses: "Amazon SES", mailgun: "Mailgun", signed: "signed event" };

  return async (req, res) => {
    const provider = String(req.params.provider);
    const answer = (status: number, body: Record<string, unknown>) =>
      res.status(status).set("Cache-Control", "no-store").json(body);
    const reader = Object.hasOwn(readers, provider) ? readers[provider] : undefined;
    if (!reader) return answer(404, { error: `no events are taken from "${provider.slice(0, 40)}" here` });
    try {
      if (!reader.accepts.includes(mediaType(req))) {
        throw new EventRefused(415, `send ${reader.accepts.join(" or ")}`);
      }
      let body: string;
      try {
        body = strictUtf8.decode(res.locals.body as Buffer);
      } catch {
        throw new EventRefused(400, "the body is not UTF-8 text");
      }
      const at = now();
      const verified = await reader.read({ req, body, now: at });
      const applied = await applyVerified(verified, `provider event: ${sources[provider]}`, at);
      if (applied > 0 && webhook) onQueued?.();
      return answer(200, { applied });
    } catch (error) {
      if (error instanceof EventRefused) {
        log(`Provider events: refused a request to ${req.path}: ${error.status} ${error.message}`);
        return answer(error.status, { error: error.message });
      }
      log(`Provider events: could not take a request to ${req.path}: ${(error as Error).message}`);
      return answer(503, { error: "the events cannot be taken now; send them again later" });
    }
  };

  /** Records the request's token (refusing one seen before) and applies its events, in one transaction. */
  async function applyVerified({ events, token, duplicateIsError }: Verified, source: string, at: number) {
    if (events.length === 0 && !token) return 0;
    const db = await storage.ready();
    return db.transaction().execute(async (transaction) => {
      if (token) {
        const fresh = await transaction
          .insertInto("provider_event_tokens")
          .values({ token: token.slice(0, 250), seen_at: at })
          .onConflict((conflict) => conflict.column("token").doNothing())
          .returning("token")
          .executeTakeFirst();
        if (!fresh && duplicateIsError) throw new EventRefused(403, "this request was already received (a replay)");
        if (!fresh) return 0;
      }
      return applyMailEvents(transaction, events, { source, webhook, now: at });
    });
  }
}

/** Opens an SNS subscription's confirmation address, as the subscription asks. */
export async function openSubscribeUrl(url: string): Promise<void> {
  const response = await fetch(url, { redirect: "error", signal: AbortSignal.timeout(10_000) });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`the confirmation address answered HTTP ${response.status}`);
}
