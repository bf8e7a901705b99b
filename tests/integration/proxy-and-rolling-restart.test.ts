/**
 * ops/nginx/site.conf, run by Debian's nginx in front of two production servers on one PostgreSQL
 * database: what nginx serves itself (the build's scripts, compressed as built, with the headers
 * Node would send), what it passes to Node (pages with their own policy, redirects, forms), and a
 * rolling restart under load that fails no request and loses no submission.
 */
import { readdirSync, readFileSync } from "node:fs";
import { Agent, get, type IncomingMessage } from "node:http";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { httpsClient, type HttpsClient } from "../support/https-client";
import { type RunningNginx, startNginx } from "../support/nginx";
import { type RunningPrometheus, startPrometheus } from "../support/prometheus";
import { eventually, startWebhookReceiver } from "../support/receivers";
import {
  formPagePaths,
  requireProductionBuild,
  type RunningServer,
  startProductionServer,
  validFields,
} from "../support/production-server";
import {
  postContactForm,
  confirmationsQueued,
  postFormThrough,
  postSubscription,
  rollingRestartUnderLoad,
  type ServerPair,
  startServerPair,
  storedNames,
} from "../support/rolling-restart";
import { createTestDatabase, type TestDatabase } from "../support/test-databases";
import { formNames, type FormName } from "~/forms/submission-service";
import { formEndpointPath, newsletterPaths } from "~/route-table";
import { startAnswerLosingUpstream } from "../support/answer-losing-upstream";

const clientDir = path.join(requireProductionBuild(), "client");
/** The headers helmet adds to every answer (server/app.ts), which nginx must add to what it serves itself. */
const securityHeaders = [
  "strict-transport-security",
  "x-content-type-options",
  "x-frame-options",
  "referrer-policy",
  "cross-origin-resource-policy",
  "origin-agent-cluster",
];

