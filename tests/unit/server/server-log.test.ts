import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { createServerLog } from "../../../server/operations/log";
import { currentRequestId } from "../../../server/operations/log-context";
import { carryRequestId, logRequests } from "../../../server/operations/log-requests";

function capturedLog() {
  const written: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      written.push(...chunk.toString().split("\n").filter(Boolean));
      done();
    },
  });
  const serverLog = createServerLog(destination);
  return { ...serverLog, lines: () => written.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

const servers: { close(): void }[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

async function serve(trustProxy: boolean | string) {
  const captured = capturedLog();
  const counted: [kind: string, status: number, seconds: number][] = [];
  const app = express();
  app.set("trust proxy", trustProxy);
  app.use(
    logRequests({
      logger: captured.logger,
      hash: captured.hash,
      routeKind: (_method, path) => (path === "/missing" ? "other" : "page"),
      countAnswer: (...answer) => counted.push(answer),
    }),
  );
  app.use(carryRequestId);
  app.get("/missing", (_req, res) => void res.status(404).send("none"));
  app.get("/{*splat}", (_req, res) => void res.send(currentRequestId()));
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, counted, ...captured };
}

describe("the server's log", () => {
  it("writes one JSON object a line, with every address turned into the same keyed hash", () => {
    const { log, lines } = capturedLog();
    log("Delivery failed: 550 5.1.1 <Jörg.Müller@example.de>: no such user", { kind: "email" });
    log("Again for jörg.müller@example.de");
    const [first, second] = lines();
    expect(first).toMatchObject({ level: "info", kind: "email" });
    expect(String(first.msg)).toMatch(/^Delivery failed: 550 5\.1\.1 <address:[\w-]{16}>: no such user$/);
    const hashOf = (line: Record<string, unknown>) => /address:([\w-]{16})/.exec(String(line.msg))?.[1];
    expect(hashOf(second)).toBe(hashOf(first));
    expect(JSON.stringify(lines())).not.toMatch(/example\.de/);
  });

  it("hashes a value the same way however many others come between, and two values apart", () => {
    const { hash } = capturedLog();
    const first = hash("203.0.113.7");
    for (let other = 0; other < 2_500; other++) hash(`198.51.100.${other}`);
    expect(hash("203.0.113.7")).toBe(first);
    expect(hash("203.0.113.8")).not.toBe(first);
    expect(first).toMatch(/^[\w-]{16}$/);
    // Another process, another key: the hash cannot be made again from outside.
    expect(capturedLog().hash("203.0.113.7")).not.toBe(first);
  });

  it("never writes the headers that carry a session, a token or a client's address", () => {
    const { logger, lines } = capturedLog();
    logger.info({
      headers: { cookie: "desk_session=abc", authorization: "Bearer xyz", "x-forwarded-for": "203.0.113.9" },
    });
    expect(JSON.stringify(lines())).not.toMatch(/abc|xyz|203\.0\.113\.9/);
    expect(lines()[0].headers).toEqual({
      cookie: "[redacted]",
      authorization: "[redacted]",
      "x-forwarded-for": "[redacted]",
    });
  });

  it("takes a request's id from a trusted proxy only, carries it through the request, and logs the request without its query or client address", async () => {
    const trusting = await serve("loopback");
    const named = await fetch(`${trusting.url}/page?token=secret-token`, { headers: { "X-Request-Id": "edge-1" } });
    expect(named.headers.get("x-request-id")).toBe("edge-1");
    expect(await named.text()).toBe("edge-1");
    const malformed = await fetch(`${trusting.url}/`, { headers: { "X-Request-Id": "two words" } });
    expect(malformed.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);

    const wary = await serve(false);
    const forged = await fetch(`${wary.url}/`, { headers: { "X-Request-Id": "edge-1" } });
    const generated = forged.headers.get("x-request-id");
    expect(generated).toMatch(/^[0-9a-f-]{36}$/);
    expect(await forged.text()).toBe(generated);

    await expect.poll(() => trusting.lines().length).toBe(2);
    const [line] = trusting.lines();
    expect(line).toMatchObject({ msg: "request", requestId: "edge-1", method: "GET", path: "/page", status: 200 });
    expect(line.client).toMatch(/^[\w-]{16}$/);
    expect(JSON.stringify(trusting.lines())).not.toMatch(/secret-token|127\.0\.0\.1/);
  });

  it("tells the metrics of each request once, from the log's own listener, with the kind, status and time it logs", async () => {
    const site = await serve("loopback");
    await (await fetch(`${site.url}/page`)).text();
    await (await fetch(`${site.url}/missing`)).text();
    await expect.poll(() => site.lines().length).toBe(2);
    expect(site.counted.map(([kind, status]) => [kind, status])).toEqual([
      ["page", 200],
      ["other", 404],
    ]);
    site.lines().forEach((line, index) => {
      expect([line.routeKind, line.status]).toEqual(site.counted[index].slice(0, 2));
      expect(line.durationMs).toBe(Math.round(site.counted[index][2] * 1e5) / 100);
    });
  });
});
