/**
 * nginx refuses a body over the size its server would refuse it at (ops/nginx/site.conf): the same
 * limits as the code's, for the forms, the desk's import of a list and the mail provider's events.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { maxUploadBytes } from "~/desk/vocabulary";
import { deskPaths, newsletterPaths } from "~/route-table";
import { providerEventsBodyLimit } from "../../../server/newsletter/provider-events/events-endpoint";
import { maxRequestBodyBytes } from "../../../server/request-body";

const config = readFileSync(path.resolve(import.meta.dirname, "../../../ops/nginx/site.conf"), "utf8");
const bytes = (size: string) => {
  const [, number, unit] = /^(\d+)([km]?)$/.exec(size) ?? [];
  return Number(number) * (unit === "m" ? 1024 * 1024 : unit === "k" ? 1024 : 1);
};

/** The client_max_body_size of the HTTPS server, and of each location that sets its own. */
function bodyLimits() {
  const https = config.slice(config.indexOf("listen 443"));
  const server = /^ {4}client_max_body_size (\S+);/m.exec(https)?.[1];
  const locations = new Map(
    [...https.matchAll(/location (?:= |\^~ )?(\S+) \{\s*client_max_body_size (\S+);/g)].map((match) => [
      match[1],
      bytes(match[2]),
    ]),
  );
  return { server: server && bytes(server), locations };
}

describe("nginx's body limits", () => {
  it("are the server's: the forms', the desk's import's and the provider events'", () => {
    const { server, locations } = bodyLimits();
    expect(server, "every other request").toBe(maxRequestBodyBytes);
    expect(Object.fromEntries(locations)).toEqual({
      [deskPaths.subscriberImport]: maxUploadBytes,
      [`${newsletterPaths.events}/`]: providerEventsBodyLimit,
    });
  });
});
