import { Readable } from "node:stream";
import { writeReadableStreamToWritable } from "@react-router/node";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { type AppLoadContext, createRequestHandler, type ServerBuild } from "react-router";

/**
 * React Router's request handler for Express, like @react-router/express's, except
 * that the body comes from `res.locals.body` (already read within the size limit by
 * readRequestBody) instead of the raw socket stream, which a limit cannot wrap; only a path that
 * readRequestBody leaves to its route (`res.locals.streamedBody`) gets the stream, which that route caps.
 */
export function reactRouterHandler({
  build,
  mode,
  getLoadContext,
  authorisedByToken = () => false,
}: {
  build: ServerBuild;
  mode: "production" | "development";
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext | Promise<AppLoadContext>;
  /**
   * Paths whose posts are authorised by the signed token in their address alone (signedLinkPaths):
   * their Origin header is not passed on, so React Router's check against cross-site posts does not
   * refuse them. Those pages send no Referer, under which Chromium posts `Origin: null`, and a mailbox
   * provider's one-click POST may come from anywhere.
   */
  authorisedByToken?: (path: string) => boolean;
}): RequestHandler {
  const handle = createRequestHandler(build, mode);
  return async (req, res, next) => {
    try {
      const request = toFetchRequest(req, res, authorisedByToken(req.path));
      const response = await handle(request, await getLoadContext(req, res));
      await sendFetchResponse(res, response);
    } catch (error) {
      // The client left before the answer was written (a visitor who moved on): no one is left to tell.
      if (res.destroyed) return;
      next(error);
    }
  };
}

function toFetchRequest(req: ExpressRequest, res: ExpressResponse, withoutOrigin: boolean): Request {
  const headers = new Headers();
  for (let index = 0; index < req.rawHeaders.length; index += 2) {
    headers.append(req.rawHeaders[index], req.rawHeaders[index + 1]);
  }
  if (withoutOrigin) headers.delete("origin");
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  const body = hasBody ? (res.locals.body as Buffer | undefined) : undefined;
  const stream =
    hasBody && res.locals.streamedBody === true ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined;
  return new Request(`${req.protocol}://${req.host || "localhost"}${req.originalUrl}`, {
    method: req.method,
    headers,
    body: stream ?? (body && new Uint8Array(body)),
    // Node's fetch sends a streamed body as it comes, which it must be told.
    ...(stream && { duplex: "half" }),
    signal: controller.signal,
  } as RequestInit);
}

async function sendFetchResponse(res: ExpressResponse, response: Response) {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [key, value] of response.headers.entries()) res.append(key, value);
  if (response.body && isJson(response)) {
    // Sent whole, with its length, so that compression() leaves a small answer (a form's, a few hundred
    // bytes) as it is: streamed, every answer was compressed, at a brotli encoder's start-up cost each.
    const body = Buffer.from(await response.arrayBuffer());
    res.setHeader("Content-Length", body.length);
    res.end(body);
  } else if (response.body) {
    await writeReadableStreamToWritable(response.body, res);
  } else {
    res.end();
  }
}

const isJson = (response: Response) => /^application\/json\b/.test(response.headers.get("content-type") ?? "");
