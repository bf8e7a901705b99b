import type { RequestHandler } from "express";
import { routedRequestPath } from "../../app/desk/desk-address";
import { deskPaths, isDeskPath } from "../../app/route-table";

type DeskTurnLimits = {
  /** Desk requests worked on at a time. */
  atOnce: number;
  /** Desk requests that may wait for a turn; one more is refused (503). */
  waiting: number;
};

/** Two at a time, so that one search waiting on its budget does not stop the rest of the desk. */
const deskTurnLimits: DeskTurnLimits = { atOnce: 2, waiting: 50 };

/** The downloads: they last as long as the person takes to read them, and have their own limit (two at a time). */
const downloads = new Set<string>([deskPaths.leadsCsv, deskPaths.subscribersCsv]);

export const deskBusyMessage = "The desk is answering many requests just now: try again in a few seconds.";

/**
 * The desk's requests take turns. The server has one event loop for the public pages and the desk, and
 * each desk page (its session, its queries, its rendering) works on it: six staff searches at once, each
 * a page rendered again and again, kept the home page waiting behind all six
 * (docs/decisions/024-the-desk.md, "Heavy reads"). With turns, a public request waits behind two desk
 * requests at most; a handful of staff do not notice a line of a few milliseconds. Which requests are
 * the desk's is decided as for its headers (./desk-headers.ts), on the path the router will match.
 */
export function deskTurns({ atOnce, waiting }: DeskTurnLimits = deskTurnLimits): RequestHandler {
  let working = 0;
  const line: (() => void)[] = [];
  const done = () => {
    const next = line.shift();
    if (next) next();
    else working--;
  };
  return (req, res, next) => {
    const path = routedRequestPath(req.originalUrl);
    if (path === undefined || !isDeskPath(path) || downloads.has(path)) return next();
    // A turn is given back once the answer is sent or the client has gone, whichever comes first.
    const start = () => {
      res.once("close", done);
      next();
    };
    if (working < atOnce) {
      working++;
      return start();
    }
    if (line.length >= waiting) {
      res.status(503).set("Retry-After", "5").type("text/plain").send(deskBusyMessage);
      return;
    }
    // A client gone while it waited leaves the line: its turn would never be given back.
    const leave = () => line.splice(line.indexOf(waited), 1);
    const waited = () => {
      res.off("close", leave);
      start();
    };
    res.once("close", leave);
    line.push(waited);
  };
}
