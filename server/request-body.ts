import type { Request, RequestHandler, Response } from "express";
import { bodyMessages } from "../app/forms/read-form-body.server";

/** Form posts are a few KiB; anything bigger is refused before the router reads it. */
export const maxRequestBodyBytes = 32 * 1024;

function refuseTooLarge(res: Response) {
  res
    .status(413)
    .set({ Connection: "close", "Cache-Control": "no-store" })
    .type("html")
    .send(
      `<!doctype html><html lang="en"><meta charset="utf-8"><title>Message too large</title><h1>Message too large</h1><p>${bodyMessages.tooLarge}</p></html>`,
    );
}

/**
 * Reads the body of a request that has one (anything but GET and HEAD) into
 * `res.locals.body`, refusing with 413 a body over the limit: at once when
 * Content-Length says so, and while streaming when a chunked body grows past it.
 *
 * A post to one of `streamedPaths` is left unread for its route, which sets a larger limit of its own
 * and reads the stream within it once it has checked who sends it (the desk's import of a list,
 * app/desk/desk-route.server.ts `deskUpload`): buffering it here first would cap it at the forms' size.
 */
export function readRequestBody(
  limitBytes = maxRequestBodyBytes,
  { streamedPaths = [] }: { streamedPaths?: readonly string[] } = {},
): RequestHandler {
  const streamed = new Set(streamedPaths);
  return (req: Request, res: Response, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    if (streamed.has(req.path)) {
      res.locals.streamedBody = true;
      return next();
    }
    const declared = Number(req.headers["content-length"] ?? 0);
    if (declared > limitBytes) {
      refuseTooLarge(res);
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limitBytes) {
        // Stryker disable next-line StringLiteral: pause() below already stops both events; either alone suffices
        req.off("data", onData).off("end", onEnd);
        // Stop reading; the response closes the connection, which discards the rest.
        // Stryker disable next-line CallExpression: off("data") above already ignores the rest; either alone suffices
        req.pause();
        refuseTooLarge(res);
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      res.locals.body = Buffer.concat(chunks, size);
      next();
    };
    req
      .on("data", onData)
      .on("end", onEnd)
      .on("error", () => {
        // Stryker disable next-line all: a request errs only when its client has gone: nothing more is read or received
        req.off("data", onData).off("end", onEnd);
        // Stryker disable next-line all: a request errs only when its client has gone: nothing more is read or received
        if (!res.headersSent) res.status(400).type("text").send("The request body could not be read.");
      });
  };
}
