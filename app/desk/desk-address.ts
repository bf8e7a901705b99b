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

/** The routed path of a request target (`req.originalUrl`); undefined when no URL parser reads it. */
export function routedRequestPath(target: string): string | undefined {
  try {
    return routedPath(new URL(`http://request.invalid${target}`).pathname);
  } catch {
    return undefined;
  }
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
