/**
 * How server/request-body.ts refuses and skips bodies, over real HTTP: at once on a declared
 * length, never for GET and HEAD, and without harm when a client goes away mid-body
 * (the limits themselves: tests/unit/server/request-body.test.ts).
 */
import { type ClientRequest, type IncomingMessage, request, type Server } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { maxRequestBodyBytes, readRequestBody } from "../../../server/request-body";

let server: Server;
let port: number;

beforeAll(async () => {
  const app = express();
  app.use(readRequestBody());
  app.use((req, res) => {
    const body = res.locals.body as Buffer | undefined;
    res.type("text").send(`${req.method} ${body === undefined ? "unread" : `read ${body.length} bytes`}`);
  });
  await new Promise<void>((resolve) => (server = app.listen(0, "127.0.0.1", () => resolve())));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** Sends only the request's head, declaring `length` bytes of body that never come. */
function headOnly(method: string, length: number): { sent: ClientRequest; answer: Promise<IncomingMessage> } {
  const sent = request({ host: "127.0.0.1", port, method, path: "/form", headers: { "Content-Length": length } });
  const answer = new Promise<IncomingMessage>((resolve, reject) => sent.on("response", resolve).on("error", reject));
  sent.flushHeaders();
  return { sent, answer };
}

const textOf = (response: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = "";
    response.on("data", (chunk: Buffer) => (text += chunk.toString())).on("end", () => resolve(text));
  });

describe("request body refusals", () => {
  it("refuses a declared length over the limit before any of the body arrives: a page, uncached, closing the connection", async () => {
    const { sent, answer } = headOnly("POST", maxRequestBodyBytes + 1);
    const response = await answer;
    expect(response.statusCode).toBe(413);
    expect(response.headers.connection).toBe("close");
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(await textOf(response)).toContain("<h1>Message too large</h1>");
    sent.destroy();
  });

  it("reads no body for GET and HEAD, whatever length they declare", async () => {
    for (const method of ["GET", "HEAD"]) {
      const { sent, answer } = headOnly(method, maxRequestBodyBytes * 2);
      const response = await answer;
      expect(response.statusCode, method).toBe(200);
      expect(await textOf(response)).toBe(method === "GET" ? "GET unread" : "");
      sent.destroy();
    }
  });

  it("keeps serving after a client goes away in the middle of its body", async () => {
    const received = new Promise<Socket>((resolve) =>
      server.once("request", (req: IncomingMessage) => resolve(req.socket)),
    );
    const sent = request({
      host: "127.0.0.1",
      port,
      method: "POST",
      path: "/form",
      headers: { "Content-Length": 20_000 },
    });
    sent.on("error", () => undefined);
    sent.write(Buffer.alloc(5_000, "a"));
    const serverSide = await received;
    const closed = new Promise((resolve) => serverSide.on("close", resolve));
    sent.destroy();
    await closed;
    const { sent: next, answer } = headOnly("POST", 0);
    next.end();
    expect(await textOf(await answer)).toBe("POST read 0 bytes");
  });
});