describe("nginx in front of two servers (ops/nginx/site.conf)", () => {
  let database: TestDatabase;
  let pair: ServerPair;
  let nginx: RunningNginx;
  let client: HttpsClient;
  let prometheus: RunningPrometheus;
  let webhook: Awaited<ReturnType<typeof startWebhookReceiver>>;

  beforeAll(async () => {
    database = await createTestDatabase("postgres");
    webhook = await startWebhookReceiver();
    pair = await startServerPair({
      DATABASE_URL: database.url,
      RATE_LIMIT_PER_MINUTE: "0",
      LEADS_WEBHOOK_URL: webhook.url,
      LEADS_WEBHOOK_SECRET: "proxy-test-webhook-secret",
    });
    nginx = await startNginx(pair.ports, clientDir);
    client = httpsClient(nginx.certificate);
    prometheus = await startPrometheus(pair.metricsPorts.map((port) => `127.0.0.1:${port}`));
  }, 180_000);

  afterAll(async () => {
    await prometheus?.stop();
    client?.close();
    await nginx?.stop();
    for (const server of pair?.servers ?? []) await server.stop("SIGKILL");
    await webhook?.close();
    await database?.drop();
  });

  it("serves the build's scripts itself, as the build compressed them, with Node's cache and security headers", async () => {
    const name = readdirSync(path.join(clientDir, "assets")).find((file) => file.endsWith(".js")) as string;
    const original = readFileSync(path.join(clientDir, "assets", name));
    const url = `${nginx.httpsUrl}/assets/${name}`;
    const fromNode = await fetch(`${pair.servers[0].url}/assets/${name}`);

    const brotli = await client.request(url, { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    const gzip = await client.request(url, { headers: { "Accept-Encoding": "gzip" } });
    const plain = await client.request(url);
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.body).toEqual(readFileSync(path.join(clientDir, "assets", `${name}.br`)));
    expect(brotliDecompressSync(brotli.body)).toEqual(original);
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body)).toEqual(original);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toEqual(original);
    for (const response of [brotli, gzip, plain]) {
      expect(response.status).toBe(200);
      // Node sends a policy on every answer; nginx none on a script.
      expect(response.headers["content-security-policy"], "answered by nginx, not passed on").toBeUndefined();
      expect(response.headers["content-type"]).toMatch(/javascript/);
      expect(response.headers["cache-control"]).toBe(fromNode.headers.get("cache-control"));
      expect(response.headers.vary).toBe("Accept-Encoding");
      for (const header of securityHeaders) {
        expect(fromNode.headers.get(header), `Node sends ${header}`).not.toBeNull();
        expect(response.headers[header], header).toBe(fromNode.headers.get(header));
      }
    }
    expect((await client.request(`${nginx.httpsUrl}/assets/missing-0000.js`)).status).toBe(404);
  });

  it("passes pages to Node, which sends each page's own policy, its compressed copy and its redirects; refuses a body over the forms' limit itself", async () => {
    const fromNode = await fetch(`${pair.servers[0].url}/contact`, { headers: { "Accept-Encoding": "br" } });
    const page = await client.request(`${nginx.httpsUrl}/contact`, { headers: { "Accept-Encoding": "br" } });
    expect(page.status).toBe(200);
    expect(page.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(page.body)).toEqual(readFileSync(path.join(clientDir, "contact", "index.html")));
    expect(page.headers["content-security-policy"]).toMatch(/script-src 'self' 'wasm-unsafe-eval' 'sha256-/);
    for (const header of ["content-security-policy", "cache-control", "etag", ...securityHeaders]) {
      expect(page.headers[header], header).toBe(fromNode.headers.get(header));
    }

    const upperCase = await client.request(`${nginx.httpsUrl}/Contact?from=proxy`);
    expect(upperCase.status).toBe(301);
    expect(upperCase.headers.location).toBe("/contact?from=proxy");

    // Just over the forms' 32 KiB, where a server refusing a body it had not read could make nginx answer 502.
    for (const size of [40 * 1024, 2 * 1024 * 1024]) {
      const tooLarge = await client.request(`${nginx.httpsUrl}/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: nginx.httpsUrl },
        body: `message=${"a".repeat(size)}`,
      });
      expect(tooLarge.status, `${size} bytes`).toBe(413);
      expect(tooLarge.body.toString(), "refused by nginx before it reaches a server").toContain(
        "413 Request Entity Too Large",
      );
    }

    const health = await client.request(`${nginx.httpsUrl}/healthz`);
    expect(health.status).toBe(200);
  });

  it("sends plain HTTP to the same address on https", async () => {
    const response = await fetch(`${nginx.httpUrl}/contact?from=http`, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("https://127.0.0.1/contact?from=http");
  });

  it(
    "counts the pages and forms that nginx passes on, as Prometheus scrapes them from both servers",
    { timeout: 60_000 },
    async () => {
      /** Answered with 2xx by both servers together, as last scraped; 0 before the first. */
      const current = async (routeKind: string) =>
        (await prometheus.query(`sum(http_requests_total{job="aequa",route_kind="${routeKind}",status="2xx"})`))[0]
          ?.value ?? 0;
      const counted = async (routeKind: string, atLeast: number) => {
        for (;;) {
          const value = await current(routeKind);
          if (value >= atLeast) return value;
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      };
      /** Until both servers have been scraped after this moment: what they counted so far is in Prometheus. */
      const scrapedFromNow = async () => {
        const now = Date.now() / 1000;
        for (;;) {
          const scrapes = await prometheus.query('timestamp(up{job="aequa"} == 1)');
          if (scrapes.length === 2 && scrapes.every((scrape) => scrape.value > now)) return;
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      };

      await scrapedFromNow();
      const pagesBefore = await current("page");
      for (let n = 0; n < 10; n++) expect((await client.request(`${nginx.httpsUrl}/team`)).status).toBe(200);
      expect(await counted("page", pagesBefore + 10)).toBeGreaterThanOrEqual(pagesBefore + 10);

      await scrapedFromNow();
      const formsBefore = await current("form");
      const posted = await postContactForm(client, nginx.httpsUrl, "counted");
      expect(posted.status).toBe(200);
      expect(await counted("form", formsBefore + 1)).toBeGreaterThanOrEqual(formsBefore + 1);
      expect(await storedNames(database.url)).toContain(validFields("contact", "counted").name);
    },
  );

  it(
    "sends a form's post or a subscription to the other server when the first took it but its answer was lost: stored and delivered once, one confirmation e-mail",
    { timeout: 90_000 },
    async () => {
      const losing = await startAnswerLosingUpstream(pair.servers[0].url);
      const retrying = await startNginx([losing.port, pair.ports[1]], clientDir);
      const retryingClient = httpsClient(retrying.certificate);
      const sent: { form: FormName; name: string }[] = [];
      const subscribers: string[] = [];
      try {
        for (const [index, form] of formNames.entries()) {
          for (const to of [formPagePaths[form], formEndpointPath(form)]) {
            // nginx takes its two servers in turn: within a few posts, one reaches the one whose answer is lost.
            for (let n = 0; !losing.requests.includes(`POST ${to}`); n++) {
              expect(n, `a post to ${to} reached the server whose answer is lost`).toBeLessThan(4);
              const marker = `lost-${index}-${sent.length}`;
              const response = await postFormThrough(retryingClient, retrying.httpsUrl, form, marker, to);
              expect(response.status, `${to}; nginx's error log:\n${retrying.errorLog()}`).toBe(200);
              sent.push({ form, name: validFields(form, marker).name });
            }
          }
        }
        for (const to of [newsletterPaths.subscribe, formEndpointPath("subscribe")]) {
          for (let n = 0; !losing.requests.includes(`POST ${to}`); n++) {
            expect(n, `a subscription to ${to} reached the server whose answer is lost`).toBeLessThan(4);
            const email = `lost-${subscribers.length}@example.org`;
            const response = await postSubscription(retryingClient, retrying.httpsUrl, email, to);
            expect(response.status, `${to}; nginx's error log:\n${retrying.errorLog()}`).toBe(200);
            subscribers.push(email);
          }
        }
      } finally {
        retryingClient.close();
        await retrying.stop();
        await losing.close();
      }
      expect(losing.requests).toHaveLength(formNames.length * 2 + 2);
      expect(await confirmationsQueued(database.url, subscribers), "one confirmation e-mail each").toEqual(
        subscribers.map(() => 1),
      );
      for (const form of formNames) {
        const stored = await storedNames(database.url, form);
        for (const { name } of sent.filter((post) => post.form === form)) {
          expect(
            stored.filter((storedName) => storedName === name),
            `${name} stored once`,
          ).toHaveLength(1);
        }
      }
      const delivered = () => webhook.requests.map((request) => request.body.toString());
      const timesDelivered = (name: string) => delivered().filter((body) => body.includes(`"${name}"`)).length;
      await eventually(
        () => sent.every(({ name }) => timesDelivered(name) > 0),
        60_000,
        "every post delivered to the webhook",
      );
      expect(sent.filter(({ name }) => timesDelivered(name) > 1)).toEqual([]);
    },
  );

  it(
    "restarts each server in turn under a load of page reads and form posts: no request fails, no submission is lost, none is delivered twice",
    { timeout: 240_000 },
    async () => {
      const counts = await rollingRestartUnderLoad(pair, client, nginx.httpsUrl, database.url);
      console.log(
        `Rolling restart: ${counts.requests} requests, ${counts.failed} failed; ${counts.posted} submissions posted, ${counts.stored} stored once, ${counts.duplicated} twice`,
      );
      expect(counts.exitCodes).toEqual([0, 0]);
      expect(counts.failures, `nginx's error log:\n${nginx.errorLog()}`).toEqual([]);
      expect(counts.failed).toBe(0);
      expect(counts.posted).toBeGreaterThan(0);
      expect(counts.stored).toBe(counts.posted);
      expect(counts.duplicated).toBe(0);

      // Each stored submission reaches the organisation's webhook once, whichever server took it.
      const deliveredNames = () =>
        webhook.requests.map(
          (request) => (JSON.parse(request.body.toString()) as { fields: { name: string } }).fields.name,
        );
      await eventually(
        () => counts.postedNames.every((name) => deliveredNames().includes(name)),
        60_000,
        "every submission posted during the restart delivered to the webhook",
      );
      const deliveredTwice = counts.postedNames.filter(
        (name) => deliveredNames().filter((delivered) => delivered === name).length > 1,
      );
      console.log(`Delivered to the webhook: ${counts.postedNames.length}, twice: ${deliveredTwice.length}`);
      expect(deliveredTwice).toEqual([]);
    },
  );
});

