import { randomUUID } from "node:crypto";
import type { Request, RequestHandler, Response } from "express";
import { deskPaths } from "../../app/route-table";
import type { KeyedHash } from "./log";
import { withRequestId } from "./log-context";
import type { RouteKind } from "./metrics-route-kind";
import type { Logger } from "pino";

/** What a proxy may name a request: short, and nothing that could break a log line or a header. */
const acceptableRequestId = /^[A-Za-z0-9._:-]{1,128}$/;

const signInLinkPrefix = deskPaths.signInLink("");

/** The path without its query (tokens travel there) and without a sign-in link's token. */
function loggedPath(path: string): string {
  return path.startsWith(signInLinkPrefix) ? `${signInLinkPrefix}[token]` : path;
}

/**
 * The request's id: a trusted proxy's X-Request-Id (TRUST_PROXY decides who is trusted, as for the
 * client's address), or a new one. Anyone else's header is ignored, so a client cannot make its
 * requests look like another's.
 */
function requestIdOf(req: Request): string {
  const trusts = req.app.get("trust proxy fn") as (address: string, hop: number) => boolean;
  const given = trusts(req.socket.remoteAddress ?? "", 0) ? req.get("x-request-id") : undefined;
  return given !== undefined && acceptableRequestId.test(given) ? given : randomUUID();
}

type RequestLogOptions = {
  logger: Logger;
  hash: KeyedHash;
  routeKind: (method: string, path: string) => RouteKind;
  /**
   * The metrics' request counter (server/operations/metrics.ts), told from the same listener with the
   * same kind and time: one listener, one clock reading and one route lookup a request, not two of each.
   */
  countAnswer?: (kind: RouteKind, statusCode: number, seconds: number) => void;
};

/**
 * One line per request once it is answered (or abandoned): its id, method, path, kind of route,
 * status and time, and the client as a keyed hash of its address, never the address. The id is
 * also sent back in X-Request-Id.
 */
export function logRequests({ logger, hash, routeKind, countAnswer }: RequestLogOptions): RequestHandler {
  // One listener for every request, made once: what it needs of a request is on its response.
  // `close` follows `finish` once an answer is sent, and comes alone when the client went away first.
  function answered(this: Response) {
    const req = this.req;
    const kind = routeKind(req.method, req.path);
    const seconds = Number(process.hrtime.bigint() - (this.locals.startedAt as bigint)) / 1e9;
    countAnswer?.(kind, this.statusCode, seconds);
    logger.info(
      {
        requestId: this.locals.requestId as string,
        method: req.method,
        path: loggedPath(req.path),
        routeKind: kind,
        status: this.statusCode,
        durationMs: Math.round(seconds * 1e5) / 100,
        ...(this.writableFinished ? {} : { abandoned: true }),
        client: hash(req.ip ?? req.socket.remoteAddress ?? ""),
      },
      "request",
    );
  }
  return (req, res, next) => {
    res.locals.startedAt = process.hrtime.bigint();
    const requestId = requestIdOf(req);
    res.locals.requestId = requestId;
    res.setHeader("X-Request-Id", requestId);
    res.on("close", answered);
    next();
  };
}

/**
 * Carries the request's id through the rest of its work (server/operations/log-context.ts), for what
 * it queues. Placed after the body is read: a stream's events would not carry it.
 */
export const carryRequestId: RequestHandler = (_req, res: Response, next) =>
  withRequestId(res.locals.requestId as string, next);
