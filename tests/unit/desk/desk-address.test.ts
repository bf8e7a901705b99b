/**
 * Where a sign-in may lead back to, and which paths are the desk's: `safeNext` for any string a person
 * could put in `?next=` (fast-check: every code point, control characters, and the prefixes a browser's
 * URL parser reads as another site), the path the router matches, and the shapes of ids, numbers and
 * the passkey endpoints' bodies.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isDeskPageAfterSignIn, routedPath, routedRequestPath, safeNext } from "~/desk/desk-address";
import { isDeskId, pageNumber, wholeNumber } from "~/desk/desk-input";
import { passkeyRequest } from "~/desk/passkey-request";
import { isDeskPath } from "~/route-table";

const origin = "https://desk.example";

/** Pieces that a browser's URL parser reads otherwise than they look. */
const trickyPiece = fc.constantFrom(
  "/\t/",
  "/\n/",
  "\r",
  "/\\",
  "\\\\",
  "//",
  "///",
  "/%2f",
  "%2F",
  "\n",
  "/..",
  "/.",
  "/%2e%2e",
  "/.%2E/",
  "https:",
  "http:",
  "javascript:",
  "data:",
  " /",
  "\u0000",
  "\u3002",
  "@",
  "?",
  "#",
  "evil.example",
  "http://desk.invalid",
  "/desk",
  "/DESK",
  "/desk/",
  "/desk/sign-in",
  "/desk/Sign-In",
  "/desk/%73ign-in",
  "/desk/sign-in/link/",
  "/desk.data",
  "/desk/team",
  "desk",
  "sign-in",
  ".data",
);

const anyText = fc.string({ unit: "binary" });
const trickyNext = fc
  .array(fc.oneof(trickyPiece, anyText, fc.string({ unit: "binary-ascii" })), { maxLength: 6 })
  .map((pieces) => pieces.join(""));

describe("where a sign-in leads back to", () => {
  it("stays on the desk's origin, on a desk page that is no sign-in page, for any string", () => {
    fc.assert(
      fc.property(fc.oneof(trickyNext, anyText), (next) => {
        const kept = safeNext(next);
        const landing = new URL(kept, origin);
        expect(landing.origin).toBe(origin);
        expect(landing.pathname + landing.search, "sent as it was checked").toBe(kept);
        expect(isDeskPath(landing.pathname)).toBe(true);
        expect(isDeskPageAfterSignIn(routedPath(landing.pathname))).toBe(true);
        expect(landing.pathname.endsWith(".data")).toBe(false);
        expect(safeNext(kept), "a kept next is kept again").toBe(kept);
      }),
      { numRuns: 5000 },
    );
  });

  it("keeps a desk page's path and query, serialised as a browser sends them", () => {
    expect(safeNext("/desk/leads/1?q=x")).toBe("/desk/leads/1?q=x");
    expect(safeNext("/desk")).toBe("/desk");
    expect(safeNext("/desk/")).toBe("/desk/");
    expect(safeNext("/desk/team?x=a b")).toBe("/desk/team?x=a%20b");
    expect(safeNext("/desk/leads/1#history")).toBe("/desk/leads/1");
    expect(safeNext("/desk/x/../team")).toBe("/desk/team");
    expect(safeNext("/desk/sign-out")).toBe("/desk/sign-out");
    expect(safeNext("/desk/sign-inside")).toBe("/desk/sign-inside");
    expect(safeNext("http://desk.invalid/desk/team")).toBe("/desk/team");
  });

  it("goes to the inbox for anything else", () => {
    for (const elsewhere of [
      null,
      undefined,
      "",
      "https://evil.example/desk",
      "https://evil.example/desk/team",
      "//evil.example/desk/team",
      "//evil.example/desk",
      "/\t/evil.example/desk",
      "/\n/evil.example/desk",
      "\t//evil.example/desk",
      "/\\evil.example/desk",
      "/.//evil.example/desk",
      "/.//desk/team",
      "https://desk.invalid.evil.example/desk",
      "http://desk.invalid:81/desk",
      "https://desk.invalid/desk",
      "/contact",
      "/desktop",
      "/desk/../contact",
      "/desk/%2e%2e/contact",
      "/DESK/team",
      "/desk/sign-in?next=/desk",
      "/desk/sign-in/",
      "/desk/Sign-In",
      "/desk/%73ign-in",
      "/desk/sign-in/link/abc",
      "/desk/sign-in.data",
      "/desk/team.data",
      "/desk.data",
      "desk",
      "http://[",
    ]) {
      expect(safeNext(elsewhere), String(elsewhere)).toBe("/desk");
    }
  });
});

