import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, type HandleErrorFunction, isRouteErrorResponse, ServerRouter } from "react-router";
import inlineCss from "./app.css?inline";
import { DocumentContext } from "./lib/document-context";

export const streamTimeout = 5_000;

type LoadContext = { cspNonce?: string } | undefined;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: LoadContext,
) {
  const nonce = loadContext?.cspNonce;
  // Crawlers, the pre-renderer and form posts without JavaScript get the complete document in one piece.
  const waitForAll = isbot(request.headers.get("user-agent")) || routerContext.isSpaMode || !nonce;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <DocumentContext.Provider value={{ inlineCss, nonce, islandsEntry: routerContext.manifest.entry }}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </DocumentContext.Provider>,
      {
        nonce,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}

/**
 * Errors React Router reports on the server. Two are expected refusals, logged in one line like the
 * forms' other refusals rather than as a stack trace: a request the router itself answers with a 4xx
 * (a post to a page that takes none gets 405), and a form post whose Origin is another site's, which
 * React Router's own check against cross-site posts refuses with 400 before any action runs.
 * Anything else is logged as React Router does by default.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  const { pathname } = new URL(request.url);
  if (isRouteErrorResponse(error) && error.status < 500) {
    console.error(`Refused a ${request.method} request to ${pathname}: ${error.status} ${error.statusText}`);
    return;
  }
  const origin = request.headers.get("origin");
  if (request.method !== "GET" && origin && !sameOrigin(origin, request.url)) {
    console.error(`Refused a form post to ${pathname} from another site (Origin: ${JSON.stringify(origin)})`);
    return;
  }
  // A route's error response carries the error behind it, which is what React Router logs.
  const cause = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  console.error(cause ?? error);
};

function sameOrigin(origin: string, url: string): boolean {
  return URL.canParse(origin) && new URL(origin).origin === new URL(url).origin;
}
