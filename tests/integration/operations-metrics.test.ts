/**
 * The server's metrics (server/operations/metrics*.ts), read as Prometheus reads them from the real
 * production server: on their own port, or on the main port with the bearer token and never without it.
 */
import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { observeStorage } from "../../server/operations/metrics-storage";
import { createMetrics } from "../../server/operations/metrics";
import { Storage } from "../../server/storage/database";
import { freePort } from "../support/free-port";
import { sampleValue } from "../support/metrics-text";
import { postForm, startProductionServer, validFields } from "../support/production-server";
import { eventually } from "../support/receivers";
import { createTestDatabase, databaseKinds, unreachableDatabase } from "../support/test-databases";

const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const metricsToken = randomBytes(32).toString("hex");
/** The same length and alphabet as the token, with other bytes. */
const forgedToken = [...metricsToken].map((char) => (char === "a" ? "b" : "a")).join("");

async function scrape(url: string, token?: string) {
  const response = await fetch(url, token ? { headers: { Authorization: `Bearer ${token}` } } : {});
  return { status: response.status, headers: response.headers, text: await response.text() };
}

describe.each(databaseKinds)("the metrics of a running server (%s)", (kind) => {
  it(
    "count requests by kind of route, refusals and deliveries, and report the outbox, on their own port and to the token's bearer",
    { timeout: 120_000 },
    async () => {
      const database = await createTestDatabase(kind);
      cleanups.push(() => database.drop());
      const metricsPort = await freePort();
      // Nothing listens on this relay: the department's e-mail keeps failing and stays in the outbox.
      const deadRelay = await freePort();
      const server = await startProductionServer({
        DATABASE_URL: database.url,
        METRICS_PORT: String(metricsPort),
        METRICS_TOKEN: metricsToken,
        SMTP_URL: `smtp://127.0.0.1:${deadRelay}`,
        RECEIPT_EMAIL: "off",
        RATE_LIMIT_PER_MINUTE: "1",
        DELIVERY_RETRY_BASE_SECONDS: "1",
      });
      cleanups.push(() => server.stop());
      const ownPort = `http://127.0.0.1:${metricsPort}/metrics`;

      expect((await fetch(`${server.url}/`)).status).toBe(200);
      expect((await fetch(`${server.url}/insights/rss.xml`)).status).toBe(200);
      expect((await fetch(`${server.url}/no-such-page`)).status).toBe(404);
      expect((await postForm(server.url, "contact", validFields("contact", "first"))).status).toBe(200);
      // Over the limit of one a minute: the action refuses, then the flood guard repeats the refusal.
      expect((await postForm(server.url, "contact", validFields("contact", "second"))).status).toBe(429);
      expect((await postForm(server.url, "contact", validFields("contact", "third"))).status).toBe(429);

      const before = await scrape(ownPort);
      expect(before.status).toBe(200);
      expect(before.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
      const count = (text: string, labels: Record<string, string>) => sampleValue(text, "http_requests_total", labels);
      expect(count(before.text, { route_kind: "page", status: "2xx" })).toBe(1);
      expect(count(before.text, { route_kind: "page", status: "4xx" })).toBe(1);
      expect(count(before.text, { route_kind: "feed", status: "2xx" })).toBe(1);
      expect(count(before.text, { route_kind: "form", status: "2xx" })).toBe(1);
      expect(count(before.text, { route_kind: "form", status: "4xx" })).toBe(2);
      expect(sampleValue(before.text, "http_request_duration_seconds_count", { route_kind: "form" })).toBe(3);
      expect(sampleValue(before.text, "rate_limit_refusals_total", { limiter: "form" })).toBe(1);
      expect(sampleValue(before.text, "rate_limit_refusals_total", { limiter: "flood_guard" })).toBe(1);
      // Each scrape gives the database a second to answer (server/operations/metrics-storage.ts): on a
      // machine busy with the whole suite one can miss it, and the next asks again.
      await expect
        .poll(async () => sampleValue((await scrape(ownPort)).text, "database_up"), { timeout: 20_000 })
        .toBe(1);
      expect(sampleValue(before.text, "nodejs_eventloop_lag_p99_seconds")).toBeGreaterThanOrEqual(0);
      expect(sampleValue(before.text, "process_resident_memory_bytes")).toBeGreaterThan(0);
      // No path, address or id is ever a label.
      expect(before.text).not.toMatch(/no-such-page|127\.0\.0\.1|tester@example\.com|rss\.xml/);

      // The e-mail to the department fails, is retried, and waits in the outbox.
      const failing = await eventually(async () => {
        const { text } = await scrape(ownPort);
        return (sampleValue(text, "deliveries_retried_total", { kind: "email" }) ?? 0) >= 1 ? text : undefined;
      });
      expect(sampleValue(failing, "outbox_messages", { kind: "email" })).toBe(1);
      expect(sampleValue(failing, "outbox_oldest_failing_seconds", { kind: "email" })).toBeGreaterThan(0);
      expect(sampleValue(failing, "deliveries_sent_total", { kind: "email" })).toBeUndefined();

      // On the main port, only with the token: no token, a forged one, another scheme are all refused.
      for (const token of [undefined, forgedToken]) {
        const refused = await scrape(`${server.url}/metrics`, token);
        expect(refused.status, `token ${token ?? "absent"}`).toBe(401);
        expect(refused.text).not.toContain("http_requests_total");
      }
      const basic = await fetch(`${server.url}/metrics`, { headers: { Authorization: `Basic ${metricsToken}` } });
      expect(basic.status).toBe(401);
      const allowed = await scrape(`${server.url}/metrics`, metricsToken);
      expect(allowed.status).toBe(200);
      expect(allowed.headers.get("cache-control")).toBe("no-store");
      expect(count(allowed.text, { route_kind: "health", status: "4xx" })).toBe(3);
      // The metrics port answers /metrics alone.
      expect((await fetch(`http://127.0.0.1:${metricsPort}/`)).status).toBe(404);
    },
  );

  it("count failed queries, and report the last good backup's age", async () => {
    const database = await createTestDatabase(kind);
    cleanups.push(() => database.drop());
    const metrics = createMetrics();
    const storage = new Storage(database.location, () => {}, metrics.databaseError);
    cleanups.push(() => storage.close());
    const lastBackup: { age?: number } = {};
    observeStorage(metrics.registry, { storage, backupAge: () => lastBackup.age });
    const db = await storage.ready();
    await expect(sql`select * from no_such_table`.execute(db)).rejects.toThrow();
    const never = await metrics.registry.metrics();
    expect(sampleValue(never, "database_errors_total")).toBe(1);
    expect(sampleValue(never, "backup_last_good_age_seconds")).toBe(Number.POSITIVE_INFINITY);
    lastBackup.age = 3_600;
    expect(sampleValue(await metrics.registry.metrics(), "backup_last_good_age_seconds")).toBe(3_600);
  });
});

it("reports the database down while it cannot be reached, and the outbox not at all", { timeout: 30_000 }, async () => {
  const metrics = createMetrics();
  const storage = new Storage(unreachableDatabase("postgres"), () => {});
  cleanups.push(() => storage.close());
  observeStorage(metrics.registry, { storage });
  const text = await metrics.registry.metrics();
  expect(sampleValue(text, "database_up")).toBe(0);
  expect(text).not.toMatch(/^outbox_messages\{/m);
  expect(text).not.toContain("backup_last_good_age_seconds");
});
