import type { RequestHandler } from "express";
import type { Metrics } from "./metrics";
import type { RouteKind } from "./metrics-route-kind";

/**
 * Counts and times every answer once it has been sent (`finish`), or once the client went away before
 * it could be (`close`, counted with the status the server had chosen).
 */
export function countRequests(
  metrics: Pick<Metrics, "requestAnswered">,
  kindOf: (method: string, path: string) => RouteKind,
): RequestHandler {
  return (req, res, next) => {
    const start = process.hrtime.bigint();
    const kind = kindOf(req.method, req.path);
    let counted = false;
    const count = () => {
      if (counted) return;
      counted = true;
      metrics.requestAnswered(kind, res.statusCode, Number(process.hrtime.bigint() - start) / 1e9);
    };
    res.once("finish", count);
    res.once("close", count);
    next();
  };
}
