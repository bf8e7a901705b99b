import fc from "fast-check";
import { Counter, Histogram, Registry } from "prom-client";
import { describe, expect, it } from "vitest";
import { requestDurationBuckets, requestMetrics } from "../../../server/operations/metrics-request-tally";
import type { RouteKind } from "../../../server/operations/metrics-route-kind";

type Answer = [kind: RouteKind, statusCode: number, seconds: number];

/** The same answers counted as prom-client's own Counter and Histogram count them, one call each. */
async function asPromClientWrites(answers: Answer[]) {
  const registry = new Registry();
  const requests = new Counter({
    name: "http_requests_total",
    help: "HTTP requests answered, by kind of route and status class (2xx, 3xx, 4xx, 5xx).",
    labelNames: ["route_kind", "status"],
    registers: [registry],
  });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from a request's arrival to the end of its answer, by kind of route.",
    labelNames: ["route_kind"],
    buckets: requestDurationBuckets,
    registers: [registry],
  });
  for (const [kind, statusCode, seconds] of answers) {
    requests.inc({ route_kind: kind, status: `${Math.floor(statusCode / 100)}xx` });
    duration.observe({ route_kind: kind }, seconds);
  }
  return registry;
}

async function asTallied(answers: Answer[]) {
  const registry = new Registry();
  const answered = requestMetrics(registry);
  for (const answer of answers) answered(...answer);
  return registry;
}

const answer = fc.tuple(
  fc.constantFrom<RouteKind>("page", "asset", "form", "desk", "health"),
  fc.constantFrom(200, 204, 301, 304, 400, 404, 429, 500, 503),
  // Every bound itself, either side of it, and times past the last.
  fc.oneof(fc.constantFrom(0, ...requestDurationBuckets), fc.double({ min: 0, max: 30, noNaN: true })),
);

describe("the request metrics, tallied on the request's path", () => {
  it("write what prom-client's Counter and Histogram write for the same answers", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(answer, { maxLength: 60 }), async (answers) => {
        const [tallied, reference] = await Promise.all([asTallied(answers), asPromClientWrites(answers)]);
        // The histogram sample for sample, in order: its buckets, +Inf, sum and count, series by series.
        expect(await tallied.getSingleMetricAsString("http_request_duration_seconds")).toBe(
          await reference.getSingleMetricAsString("http_request_duration_seconds"),
        );
        // The counter's series may come in another order, which the text format leaves free.
        const lines = async (registry: Registry) =>
          (await registry.getSingleMetricAsString("http_requests_total")).split("\n").sort();
        expect(await lines(tallied)).toEqual(await lines(reference));
      }),
    );
  });

  it("count on from one scrape to the next", async () => {
    const registry = new Registry();
    const answered = requestMetrics(registry);
    answered("page", 200, 0.003);
    expect(await registry.metrics()).toContain('http_requests_total{route_kind="page",status="2xx"} 1');
    answered("page", 200, 0.02);
    answered("page", 503, 12);
    const text = await registry.metrics();
    expect(text).toContain('http_requests_total{route_kind="page",status="2xx"} 2');
    expect(text).toContain('http_requests_total{route_kind="page",status="5xx"} 1');
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.025",route_kind="page"} 2');
    expect(text).toContain('http_request_duration_seconds_bucket{le="+Inf",route_kind="page"} 3');
    expect(text).toContain('http_request_duration_seconds_count{route_kind="page"} 3');
  });
});
