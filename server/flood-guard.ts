import type { RequestHandler } from "express";
import { formEndpointPath, isDeskPath } from "../app/route-table";
import type { SubmissionLimiter } from "./rate-limiter";

/**
 * A client already over its submission limit gets its 429 here, in microseconds,
 * instead of after React Router has rendered the whole page around the action's
 * refusal (about a hundred times the work): a flood of posts cannot crowd out page
 * serving. Only plain HTML posts are answered here; the browser's JavaScript posts
 * (`/forms/<name>` as JSON, or `*.data`) are cheap and get the action's own answer, which the form displays.
 * Nothing is counted here: the action counts each submission it receives, and the first
 * refusal it gives a client is what this guard then repeats until the client's window ends.
 * The desk's posts are no submissions: staff behind the office's one address are never held
 * back by what the public forms received from it.
 */
export function refuseFloodedFormPosts(limiter: SubmissionLimiter): RequestHandler {
  return (req, res, next) => {
    if (
      req.method !== "POST" ||
      req.path.endsWith(".data") ||
      req.path.startsWith(formEndpointPath("")) ||
      isDeskPath(req.path)
    )
      return next();
    // Stryker disable next-line StringLiteral: only a socket already closed has no address, and nobody receives its answer
    const decision = limiter.peek(req.ip ?? req.socket.remoteAddress ?? "unknown");
    if (decision.allowed) return next();
    const seconds = decision.retryAfterSeconds;
    res
      .status(429)
      .set({ "Retry-After": String(seconds), "Cache-Control": "no-store" })
      .type("html")
      .send(
        `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Too many submissions</title><h1>Too many submissions</h1><p>Too many submissions from your connection. Please wait ${seconds} seconds, then go back and send the form again.</p></html>`,
      );
  };
}
