/**
 * The desk on the real production server against requests no desk page sends (issue 39): a `next`
 * that a browser's URL parser turns into another site, page numbers and ids of every wrong shape, JSON
 * bodies of the wrong shape, and desk addresses spelt so that the raw path does not look like one.
 * Each answers 4xx with a plain message, keeps a sign-in on this site's desk, and carries the desk's
 * headers. Ids and numbers reach the database, so those run on SQLite and on PostgreSQL.
 */
import http from "node:http";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runScript } from "../support/commands";
import { codeIn, type DeskAnswer, deskClient, printedLink } from "../support/desk-client";
import { postForm, type RunningServer, startProductionServer, validFields } from "../support/production-server";
import { eventually, startSmtpReceiver } from "../support/receivers";
import { createTestDatabase, type DatabaseKind, databaseKinds, type TestDatabase } from "../support/test-databases";

const ownerEmail = "owner@example.com";
// A public CSP that names an analytics endpoint tells it apart from the desk's, which names none.
const analyticsEndpoint = "https://analytics.example/api/event";

type RunningDesk = {
  server: RunningServer;
  database: TestDatabase;
  smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  owner: ReturnType<typeof deskClient>;
};

async function startDesk(kind: DatabaseKind): Promise<RunningDesk> {
  const database = await createTestDatabase(kind);
  const smtp = await startSmtpReceiver();
  const server = await startProductionServer({
    DATABASE_URL: database.url,
    SMTP_URL: smtp.url,
    ANALYTICS_ENDPOINT: analyticsEndpoint,
    ANALYTICS_DOMAIN: "aequa.example",
  });
  const printed = await runScript("desk", ["add-owner", ownerEmail], { DATABASE_URL: database.url });
  expect(printed.code, printed.stderr).toBe(0);
  const owner = deskClient(server.url);
  const used = await owner.send("/desk/sign-in/link", {
    method: "POST",
    form: { token: printedLink(printed.stdout).split("/").at(-1) as string },
  });
  expect(used.status).toBe(303);
  return { server, database, smtp, owner };
}

async function stopDesk(desk: RunningDesk) {
  await desk.server.stop();
  await desk.smtp.close();
  await desk.database.drop();
}

/** One desk per database for every test below, started when a test first needs it. */
const desks = new Map<DatabaseKind, Promise<RunningDesk>>();
function deskOn(kind: DatabaseKind): Promise<RunningDesk> {
  if (!desks.has(kind)) desks.set(kind, startDesk(kind));
  return desks.get(kind)!;
}
afterAll(async () => {
  for (const desk of desks.values()) await stopDesk(await desk);
});

/** A 4xx with a message for a person: never a 500, a stack trace or an empty answer. */
function expectPlainRefusal(answer: DeskAnswer, what: string, statuses: number[] = [400, 404]) {
  expect(statuses, `${what}: status ${answer.status}, ${answer.text.slice(0, 200)}`).toContain(answer.status);
  expect(answer.text, what).not.toMatch(/ at .*\.(ts|js):\d+|Unexpected Server Error|Something went wrong/);
  expect(answer.text.trim().length, what).toBeGreaterThan(0);
}

/**
 * Sends a request for `target` byte for byte as written (fetch would resolve `%2e%2e` and `..` first),
 * as the desk's forms do for a POST; follows no redirect.
 */
