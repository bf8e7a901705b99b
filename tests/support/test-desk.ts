/** The desk in the tests' own process, on a test database, with a clock the test moves. */
import type { Transporter } from "nodemailer";
import { DeliveryWorker } from "../../server/delivery/delivery-worker";
import { createDesk, type Desk } from "../../server/desk/create-desk";
import type { EditionSettings } from "../../server/desk/edition-desk";
import { relyingPartyFor } from "../../server/desk/passkeys";
import type { ServerEnv } from "../../server/env";
import type { EditionArticle } from "../../server/newsletter/edition-articles";
import { newsletterKeysSource } from "../../server/newsletter/newsletter-keys";
import { subscriptionChannels } from "../../server/newsletter/subscription-channels";
import type { Storage } from "../../server/storage/database";

export const deskOrigin = "http://localhost:4000";
export const hourMs = 60 * 60 * 1000;
export const testNewsletterSecret = "desk-tests-newsletter-secret";

/** Time as the code under test sees it: it moves only when the test says so. */
export function testClock(start = Date.UTC(2030, 0, 7, 9)) {
  const clock = { now: start, advance: (ms: number) => (clock.now += ms) };
  return clock;
}

/** The newsletter's addresses in the tests that send editions. */
const newsletterAddresses = {
  mailFrom: "news@aequa.example",
  replyTo: "team@aequa.example",
  unsubscribeMailbox: "info@aequa.example",
};
/** Editions as fast as the worker takes them: the tests wait for nothing. */
const testEditionRate = 60_000;

export function testDesk(
  storage: Storage,
  {
    clock,
    transport,
    sessions = { idleMs: 12 * hourMs, absoluteMs: 7 * 24 * hourMs },
    reads = { queryMs: 60_000, exportRows: 100_000 },
    articles,
    onSignInRefused,
  }: {
    clock: { now: number };
    /** createSmtpTransport(receiver.url) of tests/support/receivers.ts' receiver; the test closes it. */
    transport?: Transporter;
    sessions?: ServerEnv["deskSessions"];
    /** DESK_QUERY_MS and DESK_EXPORT_ROWS. */
    reads?: ServerEnv["deskReads"];
    /** The published articles: given, the desk sends editions, from the newsletter's addresses. */
    articles?: () => EditionArticle[];
    /** Told of each refused sign-in, as the metrics are (server/operations/metrics.ts). */
    onSignInRefused?: Parameters<typeof createDesk>[0]["onSignInRefused"];
  },
) {
  const editions: EditionSettings | undefined = articles && {
    articles,
    ratePerMinute: testEditionRate,
    replyTo: newsletterAddresses.replyTo,
    unsubscribeMailbox: newsletterAddresses.unsubscribeMailbox,
    onQueued: () => {},
  };
  return createDesk({
    storage,
    newsletterKeys: newsletterKeysSource(storage, testNewsletterSecret),
    transport,
    settings: {
      sessions,
      reads,
      party: relyingPartyFor(deskOrigin, "Test"),
      origin: deskOrigin,
      mailFrom: editions ? newsletterAddresses.mailFrom : "desk@example.com",
      webhook: false,
    },
    editions,
    now: () => clock.now,
    log: () => {},
    onSignInRefused,
  });
}

/** The newsletter's delivery channels on `storage`, sending through `transport` from the newsletter's addresses. */
export const testSubscriptionChannels = (storage: Storage, transport: Transporter) =>
  subscriptionChannels({
    env: { mailFrom: newsletterAddresses.mailFrom, webhook: undefined, newsletterReplyTo: newsletterAddresses.replyTo },
    origin: deskOrigin,
    unsubscribeMailbox: newsletterAddresses.unsubscribeMailbox,
    transport,
    relaySpeaksUtf8: async () => true,
    storage,
    keys: newsletterKeysSource(storage, testNewsletterSecret),
  });

/** A request as a desk page in a browser sends it: from the desk's origin, with the session cookie if given. */
export function deskRequest(
  path: string,
  { method = "GET", cookie, headers = {} }: { method?: string; cookie?: string; headers?: Record<string, string> } = {},
): Request {
  return new Request(`${deskOrigin}${path}`, {
    method,
    headers: {
      ...(method === "GET" ? {} : { Origin: deskOrigin }),
      ...(cookie ? { Cookie: cookie } : {}),
      "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Firefox/153.0",
      ...headers,
    },
  });
}

/** The `name=value` part of a Set-Cookie header, as a browser sends it back. */
export const cookiePair = (setCookie: string) => setCookie.split(";")[0];

/** What a refusal thrown by the desk says: its status (and, for a redirect, where to). */
export async function refusalOf(work: Promise<unknown>): Promise<{ status: number; location: string | null }> {
  try {
    await work;
  } catch (error) {
    if (error instanceof Response) return { status: error.status, location: error.headers.get("location") };
    throw error;
  }
  throw new Error("the desk did not refuse");
}

/** Delivers the code requests in the outbox, as the server's delivery worker does once the forms are quiet. */
export async function deliverCodes(storage: Storage, desk: Desk, clock: { now: number }) {
  if (!desk.codeChannel) return;
  const worker = new DeliveryWorker({
    storage,
    channels: [desk.codeChannel],
    backoff: { baseMs: 60_000, maxMs: 60_000 },
    now: () => clock.now,
    log: () => {},
  });
  while ((await worker.runOnce()) > 0);
}
