import { Counter, type Histogram, type Registry } from "prom-client";
import type { RouteKind } from "./metrics-route-kind";

/** The request histogram's upper bounds, in seconds. */
export const requestDurationBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** One kind of route's answers: how many in each status class (index 1 to 5), and their times. */
type KindTally = { byStatusClass: number[]; buckets: number[]; sum: number; count: number };

/**
 * The requests answered, by kind of route and status class, and the histogram of their times, counted
 * on the request's path in plain numbers and written out by prom-client when Prometheus scrapes.
 * prom-client's own `inc` and `observe` check and hash their labels on every call: on
 * `npm run bench -- operations` that was about 5% of a home page request's CPU, most of what keeping
 * metrics cost (docs/decisions/027-metrics-and-logs.md). Here a request costs an array index and a walk
 * of eleven bounds.
 */
export function requestMetrics(registry: Registry) {
  const tallies = new Map<RouteKind, KindTally>();
  const tallyOf = (kind: RouteKind) => {
    let tally = tallies.get(kind);
    if (!tally) {
      tally = { byStatusClass: [0, 0, 0, 0, 0, 0], buckets: requestDurationBuckets.map(() => 0), sum: 0, count: 0 };
      tallies.set(kind, tally);
    }
    return tally;
  };

  new Counter({
    name: "http_requests_total",
    help: "HTTP requests answered, by kind of route and status class (2xx, 3xx, 4xx, 5xx).",
    labelNames: ["route_kind", "status"] as const,
    registers: [registry],
    // Set from the tally at each scrape: the tally only grows, so the counter does too.
    collect() {
      this.reset();
      for (const [kind, { byStatusClass }] of tallies) {
        byStatusClass.forEach((answered, statusClass) => {
          if (answered > 0) this.inc({ route_kind: kind, status: `${statusClass}xx` }, answered);
        });
      }
    },
  });

  // prom-client's Histogram takes observations one at a time and offers no way to set its buckets, so
  // the histogram is a metric of the registry's own shape (the `get()` every prom-client metric has):
  // the same samples, names and labels its Histogram writes (tests/unit/server/metrics-request-tally.test.ts
  // compares the two).
  const name = "http_request_duration_seconds";
  const duration = {
    name,
    help: "Time from a request's arrival to the end of its answer, by kind of route.",
    type: "histogram" as const,
    aggregator: "sum" as const,
    reset: () => tallies.clear(),
    async get() {
      const values = [...tallies].flatMap(([kind, tally]) => {
        let cumulative = 0;
        return [
          ...requestDurationBuckets.map((le, index) => {
            cumulative += tally.buckets[index];
            return { metricName: `${name}_bucket`, labels: { le, route_kind: kind }, value: cumulative };
          }),
          { metricName: `${name}_bucket`, labels: { le: "+Inf", route_kind: kind }, value: tally.count },
          { metricName: `${name}_sum`, labels: { route_kind: kind }, value: tally.sum },
          { metricName: `${name}_count`, labels: { route_kind: kind }, value: tally.count },
        ];
      });
      return { name, help: duration.help, type: duration.type, aggregator: duration.aggregator, values };
    },
  };
  registry.registerMetric(duration as unknown as Histogram);

  return (kind: RouteKind, statusCode: number, seconds: number) => {
    const tally = tallyOf(kind);
    tally.byStatusClass[Math.floor(statusCode / 100)]++;
    const bucket = requestDurationBuckets.findIndex((bound) => seconds <= bound);
    if (bucket !== -1) tally.buckets[bucket]++;
    tally.sum += seconds;
    tally.count++;
  };
}
