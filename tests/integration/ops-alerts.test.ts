/**
 * The alert rules (ops/prometheus/alerts.yml): valid for Prometheus, each firing when it should and not
 * before (ops/prometheus/alerts.test.yml), and written against metrics the server really exposes.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, expect, it } from "vitest";
import { createMetrics } from "../../server/operations/metrics";
import { observeStorage } from "../../server/operations/metrics-storage";
import { Storage } from "../../server/storage/database";
import { createTestDatabase } from "../support/test-databases";

const rulesDir = path.resolve(import.meta.dirname, "../../ops/prometheus");
const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function promtool(...args: string[]) {
  const result = spawnSync("promtool", args, { cwd: rulesDir, encoding: "utf8" });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

it("passes promtool's check and its unit tests of every alert", () => {
  const check = promtool("check", "rules", "alerts.yml");
  expect(check.output).toContain("SUCCESS");
  expect(check.status, check.output).toBe(0);
  const test = promtool("test", "rules", "alerts.test.yml");
  expect(test.status, test.output).toBe(0);
  expect(test.output).toContain("SUCCESS");
});

it("tests every alert it defines, and alerts only on metrics the server exposes", async () => {
  const rules = readFileSync(path.join(rulesDir, "alerts.yml"), "utf8");
  const tests = readFileSync(path.join(rulesDir, "alerts.test.yml"), "utf8");
  const alerts = [...rules.matchAll(/^\s+- alert: (\w+)$/gm)].map((match) => match[1]);
  expect(alerts.length).toBeGreaterThan(5);
  for (const alert of alerts) expect(tests, `a test of ${alert}`).toContain(`alertname: ${alert}\n`);

  const database = await createTestDatabase("sqlite");
  cleanups.push(() => database.drop());
  const metrics = createMetrics();
  const storage = new Storage(database.location, () => {});
  cleanups.push(() => storage.close());
  observeStorage(metrics.registry, { storage, backupAge: () => 0 });
  const exposed = new Set(
    [...(await metrics.registry.metrics()).matchAll(/^# TYPE (\w+) /gm)].map((match) => match[1]),
  );
  // `up` is Prometheus's own, for every scrape.
  const used = new Set([...rules.matchAll(/\b([a-z_]+(?:_total|_seconds|_up|_messages))\b/g)].map((match) => match[1]));
  expect([...used].sort()).toEqual(
    expect.arrayContaining(["database_up", "http_requests_total", "outbox_messages", "backup_last_good_age_seconds"]),
  );
  for (const name of used) expect(exposed, `the server exposes ${name}`).toContain(name);
});