/** A GET on the agent's connections; resolves with the answer and whether an open connection carried it. */
function getOn(agent: Agent, url: string): Promise<{ response: IncomingMessage; body: string; reused: boolean }> {
  return new Promise((resolve, reject) => {
    const request = get(url, { agent }, (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => (body += chunk.toString()));
      response.on("end", () => resolve({ response, body, reused: request.reusedSocket }));
    });
    request.on("error", reject);
  });
}

function printed(server: RunningServer, text: string): Promise<void> {
  return new Promise((resolve) => {
    const look = () => {
      if (!server.output().includes(text)) return;
      server.child.stdout?.off("data", look);
      resolve();
    };
    server.child.stdout?.on("data", look);
    look();
  });
}

describe("a server told to stop (server/main.ts)", () => {
  it("answers on a connection already open with Connection: close, says stopping on /healthz, takes no new connection, and exits 0", async () => {
    const sqlite = await createTestDatabase("sqlite");
    const server = await startProductionServer({ DATABASE_URL: sqlite.url });
    const agent = new Agent({ keepAlive: true, maxSockets: 2 });
    try {
      const before = await Promise.all([getOn(agent, `${server.url}/healthz`), getOn(agent, `${server.url}/healthz`)]);
      for (const { response } of before) {
        expect(response.statusCode).toBe(200);
        expect(response.headers.connection).toBe("keep-alive");
      }

      server.child.kill("SIGTERM");
      await printed(server, "SIGTERM received");
      const [page, health] = await Promise.all([
        getOn(agent, `${server.url}/team`),
        getOn(agent, `${server.url}/healthz`),
      ]);
      expect([page.reused, health.reused], "the connections opened before SIGTERM carried them").toEqual([true, true]);
      expect(page.response.statusCode).toBe(200);
      expect(health.response.statusCode).toBe(503);
      expect(JSON.parse(health.body)).toEqual({ status: "stopping" });
      for (const { response } of [page, health]) expect(response.headers.connection).toBe("close");

      await expect(getOn(new Agent(), `${server.url}/healthz`)).rejects.toThrow(/ECONNREFUSED/);
      expect(await server.exited).toBe(0);
    } finally {
      agent.destroy();
      await server.stop("SIGKILL");
      await sqlite.drop();
    }
  }, 120_000);
});
