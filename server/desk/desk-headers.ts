import type { RequestHandler } from "express";
import { deskPaths, isDeskPath } from "../../app/route-table";
import { contentSecurityPolicy } from "../content-security-policy";

/**
 * The headers of every desk response, whatever answers it (a page, an endpoint, a refusal, a 413):
 * never stored by a cache, never indexed, and no address of a desk page sent to another site. The
 * page a sign-in link opens sends no referrer at all, so that its token goes nowhere (the origin
 * check this implies: ./origin-check.ts). Its Content-Security-Policy names no analytics endpoint:
 * the desk loads and sends nothing but to its own origin.
 */
export function deskHeaders(): RequestHandler {
  const linkPages = deskPaths.signInLink("");
  return (req, res, next) => {
    if (!isDeskPath(req.path)) return next();
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("X-Robots-Tag", "noindex, nofollow");
    res.setHeader("Referrer-Policy", req.path.startsWith(linkPages) ? "no-referrer" : "same-origin");
    res.setHeader("Content-Security-Policy", contentSecurityPolicy({ nonce: res.locals.cspNonce as string }));
    next();
  };
}
