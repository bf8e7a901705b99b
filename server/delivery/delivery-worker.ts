import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type { Storage } from "../storage/database";
import type { ChannelName } from "../storage/schema";
import { type BackoffOptions, retryDelayMs } from "./backoff";
import type { DeliveryChannel, GivenUp, SubscriberChannel } from "./channels";
import type { SubmissionRecord } from "../submissions/submission-record";
import {
  type ClaimedDelivery,
  claimDueDeliveries,
  dropDelivery,
  failingSince,
  giveUpDelivery,
  markDelivered,
  markFailed,
  type SubscriberMessage,
} from "./outbox";
import { allowedByPace, type Pace, spendPace } from "./send-pace";
import { failureKind } from "./smtp-failure";
import type { Log } from "../operations/log";

const hourMs = 60 * 60 * 1000;

/** What /healthz reports of the deliveries that are retried until they arrive (the organisation's). */
export type DeliveryHealth = { deliveries: "ok" } | { deliveries: "failing"; failingSince: string };

/** Told of each delivery's outcome once it is recorded, for the metrics (server/operations/metrics.ts). */
export type DeliveryObserver = {
  deliverySent(kind: ChannelName): void;
  deliveryRetried(kind: ChannelName): void;
  deliveryGivenUp(kind: ChannelName, reason: GivenUp["reason"]): void;
};

export type DeliveryWorkerOptions = {
  storage: Storage;
  channels: (DeliveryChannel | SubscriberChannel)[];
  backoff: BackoffOptions;
  /** Identifies this worker's claims; unique per process. */
  owner?: string;
  /** How long a claim keeps other workers away; longer than any single delivery may take. */
  leaseMs?: number;
  /** How often to look for due deliveries when nothing wakes the worker. */
  pollMs?: number;
  batchSize?: number;
  /**
   * While submissions keep arriving, a batch waits until none has come for `quietMs`, but
   * at most `maxDeferMs` after the previous batch: answering visitors goes first.
   */
  quietMs?: number;
  maxDeferMs?: number;
  /**
   * Bulk mail (the edition copies): claimed only when a batch has room left after every other due row
   * (leads and confirmations go first), at most `perMinute` a minute across every server process.
   */
  bulk?: { channel: ChannelName; perMinute: number };
  /** A bounded delivery (mail to an outside address) failing for this long is given up (DELIVERY_GIVE_UP_HOURS). */
  giveUpAfterMs?: number;
  /** An unbounded one (to the organisation) failing for this long is reported: log and /healthz (DELIVERY_ALERT_HOURS). */
  alertAfterMs?: number;
  now?: () => number;
  log?: Log;
  observer?: DeliveryObserver;
};

/**
 * Delivers the outbox: claims due rows, hands each to its channel, records the
 * outcome, and schedules a failed one again with exponential back-off. Every
 * server process runs one; the claims keep them from delivering a row twice.
 *
 * It shares the process with the forms, and composing and sending e-mails costs about as
 * much as answering a post. So it delivers when the forms are quiet: a lone submission's
 * e-mails leave a tenth of a second after it is stored, and during a burst of submissions
 * the worker takes one batch a second and catches up once the burst is over.
 */
export class DeliveryWorker {
  readonly owner: string;
  readonly #storage: Storage;
  readonly #channels: Map<string, DeliveryChannel | SubscriberChannel>;
  readonly #backoff: BackoffOptions;
  readonly #leaseMs: number;
  readonly #pollMs: number;
  readonly #batchSize: number;
  readonly #quietMs: number;
  readonly #maxDeferMs: number;
  readonly #pace: (Pace & { channel: ChannelName }) | undefined;
  readonly #giveUpAfterMs: number;
  readonly #alertAfterMs: number;
  readonly #now: () => number;
  readonly #log: Log;
  readonly #observer: DeliveryObserver | undefined;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #stopped = true;
  // Stryker disable next-line BooleanLiteral: a wake pending at start only adds one pass that finds nothing more
  #wakeAgain = false;
  #unreachableLogged = false;
  /** Set by a pass the pace held back while bulk mail was still due: when the next may go, sooner than the poll. */
  #paceWaitMs: number | undefined;
  /** When a submission was last stored (performance.now()). */
  #lastSubmissionAt = Number.NEGATIVE_INFINITY;
  /** Deliveries done and not yet recorded, and the pending statement that will record them. */
  // Stryker disable next-line ArrayDeclaration: an id no row has is recorded as delivered to no effect
  #delivered: string[] = [];
  #recording: Promise<void> | undefined;

