/**
 * The README's quick start, then the desk: the production server with no settings but a database
 * (no SITE_ORIGIN), `npm run desk -- add-owner`'s link, a passkey added and used, all on the address
 * the server answers on (docs/decisions/031-the-desk-on-a-first-run.md).
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deskPaths } from "~/route-table";
import { runScript } from "../support/commands";
import { deskClient, printedLink } from "../support/desk-client";
import { developerWordsIn, readableText } from "../support/desk-words";
import { type RunningServer, startProductionServer } from "../support/production-server";
import { softwareAuthenticator } from "../support/software-authenticator";

let dir: string;
let server: RunningServer;
let local: string;
const databaseUrl = () => `file:${path.join(dir, "site.db")}`;

/** A post of the desk script: JSON from the page's own origin, with the browser's cookie. */
async function postJson(path: string, body: unknown, cookie = "") {
  const response = await fetch(`${local}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json", Origin: local, Cookie: cookie },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    cookie: response.headers.get("set-cookie")?.split(";")[0] ?? "",
    body: (await response.json()) as Record<string, unknown> & { rp?: { id: string }; rpId?: string },
  };
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "desk-first-run-"));
  // HOST is 127.0.0.1 (the helper's); SITE_ORIGIN empty counts as unset, whatever the test's environment holds.
  server = await startProductionServer({ DATABASE_URL: databaseUrl(), SITE_ORIGIN: "" });
  local = `http://localhost:${new URL(server.url).port}`;
}, 120_000);

afterAll(async () => {
  await server?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("the desk on a first run, with no SITE_ORIGIN", () => {
  it(
    "says at start-up where the desk is, and the first owner gets in there by link, then by passkey",
    { timeout: 60_000 },
    async () => {
      expect(server.output()).toContain(`The desk is at ${local}/desk on this machine (SITE_ORIGIN is not set`);

      const printed = await runScript("desk", ["add-owner", "first@example.com"], {
        DATABASE_URL: databaseUrl(),
        PORT: new URL(server.url).port,
        SITE_ORIGIN: "",
      });
      expect(printed.code, printed.stderr).toBe(0);
      expect(printed.stdout).toMatch(new RegExp(`^  ${local}/desk/sign-in/link/[0-9a-f]{64}$`, "m"));

      const browser = deskClient(local);
      const link = printedLink(printed.stdout);
      expect((await browser.get(link)).status).toBe(200);
      const used = await browser.send(deskPaths.useSignInLink, {
        method: "POST",
        form: { token: link.split("/").at(-1) as string },
        headers: { Origin: "null", "Sec-Fetch-Site": "same-origin" },
      });
      expect([used.status, used.location]).toEqual([303, "/desk/account?notice=welcome"]);

      const options = await postJson(deskPaths.passkeys, { intent: "options" }, browser.cookie);
      expect(options.body.rp?.id, "the passkey belongs to localhost").toBe("localhost");
      const authenticator = softwareAuthenticator({ origin: local });
      const added = await postJson(
        deskPaths.passkeys,
        { intent: "verify", response: authenticator.register(options.body as never) },
        browser.cookie,
      );
      expect([added.status, added.body]).toMatchObject([200, { added: true }]);

      const challenge = await postJson(deskPaths.passkeySignIn, { intent: "options" });
      expect(challenge.body.rpId).toBe("localhost");
      const signedIn = await postJson(deskPaths.passkeySignIn, {
        intent: "verify",
        response: authenticator.authenticate(challenge.body as never),
      });
      expect([signedIn.status, signedIn.body]).toEqual([200, { signedIn: true }]);
      expect((await deskClient(local, { cookie: signedIn.cookie }).get(deskPaths.inbox)).status).toBe(200);
    },
  );

  it(
    "speaks of e-mail in the team's words when the server cannot send any, on every page",
    { timeout: 60_000 },
    async () => {
      const printed = await runScript("desk", ["add-owner", "words@example.com"], {
        DATABASE_URL: databaseUrl(),
        PORT: new URL(server.url).port,
        SITE_ORIGIN: "",
      });
      const browser = deskClient(local);
      await browser.send(deskPaths.useSignInLink, {
        method: "POST",
        form: { token: printedLink(printed.stdout).split("/").at(-1) as string },
        headers: { Origin: "null", "Sec-Fetch-Site": "same-origin" },
      });
      const pages = new Map<string, string>();
      pages.set("sign-in", (await deskClient(local).get(deskPaths.signIn)).text);
      const text = (name: string) => readableText(pages.get(name) ?? "");
      for (const [name, path] of Object.entries({
        inbox: deskPaths.inbox,
        subscribers: deskPaths.subscribers,
        "subscriber import": deskPaths.subscriberImport,
        editions: deskPaths.editions,
        team: deskPaths.team,
        account: deskPaths.account,
        privacy: deskPaths.privacy,
        audit: deskPaths.audit,
      })) {
        const answer = await browser.get(path);
        expect(answer.status, name).toBe(200);
        pages.set(name, answer.text);
      }
      const invited = await browser.post(deskPaths.team, {
        intent: "invite",
        email: "new@example.com",
        role: "editor",
      });
      pages.set("team, invited without e-mail", invited.text);

      expect(text("sign-in")).toContain("This server cannot send e-mail yet, so no code can be sent.");
      expect(text("team, invited without e-mail")).toContain("This server cannot send e-mail yet: send this link");
      expect(text("inbox")).toContain("No leads yet: each form sent on the site appears here.");
      expect(text("subscribers")).toContain("No subscribers yet: each sign-up on the site");
      expect(Object.fromEntries([...pages].map(([name, html]) => [name, developerWordsIn(html)]))).toEqual(
        Object.fromEntries([...pages].map(([name]) => [name, []])),
      );
    },
  );

  it(
    "refuses a passkey answer made for another origin, such as the default SITE_ORIGIN",
    { timeout: 60_000 },
    async () => {
      const elsewhere = softwareAuthenticator({ origin: "https://www.aequa.example" });
      const browser = deskClient(local);
      const printed = await runScript("desk", ["add-owner", "second@example.com"], {
        DATABASE_URL: databaseUrl(),
        PORT: new URL(server.url).port,
        SITE_ORIGIN: "",
      });
      const token = printedLink(printed.stdout).split("/").at(-1) as string;
      await browser.send(deskPaths.useSignInLink, {
        method: "POST",
        form: { token },
        headers: { Origin: "null", "Sec-Fetch-Site": "same-origin" },
      });
      const options = await postJson(deskPaths.passkeys, { intent: "options" }, browser.cookie);
      const refused = await postJson(
        deskPaths.passkeys,
        { intent: "verify", response: elsewhere.register(options.body as never) },
        browser.cookie,
      );
      expect(refused.status).toBe(400);
    },
  );
});
