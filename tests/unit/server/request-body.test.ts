import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { maxRequestBodyBytes, readRequestBody } from "../../../server/request-body";

let server: ReturnType<ReturnType<typeof express>["listen"]>;
let port: number;

beforeAll(async () => {
  const app = express();
  app.use(readRequestBody());
  app.post("/form", (_req, res) => {
    res.type("text").send(`read ${(res.locals.body as Buffer).length} bytes`);
  });
  await new Promise<void>((resolve) => {
    server = app.listen(0, "127.0.0.1", () => resolve());
  });
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function post(body: Buffer, { chunked }: { chunked: boolean }): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port,
        method: "POST",
        path: "/form",
        headers: chunked
          ? { "Content-Type": "application/x-www-form-urlencoded", "Transfer-Encoding": "chunked" }
          : { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": body.length },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") }));
      },
    );
    req.on("error", reject);
    if (chunked) {
      for (let offset = 0; offset < body.length; offset += 4096) req.write(body.subarray(offset, offset + 4096));
      req.end();
    } else {
      req.end(body);
    }
  });
}

describe("request body limit", () => {
  it("passes a body of exactly 32 KiB to the router", async () => {
    const response = await post(Buffer.alloc(maxRequestBodyBytes, "a"), { chunked: false });
    expect(response).toEqual({ status: 200, text: `read ${maxRequestBodyBytes} bytes` });
  });

  it("answers 413 with a short message when Content-Length is over 32 KiB", async () => {
    const response = await post(Buffer.alloc(maxRequestBodyBytes + 1, "a"), { chunked: false });
    expect(response.status).toBe(413);
    expect(response.text).toContain("too large");
    expect(response.text).not.toMatch(/at \w+ \(/);
  });

  it("answers 413 when a chunked body grows past 32 KiB", async () => {
    const response = await post(Buffer.alloc(maxRequestBodyBytes * 3, "a"), { chunked: true });
    expect(response.status).toBe(413);
  });

  it("reads a small chunked body whole", async () => {
    const response = await post(Buffer.alloc(10_000, "b"), { chunked: true });
    expect(response).toEqual({ status: 200, text: "read 10000 bytes" });
  });
});
