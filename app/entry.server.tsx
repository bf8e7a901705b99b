import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";
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
