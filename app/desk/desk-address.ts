import { deskPaths, isDeskPath } from "~/route-table";

/**
 * An address's path as the router matches it (server/react-router-handler.ts, app/routes.ts), so that
 * what is decided about a desk address is decided about the page that will answer it: dot-segments
 * resolved and backslashes read as slashes (the WHATWG URL parser, as the handler builds its Request),
 * a data request's `.data` removed, percent-escapes decoded, runs of slashes read as one and letters in
 * lower case (routes match without case). Decoding `%2F` and joining slashes make more addresses desk
 * addresses than the router does, never fewer.
 */
export function routedPath(pathname: string): string {
  const page = pathname === "/_root.data" ? "/" : pathname.replace(/\.data$/, "");
  return decodeEscapes(page)
    .replace(/\/{2,}/g, "/")
    .toLowerCase();
}

/**
 * The routed path of a request target (`req.originalUrl`); undefined for a target that is no path (an
 * absolute URL, `*`), which Express routes by its path yet the router handler cannot read.
 */
export function routedRequestPath(target: string): string | undefined {
  if (!target.startsWith("/")) return undefined;
  return routedPath(new URL(`http://request.invalid${target}`).pathname);
}

const signInPath = routedPath(deskPaths.signIn);

/** A desk page that is not a sign-in page (the form, a link's page, the passkey's endpoint). */
export const isDeskPageAfterSignIn = (path: string) =>
  isDeskPath(path) && path !== signInPath && !path.startsWith(`${signInPath}/`);

function decodeEscapes(path: string): string {
  return path.replace(/(?:%[0-9a-f]{2})+/gi, (escapes) => {
    try {
      return decodeURIComponent(escapes);
    } catch {
      return escapes;
    }
  });
}

/** Any origin will do: a `next` is read against it only to see whether it leaves it. */
const nextBase = new URL("http://desk.invalid");

/**
 * Where to go after signing in: a desk page the person asked for, never another site or a sign-in
 * page. `next` is parsed as a browser parses it (a tab or a newline dropped, `/\` read as `//`) and
 * only its parsed path and query are kept, serialised again: what the browser is sent is what was checked.
 */
export function safeNext(next: string | null | undefined): string {
  // Stryker disable next-line StringLiteral: an empty next and any text naming no desk page both lead to the inbox.
  const url = URL.parse(next ?? "", nextBase);
  if (!url || url.origin !== nextBase.origin || url.pathname.endsWith(".data")) return deskPaths.inbox;
  const wanted = isDeskPath(url.pathname) && isDeskPageAfterSignIn(routedPath(url.pathname));
  return wanted ? url.pathname + url.search : deskPaths.inbox;
}
