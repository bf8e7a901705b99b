/**
 * The production server as a whole: body limits before the router, storage of a
 * real form post, pages and /healthz while the database is down and after it comes
 * back, and a graceful stop on SIGTERM.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer as createHttpServer, request as httpRequest } from "node:http";
import { createConnection, createServer, type Server, type Socket } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { DatabaseLocation } from "../../server/env";
import { Storage } from "../../server/storage/database";
import { listSubmissions } from "../../server/submissions/submission-store";
import { freePort } from "../support/free-port";
import { postForm, type RunningServer, startProductionServer, validFields } from "../support/production-server";
import { createTestDatabase, databaseKinds, type DatabaseKind, type TestDatabase } from "../support/test-databases";

const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function testDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  const database = await createTestDatabase(kind);
  cleanups.push(() => database.drop());
  return database;
}

async function server(env: Record<string, string>): Promise<RunningServer> {
  const running = await startProductionServer(env);
  cleanups.push(() => running.stop("SIGKILL"));
  return running;
}

async function stored(location: DatabaseLocation) {
  const storage = new Storage(location, () => {});
  try {
    return await listSubmissions(await storage.ready());
  } finally {
    await storage.close();
  }
}

/** Sends a body over 32 KiB, with Content-Length or chunked; resolves with the status and text. */
function postLarge(url: string, chunked: boolean): Promise<{ status: number; text: string }> {
  const body = Buffer.alloc(40 * 1024, "a");
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${url}/contact`,
      {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          ...(chunked ? { "Transfer-Encoding": "chunked" } : { "Content-Length": body.length }),
        },
      },
      (res) => {
        let text = "";
        res.on("data", (chunk: Buffer) => (text += chunk.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on("error", reject);
    if (chunked) {
      for (let offset = 0; offset < body.length; offset += 8192) req.write(body.subarray(offset, offset + 8192));
      req.end();
    } else {
      req.end(body);
    }
  });
}

/** A TCP relay to PostgreSQL that the test can cut and restore: the database "goes away" and "comes back". */
async function switchableRelay(target: URL) {
  const port = await freePort();
  const sockets = new Set<Socket>();
  let relay: Server | undefined;
  return {
    port,
    async up() {
      relay = createServer((client) => {
        const upstream = createConnection(Number(target.port), target.hostname);
        sockets.add(client).add(upstream);
        client.pipe(upstream).pipe(client);
        const close = () => {
          client.destroy();
          upstream.destroy();
        };
        client.on("error", close).on("close", close);
        upstream.on("error", close).on("close", close);
      });
      await new Promise<void>((resolve) => relay?.listen(port, "127.0.0.1", resolve));
    },
    async down() {
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      await new Promise<void>((resolve) => (relay ? relay.close(() => resolve()) : resolve()));
      relay = undefined;
    },
  };
}

/** A database that is down at first; `restore()` brings it up. */
async function databaseDownAtFirst(kind: DatabaseKind) {
  if (kind === "sqlite") {
    // The data folder's path is blocked by a file: the database cannot be opened until it goes.
    const dir = mkdtempSync(path.join(os.tmpdir(), "site-test-blocked-"));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const blocker = path.join(dir, "data");
    writeFileSync(blocker, "not a folder");
    const file = path.join(blocker, "site.db");
    return {
      url: `file:${file}`,
      location: { kind: "sqlite", file } as DatabaseLocation,
      restore: async () => rmSync(blocker),
    };
  }
  const database = await testDatabase(kind);
  const target = new URL(database.url);
  const relay = await switchableRelay(target);
  cleanups.push(() => relay.down());
  const url = new URL(database.url);
  url.port = String(relay.port);
  return {
    url: url.href,
    location: { kind: "postgres", url: url.href } as DatabaseLocation,
    restore: () => relay.up(),
  };
}

describe("the production server", () => {
  it(
    "refuses bodies over 32 KiB with 413 before the router reads them, stores a valid post, and rate limits",
    { timeout: 120_000 },
    async () => {
      const database = await testDatabase("sqlite");
      const running = await server({ DATABASE_URL: database.url, RATE_LIMIT_PER_MINUTE: "3" });

      for (const chunked of [false, true]) {
        const response = await postLarge(running.url, chunked);
        expect(response.status).toBe(413);
        expect(response.text).toMatch(/too large/i);
      }
      expect(await stored(database.location)).toEqual([]);

      const fields = validFields("demo-request", "stored");
      const response = await postForm(running.url, "demo-request", fields);
      expect(response.status).toBe(200);
      const [submission] = await stored(database.location);
      expect(submission).toMatchObject({ form: "demo-request" });
      expect(submission.fields).toMatchObject({
        name: fields.name,
        organization: fields.organization,
        role: "cto",
        message: fields.message,
      });
      expect(running.output()).toContain("submissions are stored but NOT delivered");

      const health = await fetch(`${running.url}/healthz`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: "ok", database: "ok", deliveries: "ok" });

      // Three a minute: two more pass, then the client is refused, cheaply and with a wait time.
      for (const marker of ["second", "third"]) {
        expect((await postForm(running.url, "contact", validFields("contact", marker))).status).toBe(200);
      }
      const limited = await fetch(`${running.url}/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(validFields("contact", "fourth")),
      });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await limited.text()).toContain("Too many submissions from your connection");
      expect((await fetch(`${running.url}/contact`)).status).toBe(200);
      expect(await stored(database.location)).toHaveLength(3);

      expect(await running.stop("SIGTERM")).toBe(0);
      expect(running.output()).toContain("SIGTERM received");
    },
  );

  it("stops with an error, not a claim that it listens, when its port is taken", { timeout: 120_000 }, async () => {
    // Another site on the port, answering /healthz: a server that only said it listened would pass for started.
    const port = await freePort();
    const other = createHttpServer((_request, response) => response.end("ok"));
    await new Promise<void>((resolve) => other.listen(port, "127.0.0.1", resolve));
    cleanups.push(() => new Promise((resolve) => other.close(resolve)));
    const database = await testDatabase("sqlite");

    const start = startProductionServer({ DATABASE_URL: database.url }, port);
    await expect(start).rejects.toThrow(/the server exited with 1:[\s\S]*EADDRINUSE/);
    await expect(start).rejects.not.toThrow(/listening on/);
  });

  it(
    "answers the browser's posts on the forms' JSON endpoint with the action's own reply",
    { timeout: 120_000 },
    async () => {
      const database = await testDatabase("sqlite");
      const running = await server({ DATABASE_URL: database.url, RATE_LIMIT_PER_MINUTE: "0" });

      const sent = await postForm(running.url, "company-contact", validFields("company-contact", "json"), {
        asJson: true,
      });
      expect(sent.status).toBe(200);
      expect(JSON.parse(sent.text)).toMatchObject({
        form: "company-contact",
        outcome: "sent",
        token: expect.any(String),
      });
      expect(await stored(database.location)).toMatchObject([{ form: "company-contact" }]);

      const invalid = await postForm(
        running.url,
        "company-contact",
        { ...validFields("company-contact", "short"), message: "Too short" },
        { asJson: true },
      );
      expect(invalid.status).toBe(422);
      expect(JSON.parse(invalid.text)).toMatchObject({
        outcome: "invalid",
        result: { error: { fieldErrors: { message: [expect.any(String)] } } },
      });

      const unknown = await fetch(`${running.url}/forms/newsletter`, {
        method: "POST",
        body: new URLSearchParams({ name: "x" }),
      });
      expect(unknown.status).toBe(404);
      expect((await fetch(`${running.url}/forms/contact`)).status).toBe(405);
      expect(await stored(database.location)).toHaveLength(1);
      expect(await running.stop("SIGTERM")).toBe(0);
    },
  );

  it.each(databaseKinds)(
    "keeps serving pages while %s is down, answers 503 on /healthz and the forms, and recovers when it is back",
    { timeout: 120_000 },
    async (kind) => {
      const database = await databaseDownAtFirst(kind);
      const running = await server({ DATABASE_URL: database.url, RATE_LIMIT_PER_MINUTE: "0" });
      expect(running.output()).toContain("The database is unreachable");

      expect((await fetch(`${running.url}/`)).status).toBe(200);
      expect((await fetch(`${running.url}/contact`)).status).toBe(200);
      const health = await fetch(`${running.url}/healthz`);
      expect(health.status).toBe(503);
      expect(await health.json()).toEqual({ status: "unavailable", database: "unreachable" });
      const refused = await postForm(running.url, "contact", validFields("contact", "while-down"));
      expect(refused.status).toBe(503);
      expect(refused.text).toContain("We could not save your message");

      await database.restore();
      expect((await fetch(`${running.url}/healthz`)).status).toBe(200);
      const accepted = await postForm(running.url, "contact", validFields("contact", "after-recovery"));
      expect(accepted.status).toBe(200);
      expect((await stored(database.location)).map((submission) => submission.fields.message)).toEqual([
        "Message after-recovery",
      ]);
    },
  );
});
