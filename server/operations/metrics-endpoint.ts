import { createHash, timingSafeEqual } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { RequestHandler } from "express";
import type { Registry } from "prom-client";

async function exposition(registry: Registry) {
  return { type: registry.contentType, body: await registry.metrics() };
}

/**
 * Compares digests, so the time taken says nothing of the token: neither its bytes nor its length.
 * The comparison runs in full whatever the first differing byte.
 */
function sameToken(given: string, expected: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * /metrics on the main port: only for a request carrying METRICS_TOKEN as its bearer token. Anyone else
 * gets a 401 that says nothing more, and the metrics are never cached on the way.
 */
export function metricsWithToken(registry: Registry, token: string): RequestHandler {
  return (req, res, next) => {
    const [scheme, given] = (req.get("authorization") ?? "").split(" ");
    res.setHeader("Cache-Control", "no-store");
    if (scheme !== "Bearer" || !given || !sameToken(given, token)) {
      res.status(401).set("WWW-Authenticate", 'Bearer realm="metrics"').type("text").send("Unauthorized\n");
      return;
    }
    exposition(registry).then(({ type, body }) => void res.type(type).send(body), next);
  };
}

/**
 * The metrics on a port of their own (METRICS_PORT, on METRICS_HOST: loopback unless told otherwise),
 * answering GET /metrics and nothing else. Resolves once it listens.
 */
export function serveMetrics(registry: Registry, { port, host }: { port: number; host: string }): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method !== "GET" || new URL(req.url ?? "/", "http://metrics").pathname !== "/metrics") {
      res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not Found\n");
      return;
    }
    exposition(registry).then(
      ({ type, body }) => res.writeHead(200, { "Content-Type": type, "Cache-Control": "no-store" }).end(body),
      () =>
        res
          .writeHead(503, { "Content-Type": "text/plain; charset=utf-8" })
          .end("The metrics could not be read just now\n"),
    );
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve(server);
    });
  });
}