describe("the path the router matches", () => {
  it("reads an address as React Router does, or as more of the desk, never less", () => {
    const routed = (target: string) => routedRequestPath(target);
    expect(routed("/desk")).toBe("/desk");
    expect(routed("/desk.data")).toBe("/desk");
    expect(routed("/desk/team.data?_routes=x")).toBe("/desk/team");
    expect(routed("/_root.data")).toBe("/");
    expect(routed("/desk.data/team"), "only a final .data is a data request").toBe("/desk.data/team");
    expect(routed("/x/_root.data")).toBe("/x/_root");
    expect(routed("/x/%2e%2e/desk/team")).toBe("/desk/team");
    expect(routed("/x/..\\desk")).toBe("/desk");
    expect(routed("/DESK/Team")).toBe("/desk/team");
    expect(routed("//desk")).toBe("/desk");
    expect(routed("/desk//team")).toBe("/desk/team");
    expect(routed("/%64esk/te%61m")).toBe("/desk/team");
    expect(routed("/desk%2Fteam")).toBe("/desk/team");
    expect(routed("/desk/%E0%A4%A/x")).toBe("/desk/%e0%a4%a/x");
    expect(routed("/desk/%ff%64")).toBe("/desk/%ff%64");
    expect(routed("/desk/caf%C3%A9")).toBe("/desk/café");
    expect(routed("/contact")).toBe("/contact");
    expect(routed("http://other.example/desk"), "an absolute target").toBeUndefined();
    expect(routed("*")).toBeUndefined();
  });

  it("counts every desk page but the sign-in pages as a way back", () => {
    expect(isDeskPageAfterSignIn("/desk")).toBe(true);
    expect(isDeskPageAfterSignIn("/desk/team")).toBe(true);
    expect(isDeskPageAfterSignIn("/desk/sign-inside")).toBe(true);
    expect(isDeskPageAfterSignIn("/desk/sign-in")).toBe(false);
    expect(isDeskPageAfterSignIn("/desk/sign-in/passkey")).toBe(false);
    expect(isDeskPageAfterSignIn("/desktop")).toBe(false);
  });
});

describe("ids and numbers from addresses and forms", () => {
  it("takes an id of letters, digits, - and _ up to a passkey's length", () => {
    expect(isDeskId("0f8fad5b-d9cb-469f-a165-70867728950e")).toBe(true);
    expect(isDeskId("a")).toBe(true);
    expect(isDeskId("A".repeat(1364))).toBe(true);
    for (const bad of ["", "A".repeat(1365), "a\u0000", "a\n", "../x", "a b", "é", "x/y", " a"]) {
      expect(isDeskId(bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it("takes whole numbers an integer column keeps, and pages from 1 to 999,999", () => {
    expect([wholeNumber("0"), wholeNumber("7"), wholeNumber("999999999")]).toEqual([0, 7, 999_999_999]);
    for (const bad of ["", "1000000000", "-1", "01", "1.5", "1e3", "0x10", " 1", "1 ", "abc", "Infinity"]) {
      expect(wholeNumber(bad), bad).toBeUndefined();
    }
    expect([pageNumber("1"), pageNumber("999999")]).toEqual([1, 999_999]);
    for (const bad of ["", "0", "1000000", "-1", "01", "1.0", "1e300", " 2", "2 "]) {
      expect(pageNumber(bad), bad).toBeUndefined();
    }
  });
});

describe("a passkey endpoint's body", () => {
  const answer = { id: "AQID", rawId: "AQID", type: "public-key", response: { clientDataJSON: "e30" } };
  const parses = (body: unknown) => passkeyRequest.safeParse(body).success;

  it("is `options`, or `verify` with a credential's id, type and client data", () => {
    expect(parses({ intent: "options" })).toBe(true);
    expect(parses({ intent: "verify", response: answer })).toBe(true);
    expect(
      passkeyRequest.parse({ intent: "verify", response: { ...answer, clientExtensionResults: {} } }),
      "what @simplewebauthn/server reads besides is kept",
    ).toEqual({ intent: "verify", response: { ...answer, clientExtensionResults: {} } });
  });

  it("is refused in any other shape", () => {
    for (const body of [
      undefined,
      null,
      [],
      "verify",
      {},
      { intent: "nothing" },
      { intent: "verify" },
      { intent: "verify", response: null },
      { intent: "verify", response: { ...answer, id: 5 } },
      { intent: "verify", response: { ...answer, id: "" } },
      { intent: "verify", response: { ...answer, id: "A".repeat(1365) } },
      { intent: "verify", response: { ...answer, id: "a/b" } },
      { intent: "verify", response: { ...answer, rawId: undefined } },
      { intent: "verify", response: { ...answer, type: "password" } },
      { intent: "verify", response: { ...answer, response: [] } },
      { intent: "verify", response: { ...answer, response: { clientDataJSON: 7 } } },
      { intent: "verify", response: { ...answer, response: { clientDataJSON: "A".repeat(65_537) } } },
    ]) {
      expect(parses(body), JSON.stringify(body)?.slice(0, 80)).toBe(false);
    }
  });
});