function sendAsWritten(
  baseUrl: string,
  target: string,
  { method, cookie }: { method: string; cookie: string },
): Promise<{ status: number; headers: http.IncomingHttpHeaders }> {
  const { hostname, port } = new URL(baseUrl);
  const body = method === "POST" ? "intent=x" : "";
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: hostname,
        port,
        path: target,
        method,
        headers: {
          ...(cookie ? { Cookie: cookie } : {}),
          ...(body ? { Origin: baseUrl, "Content-Type": "application/x-www-form-urlencoded" } : {}),
        },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

/** A `next` that a browser's URL parser reads as another site, or that names no desk page. */
const hostileNexts = [
  "/%09/evil.example/desk",
  "/%0A/evil.example/desk",
  "/%0D/evil.example/desk",
  "%09//evil.example/desk",
  "/%5C/evil.example/desk",
  "/%2F/evil.example/desk",
  "https://evil.example/desk",
  "/desk/../contact",
  "/desk/%2e%2e/contact",
  "/desk/sign-in",
  "/DESK/Sign-In?next=/desk",
  "/desk/%73ign-in",
  "/desk/sign-in/link/0000",
];

describe("the desk's redirects, headers and the public pages beside it", () => {
  let desk: RunningDesk | undefined;
  beforeAll(async () => {
    desk = await deskOn("sqlite");
  }, 120_000);

  it("keeps every sign-in's way back on a desk page, whatever `next` says", async () => {
    const { server, owner, smtp } = desk as RunningDesk;
    const visitor = deskClient(server.url);
    for (const next of hostileNexts) {
      const page = await visitor.get(`/desk/sign-in?next=${next}`);
      expect(page.status, next).toBe(200);
      expect(/name="next" value="([^"]*)"/.exec(page.text)?.[1], `${next}: the form's next`).toBe("/desk");
      expect(/data-passkey-sign-in="([^"]*)"/.exec(page.text)?.[1], `${next}: the passkey's next`).toBe("/desk");
    }
    const asked = await visitor.get("/desk/sign-in?next=%2Fdesk%2Fteam%3Fnotice%3Dinvited");
    expect(/name="next" value="([^"]*)"/.exec(asked.text)?.[1], "a desk page is kept").toBe(
      "/desk/team?notice=invited",
    );

    // A code sign-in posting a next with a tab in it lands on the desk, not on evil.example.
    const before = smtp.messages.length;
    const next = "/\t/evil.example/desk";
    await visitor.post("/desk/sign-in", { intent: "send-code", email: ownerEmail, next });
    const mail = await eventually(() => smtp.messages.slice(before).find((message) => message.to.includes(ownerEmail)));
    const code = codeIn((await simpleParser(mail.raw)).text ?? "");
    const signedIn = await visitor.post("/desk/sign-in", { intent: "verify-code", email: ownerEmail, code, next });
    expect([signedIn.status, signedIn.location]).toEqual([303, "/desk"]);

    // The way to sign-in that a signed-out page offers carries the page, which sign-in keeps.
    const signedOut = deskClient(server.url);
    const door = await signedOut.get("/desk/team?x=%09");
    expect(door.location).toBe(`/desk/sign-in?next=${encodeURIComponent("/desk/team?x=%09")}`);
    const back = await signedOut.get(door.location as string);
    expect(/name="next" value="([^"]*)"/.exec(back.text)?.[1]).toBe("/desk/team?x=%09");
    expect((await owner.get("/desk/team")).status).toBe(200);
  });

  it("sends the desk's headers with every answer of a desk route, however its address is spelt", async () => {
    const { server, owner } = desk as RunningDesk;
    const spellings = [
      "/desk",
      "/desk/",
      "/desk.data",
      "/desk/team.data",
      "/desk/team.data?_routes=routes%2Fdesk%2Fteam",
      "/_root.data/../desk.data",
      "/x/%2e%2e/desk/team",
      "/x/%2E%2E/desk/audit.data",
      "/x/..\\desk/team",
      "/DESK",
      "/Desk/Team",
      "//desk",
      "//desk/team",
      "/desk//team",
      "/%64esk/team",
      "/desk%2Fteam",
      "/desk/no-such-page",
      "/desk/leads.csv",
      "/desk/sign-in.data",
    ];
    for (const [who, cookie] of [
      ["a visitor", ""],
      ["the owner", owner.cookie],
    ] as const) {
      for (const spelling of spellings) {
        for (const method of ["GET", "POST"]) {
          const answer = await sendAsWritten(server.url, spelling, { method, cookie });
          const what = `${method} ${spelling} by ${who} (${answer.status})`;
          expect(answer.status, what).not.toBe(500);
          expect(answer.headers["cache-control"], what).toBe("no-store");
          expect(answer.headers["x-robots-tag"], what).toBe("noindex, nofollow");
          expect(answer.headers["referrer-policy"], what).toBe("same-origin");
          expect(answer.headers["content-security-policy"], what).toMatch(/img-src 'self' data:; frame-src 'none'/);
        }
      }
    }
    for (const link of ["/desk/sign-in/link/abc", "/desk/sign-in/link/abc.data", "/x/%2e%2e/DESK/sign-in/link/abc"]) {
      const answer = await sendAsWritten(server.url, link, { method: "GET", cookie: "" });
      expect(answer.headers["referrer-policy"], link).toBe("no-referrer");
    }
    // The public site keeps its own: cached, indexed, its analytics endpoint allowed.
    for (const publicPath of ["/", "/contact", "/desktop", "/x/%2e%2e/contact", "/no-such-page"]) {
      const answer = await fetch(`${server.url}${publicPath}`, { redirect: "manual" });
      expect(answer.headers.get("x-robots-tag"), publicPath).toBeNull();
      expect(answer.headers.get("content-security-policy"), publicPath).toContain(analyticsEndpoint);
    }
  });
});

