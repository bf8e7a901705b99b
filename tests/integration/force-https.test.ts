/**
 * FORCE_HTTPS behind a TLS-terminating proxy (server/force-https.ts), against the real production
 * server: plain HTTP gets a permanent redirect to the same URL on https, HSTS stays on, the health
 * check still answers over HTTP, and X-Forwarded-* count only when the proxy is trusted (TRUST_PROXY).
 * The test's requests come from 127.0.0.1, which the default TRUST_PROXY (loopback) trusts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseServerEnv } from "../../server/env";
import { type RunningServer, startProductionServer } from "../support/production-server";
import { site } from "../support/built-site";

const get = (server: RunningServer, path: string, headers: Record<string, string> = {}, method = "GET") =>
  fetch(`${server.url}${path}`, { method, headers, redirect: "manual" });

const servers: RunningServer[] = [];
async function server(env: Record<string, string>) {
  const running = await startProductionServer(env);
  servers.push(running);
  return running;
}
afterAll(async () => {
  await Promise.all(servers.map((running) => running.stop("SIGKILL")));
});

describe("FORCE_HTTPS=on behind a trusted proxy", () => {
  let behindProxy: RunningServer;
  beforeAll(async () => {
    behindProxy = await server({ FORCE_HTTPS: "on" });
  }, 120_000);

  it("answers a plain-HTTP request with a 301 to the same URL on https", async () => {
    const response = await get(behindProxy, "/team?ref=newsletter", { "X-Forwarded-Proto": "http" });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("https://127.0.0.1/team?ref=newsletter");
    const viaHost = await get(behindProxy, "/consortium/impact", {
      "X-Forwarded-Proto": "http",
      "X-Forwarded-Host": "www.example.org",
    });
    expect(viaHost.headers.get("location")).toBe("https://www.example.org/consortium/impact");
  });

  it("redirects a request that came without any proxy header too: it was plain HTTP", async () => {
    const response = await get(behindProxy, "/");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("https://127.0.0.1/");
  });

  it("keeps the method of a form post (308), so its body is not lost", async () => {
    const response = await get(behindProxy, "/contact", { "X-Forwarded-Proto": "http" }, "POST");
    expect(response.status).toBe(308);
    expect(response.headers.get("location")).toBe("https://127.0.0.1/contact");
  });

  it("serves pages that came over https, with HSTS for at least a year", async () => {
    const response = await get(behindProxy, "/team", { "X-Forwarded-Proto": "https" });
    expect(response.status).toBe(200);
    const hsts = response.headers.get("strict-transport-security") ?? "";
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(365 * 24 * 3600);
    expect(hsts).toContain("includeSubDomains");
  });

  it("sends the other headers the Observatory grades, and no Cross-Origin-Opener-Policy (decision 015)", async () => {
    const { headers } = await get(behindProxy, "/team", { "X-Forwarded-Proto": "https" });
    expect(headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(headers.get("x-frame-options")).toBe("DENY");
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(headers.get("cross-origin-resource-policy")).toBe("same-origin");
    expect(headers.get("cross-origin-opener-policy")).toBeNull();
  });

  it("sends none of the headers that change nothing in a current browser (decision 018)", async () => {
    const { headers } = await get(behindProxy, "/team", { "X-Forwarded-Proto": "https" });
    for (const header of [
      "x-dns-prefetch-control",
      "x-download-options",
      "x-permitted-cross-domain-policies",
      "x-xss-protection",
    ])
      expect(headers.get(header), header).toBeNull();
  });

  it("still answers the health check over plain HTTP", async () => {
    const response = await get(behindProxy, "/healthz", { "X-Forwarded-Proto": "http" });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "ok" });
    expect((await get(behindProxy, "/healthz")).status).toBe(200);
  });
});

describe("FORCE_HTTPS=on without trust in the proxy (TRUST_PROXY=false)", () => {
  it("ignores X-Forwarded-Proto and X-Forwarded-Host: the request still counts as plain HTTP", async () => {
    const untrusting = await server({ FORCE_HTTPS: "on", TRUST_PROXY: "false" });
    const response = await get(untrusting, "/team", {
      "X-Forwarded-Proto": "https",
      "X-Forwarded-Host": "attacker.example",
    });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("https://127.0.0.1/team");
  }, 120_000);
});

// Off, the default, plain HTTP is served as it comes: every other server test relies on it.
describe("the FORCE_HTTPS setting", () => {
  it("refuses a value other than on or off, naming the setting", () => {
    expect(() => parseServerEnv({ FORCE_HTTPS: "yes" }, site)).toThrow(/FORCE_HTTPS.*use on or off/s);
  });
});
