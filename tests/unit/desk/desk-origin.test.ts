import { describe, expect, it } from "vitest";
import { deskOriginFor, deskOriginProblems } from "../../../server/desk/desk-origin";

const defaultOrigin = "https://www.aequa.example";

describe("the desk's origin", () => {
  it("is SITE_ORIGIN when set, whatever the server listens on", () => {
    for (const host of ["127.0.0.1", "0.0.0.0", "10.0.0.5"]) {
      expect(deskOriginFor({ siteOrigin: "https://desk.example.org", siteOriginSet: true, host, port: 3000 })).toEqual({
        origin: "https://desk.example.org",
        from: "SITE_ORIGIN",
      });
    }
  });

  it("is http://localhost:PORT without SITE_ORIGIN on a server that answers on loopback", () => {
    for (const host of ["127.0.0.1", "127.0.0.2", "localhost", "::1", "0.0.0.0", "::"]) {
      expect(deskOriginFor({ siteOrigin: defaultOrigin, siteOriginSet: false, host, port: 3100 }), host).toEqual({
        origin: "http://localhost:3100",
        from: "local",
      });
    }
  });

  it("stays the default, with a warning, without SITE_ORIGIN on a server that does not answer on loopback", () => {
    const desk = deskOriginFor({ siteOrigin: defaultOrigin, siteOriginSet: false, host: "10.0.0.5", port: 3000 });
    expect(desk).toEqual({ origin: defaultOrigin, from: "default" });
    expect(deskOriginProblems(desk, { host: "10.0.0.5", port: 3000 })).toEqual([
      "SITE_ORIGIN is not set and the server listens on 10.0.0.5 only: the desk's sign-in links and passkeys are made for https://www.aequa.example, where this server is not. Set SITE_ORIGIN to the address the team opens.",
    ]);
  });

  it("warns of a SITE_ORIGIN where passkeys cannot work or the server is not", () => {
    const problems = (origin: string, host = "127.0.0.1", port = 3000) =>
      deskOriginProblems({ origin, from: "SITE_ORIGIN" }, { host, port });
    expect(problems("https://www.aequa.example")).toEqual([]);
    expect(problems("http://localhost:3000")).toEqual([]);
    expect(problems("http://desk.localhost:3000")).toEqual([]);
    expect(problems("http://localhost:3000", "10.0.0.5", 4000), "not on loopback: a proxy may be in front").toEqual([]);
    expect(problems("http://www.aequa.example")).toEqual([
      "SITE_ORIGIN (http://www.aequa.example) is plain http: browsers allow passkeys only over https (or on localhost), so set SITE_ORIGIN to the https address.",
    ]);
    expect(problems("http://127.0.0.1:3000")).toEqual([
      "SITE_ORIGIN (http://127.0.0.1:3000) is an IP address, which passkeys refuse: use the site's domain name (or localhost on this machine).",
    ]);
    expect(problems("https://[::1]:3000")[0]).toMatch(/is an IP address/);
    expect(problems("http://localhost:4000")).toEqual([
      "SITE_ORIGIN (http://localhost:4000) is on this machine but the server listens on port 3000: the desk's links and passkeys lead to a port where it is not. Set SITE_ORIGIN to http://localhost:3000, or leave it unset.",
    ]);
    expect(problems("http://localhost", "127.0.0.1", 80)).toEqual([]);
    expect(problems("https://localhost", "127.0.0.1", 443)).toEqual([]);
    expect(
      deskOriginProblems({ origin: "http://localhost:3000", from: "local" }, { host: "0.0.0.0", port: 3000 }),
    ).toEqual([]);
  });
});
