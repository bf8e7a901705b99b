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

/**
 * One line per request once it is answered (or abandoned): its id, method, path, kind of route,
 * status and time, and the client as a keyed hash of its address, never the address. The id is
 * also sent back in X-Request-Id.
 */
export function logRequests({
  logger,
  hash,
  routeKind,
}: {
  logger: Logger;
  hash: KeyedHash;
  routeKind: (method: string, path: string) => RouteKind;
}): RequestHandler {
  return (req, res, next) => {
    const start = process.hrtime.bigint();
    const requestId = requestIdOf(req);
    res.locals.requestId = requestId;
    res.setHeader("X-Request-Id", requestId);
    res.once("close", () => {
      logger.info(
        {
          requestId,
          method: req.method,
          path: loggedPath(req.path),
          routeKind: routeKind(req.method, req.path),
          status: res.statusCode,
          durationMs: Math.round(Number(process.hrtime.bigint() - start) / 1e4) / 100,
          ...(res.writableFinished ? {} : { abandoned: true }),
          client: hash(req.ip ?? req.socket.remoteAddress ?? ""),
        },
        "request",
      );
    });
    next();
  };
}

/**
 * Carries the request's id through the rest of its work (server/operations/log-context.ts), for what
 * it queues. Placed after the body is read: a stream's events would not carry it.
 */
export const carryRequestId: RequestHandler = (_req, res: Response, next) =>
  withRequestId(res.locals.requestId as string, next);
