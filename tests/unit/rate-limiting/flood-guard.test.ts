/**
 * The flood guard (server/flood-guard.ts) over real HTTP: a client the submission limiter has
 * refused gets its 429 before any page is rendered, for plain HTML form posts only.
 */
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formEndpointPath } from "~/route-table";
import { refuseFloodedFormPosts } from "../../../server/flood-guard";
import { createSubmissionLimiter } from "../../../server/rate-limiter";

const refusedClient = "203.0.113.7";
// The guard's clock stands still, so the wait it reports is the whole window.
const limiter = createSubmissionLimiter({
  perMinute: 1,
  storage: { pool: undefined, ready: () => Promise.reject(new Error("no database")) },
  now: () => Date.UTC(2030, 0, 1),
});
let server: Server;
let origin: string;

beforeAll(async () => {
  // The client's address comes from X-Forwarded-For, as behind the site's proxy (TRUST_PROXY).
  const app = express().set("trust proxy", true);
  app.use(refuseFloodedFormPosts(limiter));
  app.use((req, res) => void res.type("text").send(`rendered ${req.method} ${req.path}`));
  await new Promise<void>((resolve) => (server = app.listen(0, "127.0.0.1", () => resolve())));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await limiter.consume(refusedClient);
  await limiter.consume(refusedClient);
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const send = (method: string, path: string, client = refusedClient) =>
  fetch(`${origin}${path}`, { method, headers: { "X-Forwarded-For": client } });

describe("flood guard", () => {
  it("answers a refused client's form post with 429, the wait in Retry-After and in words, uncached", async () => {
    const response = await send("POST", "/contact");
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("60");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const page = await response.text();
    expect(page).toContain("<title>Too many submissions</title>");
    expect(page).toContain("Please wait 60 seconds, then go back and send the form again.");
  });

  it("lets other clients' posts through", async () => {
    const response = await send("POST", "/contact", "198.51.100.1");
    expect(await response.text()).toBe("rendered POST /contact");
  });

  it("lets the refused client read pages", async () => {
    expect(await (await send("GET", "/contact")).text()).toBe("rendered GET /contact");
  });

  it("leaves the browser's own posts (JSON endpoint, .data) to the action, whose answer the form shows", async () => {
    expect(await (await send("POST", formEndpointPath("contact"))).text()).toBe("rendered POST /forms/contact");
    expect(await (await send("POST", "/contact.data")).text()).toBe("rendered POST /contact.data");
  });
});