describe.each(databaseKinds)("the desk's inputs, on %s", (kind) => {
  let desk: RunningDesk | undefined;
  beforeAll(async () => {
    desk = await deskOn(kind);
  }, 120_000);

  async function sendJson(path: string, body: string): Promise<DeskAnswer> {
    const { server, owner } = desk as RunningDesk;
    const response = await fetch(`${server.url}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: owner.cookie, Origin: server.url, "Content-Type": "application/json" },
      body,
    });
    return {
      status: response.status,
      headers: response.headers,
      text: await response.text(),
      location: response.headers.get("location"),
    };
  }

  it("answers page numbers that are no page number with 400", async () => {
    const { owner } = desk as RunningDesk;
    for (const list of ["/desk/audit", "/desk", "/desk/subscribers", "/desk/leads.csv", "/desk/subscribers.csv"]) {
      for (const page of ["1e300", "-1", "0", "0.5", "abc", "9".repeat(400), "%00", "1%0a", "%202"]) {
        expectPlainRefusal(await owner.get(`${list}?page=${page}`), `${list}?page=${page}`, [400]);
      }
      expect((await owner.get(`${list}?page=2`)).status, `${list}?page=2`).toBe(200);
    }
    for (const search of ["/desk?q=%00", "/desk?q=a%00b", "/desk/subscribers?q=%00", "/desk/leads.csv?q=%00"]) {
      expectPlainRefusal(await owner.get(search), search, [400]);
    }
  });

  it("answers ids of a wrong shape in addresses and forms with 404 or 400, and changes nothing", async () => {
    const { owner } = desk as RunningDesk;
    // Escapes in lower case: the site answers an address with capitals by a 301 to its lower-case spelling.
    const ids = ["%00", "a%00b", "x".repeat(5000), "%0a", "..%2f..%2fcontact", "%f0%9f%92%a9", "1e300", "'%20or%201=1"];
    for (const id of ids) {
      for (const path of [`/desk/leads/${id}`, `/desk/subscribers/${id}`]) {
        expectPlainRefusal(await owner.get(path), `GET ${path.slice(0, 60)}`);
      }
      expectPlainRefusal(
        await owner.post(`/desk/leads/${id}`, { version: "1", status: "new", assignee: "", note: "" }),
        `POST lead ${id.slice(0, 20)}`,
      );
      expectPlainRefusal(
        await owner.post(`/desk/subscribers/${id}`, { intent: "unsubscribe", id: "insights" }),
        `POST subscriber ${id.slice(0, 20)}`,
      );
    }
    const formIds = ["\u0000", "a\u0000", "x".repeat(5000), "\n", "../x"];
    for (const id of formIds) {
      for (const intent of ["end-session", "remove-passkey"]) {
        expectPlainRefusal(await owner.post("/desk/account", { intent, id }), `account ${intent} ${id.slice(0, 9)}`);
      }
      for (const form of [
        { intent: "change-role", id, role: "viewer" },
        { intent: "remove", id, role: "" },
      ]) {
        expectPlainRefusal(await owner.post("/desk/team", form), `team ${form.intent} ${id.slice(0, 9)}`);
      }
    }
    expect((await owner.get("/desk/team")).text, "the owner is still on the team").toContain(ownerEmail);
    expect((await owner.get("/desk/account")).status, "the session is still open").toBe(200);
  });

  it("answers numbers and fields of a wrong shape in forms with 400 or 422", async () => {
    const { owner, server } = desk as RunningDesk;
    expect((await postForm(server.url, "contact", validFields("contact", "hostile"))).status).toBe(200);
    const lead = /href="(\/desk\/leads\/[\w-]+)"/.exec((await owner.get("/desk")).text)?.[1] as string;
    const page = await owner.get(lead);
    const version = /name="version" value="(\d+)"/.exec(page.text)?.[1] as string;
    const work = { version, status: "won", assignee: "", note: "" };
    for (const bad of [
      { version: "1e300" },
      { version: "99999999999" },
      { version: "-1" },
      { version: "" },
      { status: "%00" },
      { assignee: "\u0000" },
      { assignee: "x".repeat(2000) },
      { assignee: "../x" },
    ]) {
      expectPlainRefusal(
        await owner.post(lead, { ...work, ...bad }),
        `lead ${JSON.stringify(bad).slice(0, 40)}`,
        [400],
      );
    }
    expect((await owner.get(lead)).text, "the lead was not changed").toContain(`name="version" value="${version}"`);
    for (const token of ["%00", "x".repeat(5000), "%0a", "..%2f..%2fdesk"]) {
      expectPlainRefusal(await owner.get(`/desk/sign-in/link/${token}`), `link ${token.slice(0, 9)}`, [404, 410]);
    }
    expectPlainRefusal(
      await deskClient(server.url).send("/desk/sign-in/link", {
        method: "POST",
        form: { token: "\u0000" },
        headers: { Origin: "null", "Sec-Fetch-Site": "same-origin" },
      }),
      "a link's token with a NUL",
      [400],
    );
    for (const number of ["1e300", "99999999999999999999", "-1", "0x10", "1.5", "\u0000"]) {
      for (const intent of ["save", "test", "send"]) {
        expectPlainRefusal(
          await owner.post("/desk/editions", { intent, number, subject: "S", introduction: "I" }),
          `edition ${intent} ${number}`,
          [400],
        );
      }
    }
    for (const email of ["a\u0000@example.com", "\u0000"]) {
      expectPlainRefusal(
        await owner.post("/desk/team", { intent: "invite", email, role: "viewer" }),
        email,
        [400, 422],
      );
      expectPlainRefusal(await owner.post("/desk/privacy", { intent: "find", address: email }), email, [400, 422]);
      expectPlainRefusal(await owner.post("/desk/privacy/export", { address: email }), email, [400, 422]);
      expectPlainRefusal(
        await deskClient(desk!.server.url).post("/desk/sign-in", { intent: "send-code", email }),
        email,
        [400, 422],
      );
    }
  });

  it("answers JSON bodies of a wrong shape at the passkey endpoints with 400 and a message", async () => {
    const bodies = [
      '{"intent":"verify"}',
      '{"intent":"verify","response":null}',
      '{"intent":"verify","response":"x"}',
      '{"intent":"verify","response":{}}',
      '{"intent":"verify","response":{"id":5,"response":{}}}',
      '{"intent":"verify","response":{"id":"AAAA","rawId":"AAAA","type":"public-key","response":[]}}',
      '{"intent":"verify","response":{"id":"AAAA","rawId":"AAAA","type":"public-key","response":{"clientDataJSON":7}}}',
      '{"intent":"nothing"}',
      '{"intent":["options"]}',
      "{}",
      "[]",
      '"verify"',
      "null",
      "{",
    ];
    for (const path of ["/desk/sign-in/passkey", "/desk/account/passkeys"]) {
      for (const body of bodies) {
        const answer = await sendJson(path, body);
        expectPlainRefusal(answer, `${path} ${body}`, [400]);
        expect(JSON.parse(answer.text), `${path} ${body}`).toEqual({ message: expect.any(String) });
      }
    }
    // A well-formed answer with wrong bytes passes the shape and is refused by the passkey check.
    const options = JSON.parse((await sendJson("/desk/sign-in/passkey", '{"intent":"options"}')).text) as {
      challenge: string;
    };
    const clientData = { type: "webauthn.get", challenge: options.challenge, origin: desk!.server.url };
    const forged = {
      id: "Zm9yZ2VkLWNyZWRlbnRpYWwtaWQ",
      rawId: "Zm9yZ2VkLWNyZWRlbnRpYWwtaWQ",
      type: "public-key",
      response: {
        clientDataJSON: Buffer.from(JSON.stringify(clientData)).toString("base64url"),
        authenticatorData: Buffer.alloc(37, 1).toString("base64url"),
        signature: Buffer.alloc(70, 2).toString("base64url"),
      },
      clientExtensionResults: {},
    };
    const refused = await sendJson("/desk/sign-in/passkey", JSON.stringify({ intent: "verify", response: forged }));
    expect([refused.status, JSON.parse(refused.text)]).toEqual([
      400,
      { message: "This passkey was not accepted. Try again, or sign in with an e-mailed code." },
    ]);
    expect(refused.headers.get("set-cookie")).toBeNull();
  });
});
