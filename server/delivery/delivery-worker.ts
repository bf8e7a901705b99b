import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type { Storage } from "../storage/database";
import { type BackoffOptions, retryDelayMs } from "./backoff";
import type { DeliveryChannel, SubscriberChannel } from "./channels";
import { type ClaimedDelivery, claimDueDeliveries, dropDelivery, markDelivered, markFailed } from "./outbox";

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
  now?: () => number;
  log?: (message: string) => void;
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
  readonly #now: () => number;
  readonly #log: (message: string) => void;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #stopped = true;
  // Stryker disable next-line BooleanLiteral: a wake pending at start only adds one pass that finds nothing more
  #wakeAgain = false;
  #unreachableLogged = false;
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
    this.#now = options.now ?? Date.now;
    this.#log = options.log ?? console.error;
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
        this.#timer = setTimeout(() => this.#run(), this.#pollMs);
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

  /** One pass: claims and delivers at most one batch; returns how many were attempted. */
  async runOnce(): Promise<number> {
    const db = await this.#storage.ready();
    const claimed = await claimDueDeliveries(db, this.#storage.dialect, {
      owner: this.owner,
      channels: [...this.#channels.keys()] as ClaimedDelivery["channel"][],
      now: this.#now(),
      leaseMs: this.#leaseMs,
      limit: this.#batchSize,
    });
    await Promise.all(claimed.map((delivery) => this.#deliver(delivery)));
    return claimed.length;
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
        await dropDelivery(db, delivery.id);
        return;
      }
      if (!failure) {
        await this.#recordDelivered(delivery.id);
        return;
      }
      const wait = retryDelayMs(delivery.attempts, this.#backoff);
      this.#log(
        `Delivery of ${delivery.submission ? `submission ${delivery.submission.id}` : `subscriber ${delivery.message.subscriberId}'s message`} by ${delivery.channel} failed (attempt ${delivery.attempts}): ${failure.message}; retrying in ${Math.round(wait / 1000)} s`,
      );
      await markFailed(db, delivery.id, this.owner, { error: failure.message, nextAttemptAt: this.#now() + wait });
    } catch (error) {
      // The outcome could not be recorded: the claim's lease runs out and the row is tried again.
      this.#log(`Delivery worker: could not record a delivery outcome: ${(error as Error).message}`);
    }
  }
}

/** Hands the row to its channel; a row of the other kind than the channel takes has nothing to send. */
function attempt(channel: DeliveryChannel | SubscriberChannel, delivery: ClaimedDelivery) {
  if ("deliverToSubscriber" in channel) {
    return delivery.message ? channel.deliverToSubscriber(delivery.message) : Promise.resolve("not needed" as const);
  }
  return delivery.submission ? channel.deliver(delivery.submission) : Promise.resolve("not needed" as const);
}
