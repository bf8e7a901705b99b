import { describe, expect, it } from "vitest";
import { createRouteTable } from "~/route-table";
import { routeKindOf } from "../../../server/operations/metrics-route-kind";

const kindOf = routeKindOf(createRouteTable("aequa"));

describe("the kind of route a request is counted under", () => {
  it.each([
    ["GET", "/", "page"],
    ["GET", "/team", "page"],
    ["HEAD", "/no-such-page", "page"],
    ["GET", "/insights.data", "page"],
    ["GET", "/assets/entry-Cm33MUsu.js", "asset"],
    ["GET", "/pagefind/pagefind.js", "asset"],
    ["GET", "/favicon.ico", "asset"],
    ["GET", "/og/team.png", "asset"],
    ["GET", "/insights/rss.xml", "feed"],
    ["GET", "/insights/feed.json", "feed"],
    ["GET", "/sitemap.xml", "feed"],
    ["POST", "/contact", "form"],
    ["POST", "/forms/contact", "form"],
    ["POST", "/insights.data", "form"],
    ["POST", "/forms/subscribe", "newsletter"],
    ["POST", "/newsletter/subscribe", "newsletter"],
    ["GET", "/newsletter/archive/3", "newsletter"],
    ["POST", "/newsletter/events/mailgun", "newsletter"],
    ["GET", "/desk", "desk"],
    ["POST", "/desk/leads/5b2c", "desk"],
    ["GET", "/healthz", "health"],
    ["GET", "/metrics", "health"],
    ["OPTIONS", "/", "other"],
    ["DELETE", "/team", "other"],
  ])("%s %s is %s", (method, path, kind) => {
    expect(kindOf(method, path)).toBe(kind);
  });

  it("never takes a path that merely begins like the desk or the newsletter for them", () => {
    expect(kindOf("GET", "/desktop")).toBe("page");
    expect(kindOf("GET", "/newsletters")).toBe("page");
  });
});
