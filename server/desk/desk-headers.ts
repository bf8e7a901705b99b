import type { RequestHandler } from "express";
import { routedRequestPath } from "../../app/desk/desk-address";
import { deskPaths, isDeskPath } from "../../app/route-table";
import { contentSecurityPolicy } from "../content-security-policy";

/**
 * The headers of every desk response, whatever answers it (a page, its `.data` request, an endpoint, a
 * refusal, a 413): never stored by a cache, never indexed, and no address of a desk page sent to
 * another site. The page a sign-in link opens sends no referrer at all, so that its token goes nowhere
 * (the origin check this implies: ./origin-check.ts). Its Content-Security-Policy names no analytics
 * endpoint: the desk loads and sends nothing but to its own origin. Which requests are the desk's is
 * decided on the path the router will match (app/desk/desk-address.ts), so that no spelling of a desk
 * address (`/x/%2e%2e/desk`, `/DESK`, `/desk.data`) escapes them. A target that is no path (an absolute
 * URL, which Express routes by its path alone) gets them too, with no referrer at all.
 */
export function deskHeaders(): RequestHandler {
  const linkPages = deskPaths.signInLink("");
  return (req, res, next) => {
    const path = routedRequestPath(req.originalUrl);
    if (path !== undefined && !isDeskPath(path)) return next();
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("X-Robots-Tag", "noindex, nofollow");
    const noReferrer = path === undefined || path.startsWith(linkPages);
    res.setHeader("Referrer-Policy", noReferrer ? "no-referrer" : "same-origin");
    res.setHeader("Content-Security-Policy", contentSecurityPolicy({ nonce: res.locals.cspNonce as string }));
    next();
  };
}
