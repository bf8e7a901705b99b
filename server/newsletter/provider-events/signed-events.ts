import { z } from "zod";
import { isValidWebhookSignature } from "../../delivery/webhook";
import { EventRefused, type MailEvent } from "./mail-events";
import { mailgunToleranceMs } from "./mailgun";

/**
 * Our own format, for a sending service we have no reader for (a relay's bounce processor, a script
 * reading DSNs): signed as our webhook signs its posts, `X-Signature: sha256=<hex HMAC-SHA256 of the
 * exact body, keyed with MAIL_EVENTS_SECRET>`, with an `id` never used before and the time it was sent,
 * at most five minutes from now, so that a copied request cannot be played again
 * (docs/configuration.md#bounces-and-complaints).
 */
const signedEvents = z.strictObject({
  id: z.string().min(1).max(200),
  sentAt: z.iso.datetime({ offset: true }),
  events: z
    .array(
      z.strictObject({
        type: z.enum(["bounce", "complaint"]),
        email: z.string().min(3).max(254),
        detail: z.string().max(500).optional(),
      }),
    )
    .min(1)
    .max(100),
});

export function readSignedEvents(
  body: string,
  signature: string | undefined,
  secret: string,
  now: number,
): { token: string; events: MailEvent[] } {
  if (!isValidWebhookSignature(body, secret, signature)) throw new EventRefused(401, "the signature does not match");
  let parsed: z.infer<typeof signedEvents>;
  try {
    parsed = signedEvents.parse(JSON.parse(body));
  } catch {
    throw new EventRefused(400, "the body is not a list of bounce and complaint events (see docs/configuration.md)");
  }
  if (Math.abs(now - Date.parse(parsed.sentAt)) > mailgunToleranceMs) {
    throw new EventRefused(403, "sentAt is more than five minutes from now");
  }
  return {
    token: parsed.id,
    events: parsed.events.map((event) => ({
      kind: event.type,
      email: event.email,
      detail: event.detail ?? `reported ${event.type}`,
    })),
  };
}
