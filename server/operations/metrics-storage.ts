import { Gauge, type Registry } from "prom-client";
import type { Storage } from "../storage/database";
import type { ChannelName } from "../storage/schema";

/** How long ago the last good backup was taken, in seconds; undefined when none has been. */
export type BackupAge = () => number | undefined;

/** How long a scrape waits for the database before it reports it down. */
const probeTimeoutMs = 1_000;

type OutboxKindRow = { kind: ChannelName; messages: number; oldestDue: number | null; oldestFailing: number | null };

/** Per kind of row: how many wait to be delivered, and since when the oldest one due and the oldest failing one. */
async function outboxByKind(storage: Storage, now: number): Promise<OutboxKindRow[]> {
  const rows = await storage.db
    .selectFrom("deliveries")
    .select((eb) => [
      "channel as kind",
      eb.fn.countAll().as("messages"),
      eb.fn
        .min(eb.case().when("next_attempt_at", "<=", now).then(eb.ref("next_attempt_at")).else(null).end())
        .as("oldestDue"),
      eb.fn.min("failing_since").as("oldestFailing"),
    ])
    .where("delivered_at", "is", null)
    .where("failed_at", "is", null)
    .groupBy("channel")
    .execute();
  return rows.map((row) => ({
    kind: row.kind,
    messages: Number(row.messages),
    oldestDue: row.oldestDue === null ? null : Number(row.oldestDue),
    oldestFailing: row.oldestFailing === null ? null : Number(row.oldestFailing),
  }));
}

type StorageReading = { at: number; reachable: boolean; outbox: OutboxKindRow[] };

/** While the database does not answer, the outbox is reported empty of kinds rather than with a stale count. */
async function readStorage(storage: Storage, at: number): Promise<StorageReading> {
  const reachable = await storage.isReachable(probeTimeoutMs);
  const outbox = reachable ? await outboxByKind(storage, at).catch(() => []) : [];
  return { at, reachable, outbox };
}

/**
 * The metrics read from the database when Prometheus asks (never on a visitor's request): whether it
 * answers, and the outbox by kind. The last good backup's age comes from the backups (server/operations/backup*.ts)
 * when they are wired in; +Inf when none has been taken yet.
 */
export function observeStorage(
  registry: Registry,
  { storage, backupAge, now = Date.now }: { storage: Storage; backupAge?: BackupAge; now?: () => number },
) {
  const registers = [registry];
  // One probe and one query per scrape, shared by the gauges: prom-client reads them all at once.
  let pending: Promise<StorageReading> | undefined;
  const reading = () => (pending ??= readStorage(storage, now()).finally(() => (pending = undefined)));
  const perKind = (name: string, help: string, value: (row: OutboxKindRow, at: number) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ["kind"] as const,
      registers,
      async collect() {
        const { at, outbox } = await reading();
        this.reset();
        for (const row of outbox) this.set({ kind: row.kind }, value(row, at));
      },
    });
  const secondsSince = (at: number, since: number | null) => (since === null ? 0 : Math.max(0, at - since) / 1000);
  new Gauge({
    name: "database_up",
    help: `1 when the database answered a trivial query within ${probeTimeoutMs / 1000} s at this scrape, else 0.`,
    registers,
    async collect() {
      this.set((await reading()).reachable ? 1 : 0);
    },
  });
  perKind(
    "outbox_messages",
    "Outbox rows waiting to be delivered (due or not yet due, neither delivered nor given up), by kind.",
    (row) => row.messages,
  );
  perKind(
    "outbox_oldest_due_age_seconds",
    "How long the longest-waiting due outbox row has been due, by kind; 0 when none is due.",
    (row, at) => secondsSince(at, row.oldestDue),
  );
  perKind(
    "outbox_oldest_failing_seconds",
    "How long the longest-failing outbox row has been failing, by kind; 0 when none is failing.",
    (row, at) => secondsSince(at, row.oldestFailing),
  );
  if (backupAge) {
    new Gauge({
      name: "backup_last_good_age_seconds",
      help: "How long ago the last good backup was taken; +Inf when none has been.",
      registers,
      collect() {
        this.set(backupAge() ?? Number.POSITIVE_INFINITY);
      },
    });
  }
}
