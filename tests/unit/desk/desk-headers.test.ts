/**
 * Which answers carry the desk's headers (server/desk/desk-headers.ts), decided on the path the router
 * matches: the middleware in a real Express server, asked over HTTP with request targets sent byte for
 * byte as written (fetch would resolve `%2e%2e` before sending).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "../../../server/content-security-policy";
import { deskHeaders } from "../../../server/desk/desk-headers";

let server: http.Server;
let port: number;

beforeAll(async () => {
  const app = express();
  app.use((_req, res, next) => {
    res.locals.cspNonce = "test-nonce";
    res.setHeader("Content-Security-Policy", "the public policy");
    next();
  });
  app.use(deskHeaders());
  app.use((_req, res) => {
    res.send("answered");
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

/** The headers of the answer to a request for `target`, sent as it is written. */
function headersFor(target: string): Promise<http.IncomingHttpHeaders> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port, path: target }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.headers));
    });
    request.on("error", reject);
    request.end();
  });
}

const deskPolicy = contentSecurityPolicy({ nonce: "test-nonce" });

describe("the desk's headers", () => {
  it("go with every spelling of a desk address, and a sign-in link's page sends no referrer", async () => {
    for (const target of [
      "/desk",
      "/desk/",
      "/desk.data",
      "/desk/team.data?_routes=routes%2Fdesk%2Fteam",
      "/x/%2e%2e/desk/team",
      "/x/%2E%2E/desk",
      "/x/..\\desk",
      "/DESK",
      "//desk",
      "/desk//team",
      "/%64esk",
      "/_root.data/../desk",
    ]) {
      const headers = await headersFor(target);
      expect(
        [
          headers["cache-control"],
          headers["x-robots-tag"],
          headers["referrer-policy"],
          headers["content-security-policy"],
        ],
        target,
      ).toEqual(["no-store", "noindex, nofollow", "same-origin", deskPolicy]);
    }
    for (const target of ["/desk/sign-in/link/abc", "/x/%2e%2e/Desk/Sign-In/Link/abc.data", "/%64esk/sign-in/link/a"]) {
      expect((await headersFor(target))["referrer-policy"], target).toBe("no-referrer");
    }
  });

  it("go, the strictest of them, with a target that is no path, which Express routes by its path alone", async () => {
    const headers = await headersFor("http://other.example/desk");
    expect([headers["cache-control"], headers["referrer-policy"]]).toEqual(["no-store", "no-referrer"]);
  });

  it("leave the public site's answers alone", async () => {
    for (const target of ["/", "/contact", "/desktop", "/desk-x", "/x/desk", "/desk/%2e%2e/contact", "/_root.data"]) {
      const headers = await headersFor(target);
      expect(
        [
          headers["cache-control"],
          headers["x-robots-tag"],
          headers["referrer-policy"],
          headers["content-security-policy"],
        ],
        target,
      ).toEqual([undefined, undefined, undefined, "the public policy"]);
    }
  });
});