  constructor(options: DeliveryWorkerOptions) {
    this.owner = options.owner ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    this.#storage = options.storage;
    this.#channels = new Map(options.channels.map((channel) => [channel.name, channel]));
    this.#backoff = options.backoff;
    this.#leaseMs = options.leaseMs ?? 120_000;
    this.#pollMs = options.pollMs ?? 5_000;
    this.#batchSize = options.batchSize ?? 10;
    this.#quietMs = options.quietMs ?? 100;
    this.#maxDeferMs = options.maxDeferMs ?? 1_000;
    const bulk = options.bulk;
    this.#pace =
      bulk && this.#channels.has(bulk.channel)
        ? { name: bulk.channel, channel: bulk.channel, spacingMs: 60_000 / bulk.perMinute, burst: this.#batchSize }
        : undefined;
    this.#giveUpAfterMs = options.giveUpAfterMs ?? 72 * hourMs;
    this.#alertAfterMs = options.alertAfterMs ?? 24 * hourMs;
    this.#now = options.now ?? Date.now;
    this.#log = options.log ?? console.error;
    this.#observer = options.observer;
  }

  start(): void {
    if (this.#channels.size === 0 || !this.#stopped) return;
    this.#stopped = false;
    this.#run();
  }

  /** A new submission was stored: its deliveries are due once the forms are quiet. */
  wake(): void {
    this.#lastSubmissionAt = performance.now();
    this.#run();
  }

  #run(): void {
    if (this.#stopped) return;
    if (this.#running) {
      this.#wakeAgain = true;
      return;
    }
    // Stryker disable next-line CallExpression: a poll left pending only starts a pass that finds nothing more
    clearTimeout(this.#timer);
    this.#running = this.#drain().finally(() => {
      this.#running = undefined;
      if (this.#stopped) return;
      if (this.#wakeAgain) {
        this.#wakeAgain = false;
        this.#run();
      } else {
        this.#timer = setTimeout(() => this.#run(), Math.min(this.#pollMs, this.#paceWaitMs ?? this.#pollMs));
        // Stryker disable next-line CallExpression: only whether an idle process may exit depends on it, and the server stops the worker first
        this.#timer.unref();
      }
    });
  }

  /** Stops claiming; resolves once the deliveries in progress are recorded. */
  async stop(): Promise<void> {
    this.#stopped = true;
    // Stryker disable next-line CallExpression: a poll that fires after the stop returns at once
    clearTimeout(this.#timer);
    await this.#running;
  }

  /**
   * One pass: claims and delivers at most one batch, every other channel's due rows first, then bulk
   * mail as far as the batch has room and the pace allows; returns how many were attempted.
   */
  async runOnce(): Promise<number> {
    const db = await this.#storage.ready();
    const dialect = this.#storage.dialect;
    const now = this.#now();
    const claim = { owner: this.owner, now, leaseMs: this.#leaseMs };
    const pace = this.#pace;
    const first = [...this.#channels.keys()].filter((name) => name !== pace?.channel) as ChannelName[];
    const claimed = await claimDueDeliveries(db, dialect, { ...claim, channels: first, limit: this.#batchSize });
    const room = this.#batchSize - claimed.length;
    this.#paceWaitMs = undefined;
    if (pace && room > 0) {
      const allowed = await allowedByPace(db, pace, now);
      const limit = Math.min(room, allowed);
      const bulk = await claimDueDeliveries(db, dialect, { ...claim, channels: [pace.channel], limit });
      if (bulk.length > 0) await spendPace(db, dialect, pace, { sent: bulk.length, now });
      claimed.push(...bulk);
      // Held back by the pace with more perhaps due: the next pass comes when the next copy may go, and
      // under a fast pace when a whole batch may, or after a tenth of a second. Not sooner: the pace is
      // counted in whole milliseconds, so a pass in the same millisecond as the last is allowed one copy.
      if (allowed < room && bulk.length === limit) {
        this.#paceWaitMs = Math.max(pace.spacingMs, Math.min(this.#batchSize * pace.spacingMs, 100));
      }
    }
    await Promise.all(claimed.map((delivery) => this.#deliver(delivery)));
    return claimed.length;
  }

  /** Whether a delivery to the organisation has been failing for longer than `alertAfterMs`, and since when. */
  async health(): Promise<DeliveryHealth> {
    const untilDelivered = [...this.#channels.values()]
      .filter((channel) => !channel.giveUp)
      .map((channel) => channel.name);
    const since = await failingSince(await this.#storage.ready(), untilDelivered);
    return since !== null && this.#now() - since >= this.#alertAfterMs
      ? { deliveries: "failing", failingSince: new Date(since).toISOString() }
      : { deliveries: "ok" };
  }

  /** Waits until no submission has been stored for `quietMs`, or `maxDeferMs` at most. */
  async #untilFormsAreQuiet(): Promise<void> {
    const deadline = performance.now() + this.#maxDeferMs;
    for (;;) {
      const now = performance.now();
      const wait = Math.min(this.#lastSubmissionAt + this.#quietMs, deadline) - now;
      if (wait <= 0 || this.#stopped) return;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }

  async #drain(): Promise<void> {
    try {
      while (!this.#stopped) {
        await this.#untilFormsAreQuiet();
        // Less than a full batch: nothing more is due right now.
        if (this.#stopped || (await this.runOnce()) < this.#batchSize) break;
      }
      if (this.#unreachableLogged) this.#log("Delivery worker: database reachable again, deliveries resume");
      this.#unreachableLogged = false;
    } catch (error) {
      if (!this.#unreachableLogged) {
        this.#log(`Delivery worker: cannot read the outbox (${(error as Error).message}); retrying`);
        this.#unreachableLogged = true;
      }
    }
  }

  /**
   * Records the deliveries that finish in the same turn of the event loop with one statement:
   * each statement is a commit with its own disk sync, and a submission's e-mails and webhook
   * tend to finish together.
   */
  #recordDelivered(id: string): Promise<void> {
    this.#delivered.push(id);
    this.#recording ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      const ids = this.#delivered.splice(0);
      this.#recording = undefined;
      return markDelivered(this.#storage.db, ids, this.#now());
    });
    return this.#recording;
  }

  async #deliver(delivery: ClaimedDelivery): Promise<void> {
    const channel = this.#channels.get(delivery.channel);
    if (!channel) return;
    let failure: Error | undefined;
    let outcome: void | "not needed" = undefined;
    try {
      outcome = await attempt(channel, delivery);
    } catch (error) {
      failure = error instanceof Error ? error : new Error(String(error));
    }
    const db = this.#storage.db;
    try {
      if (outcome === "not needed") {
        await dropDelivery(db, delivery.id, this.#now());
        return;
      }
      if (!failure) {
        await this.#recordDelivered(delivery.id);
        this.#observer?.deliverySent(delivery.channel);
        this.#log(`Delivered ${describe(delivery)} by ${delivery.channel}`, {
          ...fieldsOf(delivery),
          event: "delivery.sent",
        });
        return;
      }
      const now = this.#now();
      const since = delivery.failingSince ?? now;
      const kind = failureKind(failure);
      if (channel.giveUp && (kind !== "temporary" || now - since >= this.#giveUpAfterMs)) {
        const reason = kind === "temporary" ? "failing too long" : kind;
        await this.#giveUp(channel, delivery, { reason, error: failure.message, at: now });
        return;
      }
      const wait = retryDelayMs(delivery.attempts, this.#backoff);
      const overdue = !channel.giveUp && now - since >= this.#alertAfterMs;
      this.#log(
        `Delivery of ${describe(delivery)} by ${delivery.channel} failed (attempt ${delivery.attempts}): ${failure.message}; retrying in ${Math.round(wait / 1000)} s` +
          (overdue
            ? `; failing since ${new Date(since).toISOString()}, for more than ${hours(this.#alertAfterMs)} h`
            : ""),
        { ...fieldsOf(delivery), event: "delivery.retried" },
      );
      await markFailed(db, delivery.id, this.owner, { error: failure.message, nextAttemptAt: now + wait, now });
      this.#observer?.deliveryRetried(delivery.channel);
    } catch (error) {
      // The outcome could not be recorded: the claim's lease runs out and the row is tried again.
      this.#log(`Delivery worker: could not record a delivery outcome: ${(error as Error).message}`);
    }
  }

  /** Gives the delivery up with what its channel records beside it, in one transaction, and says so in the log. */
  async #giveUp(channel: DeliveryChannel | SubscriberChannel, delivery: ClaimedDelivery, givenUp: GivenUp) {
    const given = await giveUpDelivery(
      this.#storage.db,
      delivery.id,
      this.owner,
      { error: givenUp.error, refused: givenUp.reason === "refused", now: givenUp.at },
      (transaction) =>
        "deliverToSubscriber" in channel
          ? (channel.giveUp?.record(transaction, delivery.message as SubscriberMessage, givenUp) ?? Promise.resolve())
          : (channel.giveUp?.record(transaction, delivery.submission as SubmissionRecord, givenUp) ??
            Promise.resolve()),
    );
    if (given) {
      this.#observer?.deliveryGivenUp(delivery.channel, givenUp.reason);
      this.#log(
        `Delivery of ${describe(delivery)} by ${delivery.channel} given up (${givenUp.reason}, attempt ${delivery.attempts}): ${givenUp.error}`,
        { ...fieldsOf(delivery), event: "delivery.given-up" },
      );
    }
  }
}

const hours = (ms: number) => Math.round(ms / hourMs);

/** What the log says of every delivery: which row, of which kind, at which attempt, for which request. */
function fieldsOf(delivery: ClaimedDelivery) {
  return {
    deliveryId: delivery.id,
    kind: delivery.channel,
    attempt: delivery.attempts,
    requestId: delivery.requestId ?? undefined,
  };
}

function describe(delivery: ClaimedDelivery): string {
  if (delivery.submission) return `submission ${delivery.submission.id}`;
  const { subscriberId } = delivery.message;
  if (subscriberId) return `subscriber ${subscriberId}'s message`;
  // A subscription event outlives its subscriber's erasure; the desk's e-mails and wakes have no subscriber.
  return delivery.channel === "subscription-event" ? "an erased subscriber's event" : "a message";
}

/** Hands the row to its channel; a row of the other kind than the channel takes has nothing to send. */
function attempt(channel: DeliveryChannel | SubscriberChannel, delivery: ClaimedDelivery) {
  if ("deliverToSubscriber" in channel) {
    return delivery.message ? channel.deliverToSubscriber(delivery.message) : Promise.resolve("not needed" as const);
  }
  return delivery.submission ? channel.deliver(delivery.submission) : Promise.resolve("not needed" as const);
}
