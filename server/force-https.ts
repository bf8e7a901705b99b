import type { RequestHandler } from "express";

/**
 * FORCE_HTTPS: behind a proxy that terminates TLS, a visitor who came over plain HTTP is sent
 * to the same address on https. Whether a request was secure is Express's `req.secure`, which
 * believes `X-Forwarded-Proto` (and `req.hostname` believes `X-Forwarded-Host`) only from a
 * proxy that `trust proxy` (TRUST_PROXY) trusts: from anyone else the headers are ignored and
 * the request counts as plain HTTP. GET and HEAD get a 301; other methods a 308, which keeps
 * the method and the body (after a 301 a browser would resend a form post as a GET).
 */
export function redirectToHttps(): RequestHandler {
  return (req, res, next) => {
    if (req.secure) return next();
    if (!req.hostname) {
      res.status(400).type("text").send("Bad Request: the request names no host.");
      return;
    }
    res.redirect(
      req.method === "GET" || req.method === "HEAD" ? 301 : 308,
      `https://${req.hostname}${req.originalUrl}`,
    );
  };
}
