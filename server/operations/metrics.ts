import { collectDefaultMetrics, Counter, Registry } from "prom-client";
import { requestMetrics } from "./metrics-request-tally";

/** Kinds of outbox row: the delivery channels (server/storage/schema.ts). */
type DeliveryKind = string;

/**
 * The server's metrics in Prometheus's format (docs/operations/metrics-and-logs.md): one Registry per
 * server, never prom-client's global one, so that tests run several servers in one process. Names
 * follow Prometheus's conventions: base units, counters ending in `_total`, labels from small fixed
 * sets, never an address or an id.
 */
export function createMetrics() {
  const registry = new Registry();
  const registers = [registry];
  // Memory, CPU, handles and the event loop's lag (monitorEventLoopDelay), as prom-client measures them.
  collectDefaultMetrics({ register: registry });

  const requestAnswered = requestMetrics(registry);
  const sent = new Counter({
    name: "deliveries_sent_total",
    help: "Outbox rows delivered, by kind (the edition kind counts the newsletter's copies sent).",
    labelNames: ["kind"] as const,
    registers,
  });
  const retried = new Counter({
    name: "deliveries_retried_total",
    help: "Failed delivery attempts scheduled again, by kind.",
    labelNames: ["kind"] as const,
    registers,
  });
  const givenUp = new Counter({
    name: "deliveries_given_up_total",
    help: "Deliveries given up for good, by kind and reason (refused, cannot_send, failing_too_long).",
    labelNames: ["kind", "reason"] as const,
    registers,
  });
  const copiesQueued = new Counter({
    name: "newsletter_copies_queued_total",
    help: "Copies of newsletter editions queued, one per recipient.",
    registers,
  });
  const signInRefusals = new Counter({
    name: "desk_sign_in_refusals_total",
    help: "Desk sign-ins refused, by method (code, passkey, link) and reason (wrong, limited).",
    labelNames: ["method", "reason"] as const,
    registers,
  });
  const rateLimitRefusals = new Counter({
    name: "rate_limit_refusals_total",
    help: "Form submissions refused for their rate, by where: the form's action, or the flood guard before it.",
    labelNames: ["limiter"] as const,
    registers,
  });
  const databaseErrors = new Counter({
    name: "database_errors_total",
    help: "Database queries that failed.",
    registers,
  });

  return {
    registry,
    requestAnswered,
    deliverySent: (kind: DeliveryKind) => sent.inc({ kind }),
    deliveryRetried: (kind: DeliveryKind) => retried.inc({ kind }),
    deliveryGivenUp: (kind: DeliveryKind, reason: string) => givenUp.inc({ kind, reason: reason.replaceAll(" ", "_") }),
    newsletterCopiesQueued: (copies: number) => copiesQueued.inc(copies),
    signInRefused: (method: "code" | "passkey" | "link", reason: "wrong" | "limited") =>
      signInRefusals.inc({ method, reason }),
    rateLimitRefused: (limiter: "form" | "flood_guard") => rateLimitRefusals.inc({ limiter }),
    databaseError: () => databaseErrors.inc(),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
