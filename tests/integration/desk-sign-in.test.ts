/**
 * Who gets into the desk, on SQLite and PostgreSQL: sign-in links, e-mailed codes, bound to the browser
 * that asked, and their growing waits per address and client (one count for two servers on
 * PostgreSQL) that no one can turn into a lock-out, sessions with a clock the test moves, the door every desk
 * request passes (origin, session, role), role changes and removals, the last owner. A refused request
 * changes nothing.
 */
import { simpleParser } from "mailparser";
import type { Transporter } from "nodemailer";
import { createSmtpTransport } from "../../server/delivery/channels";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { listSessions } from "../../server/desk/sessions";
import { createSignInLink } from "../../server/desk/sign-in-links";
import {
  addStaff,
  listStaff,
  makeOwner,
  staffByEmail,
  staffById,
  staffMembers,
  type StaffMember,
} from "../../server/desk/staff";
import { Storage } from "../../server/storage/database";
import { cookiePair, deliverCodes, deskRequest, hourMs, refusalOf, testClock, testDesk } from "../support/test-desk";
import { codeIn } from "../support/desk-client";
import { eventually, startSmtpReceiver } from "../support/receivers";
import { createTestDatabase, databaseKinds, type TestDatabase, unreachableDatabase } from "../support/test-databases";

const quiet = () => {};

describe.each(databaseKinds)("signing in to the desk on %s", (kind) => {
  let database: TestDatabase;
  let storage: Storage;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  let transport: Transporter;
  let clock: ReturnType<typeof testClock>;
  let desk: ReturnType<typeof testDesk>;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    storage = new Storage(database.location, quiet);
    smtp = await startSmtpReceiver();
    transport = createSmtpTransport(smtp.url);
  });
  afterAll(async () => {
    transport?.close();
    await storage?.close();
    await smtp?.close();
    await database?.drop();
  });
  beforeEach(() => {
    clock = testClock();
    desk = testDesk(storage, { clock, transport });
  });

  const auditCount = async () => (await storage.db.selectFrom("audit_log").select("id").execute()).length;

  /** Signs a staff member in through a link, as `npm run desk -- add-owner` or an invitation would. */
  async function signIn(member: StaffMember): Promise<string> {
    const token = await createSignInLink(await storage.ready(), member.id, "invitation", clock.now);
    const cookie = await desk.useLink(deskRequest("/desk/sign-in/link", { method: "POST" }), token);
    if (!cookie) throw new Error("the link did not sign in");
    return cookiePair(cookie);
  }

  async function member(email: string, role: "owner" | "editor" | "viewer") {
    const db = await storage.ready();
    return role === "owner"
      ? (await makeOwner(db, email, clock.now)).member
      : ((await addStaff(db, { email, role }, clock.now)) as StaffMember);
  }

  it("signs in once with a link, whose page changes nothing; a used or expired link signs no one in", async () => {
    const owner = await member("first.owner@example.com", "owner");
    const db = await storage.ready();
    const token = await createSignInLink(db, owner.id, "owner", clock.now);
    // Opening the link (as a mail scanner would) twice leaves it usable.
    expect(await desk.linkHolder(token)).toMatchObject({ email: "first.owner@example.com" });
    expect(await desk.linkHolder(token)).toMatchObject({ email: "first.owner@example.com" });
    const stored = await db.selectFrom("staff_sign_in_links").selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(token);

    const cookie = await desk.useLink(deskRequest("/desk/sign-in/link", { method: "POST" }), token);
    expect(cookie).toMatch(/^desk_session=[\w-]{43}; Path=\/desk; HttpOnly; SameSite=Lax; Max-Age=604800$/);
    expect(await desk.useLink(deskRequest("/desk/sign-in/link", { method: "POST" }), token)).toBeUndefined();
    expect(await desk.linkHolder(token)).toBeUndefined();

    const late = await createSignInLink(db, owner.id, "owner", clock.now);
    clock.advance(24 * hourMs);
    expect(await desk.linkHolder(late)).toBeUndefined();
    expect(await desk.useLink(deskRequest("/desk/sign-in/link", { method: "POST" }), late)).toBeUndefined();

    // Over HTTPS (as a trusted proxy reports it), the cookie is Secure.
    const secure = await createSignInLink(db, owner.id, "owner", clock.now);
    const request = new Request("https://localhost:4000/desk/sign-in/link", {
      method: "POST",
      headers: { Origin: "https://localhost:4000" },
    });
    expect(await desk.useLink(request, secure)).toMatch(/; Secure$/);
  });

  it("keeps a session while it is used, ends it after 12 idle hours or 7 days in all, and on sign-out", async () => {
    const editor = await member("session.editor@example.com", "editor");
    const first = await signIn(editor);
    const second = await signIn(editor);
    expect(second, "every sign-in makes a new token").not.toBe(first);
    const inbox = (cookie: string) => desk.requireStaff(deskRequest("/desk", { cookie }), "leads:read");
    expect((await inbox(first)).staff.email).toBe("session.editor@example.com");

    clock.advance(12 * hourMs - 60_000);
    expect((await inbox(first)).staff.email, "used just before the idle limit").toBe("session.editor@example.com");
    clock.advance(12 * hourMs - 60_000);
    expect((await inbox(first)).staff.email, "the last use moved the idle limit on").toBe("session.editor@example.com");
    expect(await refusalOf(inbox(second)), "unused for 12 hours").toEqual({
      status: 303,
      location: "/desk/sign-in?next=%2Fdesk",
    });

    // Used every 11 hours, a session still ends 7 days after sign-in.
    const kept = await signIn(editor);
    for (let hours = 11; hours < 7 * 24; hours += 11) {
      clock.advance(11 * hourMs);
      await inbox(kept);
    }
    clock.advance(7 * 24 * hourMs - Math.floor((7 * 24) / 11) * 11 * hourMs);
    expect((await refusalOf(inbox(kept))).status).toBe(303);

    const last = await signIn(editor);
    const cleared = await desk.signOut(deskRequest("/desk/sign-out", { method: "POST", cookie: last }));
    expect(cleared).toBe("desk_session=; Path=/desk; HttpOnly; SameSite=Lax; Max-Age=0");
    expect((await refusalOf(inbox(last))).status).toBe(303);
    const rows = await storage.db.selectFrom("staff_sessions").select("token_hash").execute();
    expect(JSON.stringify(rows)).not.toContain(last.split("=")[1]);
  });

  it("refuses every sign-in step posted from another site with 403, and changes nothing", async () => {
    const person = await member("cross.site@example.com", "editor");
    const db = await storage.ready();
    const session = await signIn(person);
    // Made after the sign-in above: a person holds one live link, and the sign-in makes one of its own.
    const token = await createSignInLink(db, person.id, "invitation", clock.now);
    const fromElsewhere = (path: string, cookie?: string) =>
      deskRequest(path, { method: "POST", cookie, headers: { Origin: "https://elsewhere.example" } });
    const settings = { idleMs: 12 * hourMs, absoluteMs: 7 * 24 * hourMs };
    const state = async () => ({
      audit: await auditCount(),
      outbox: (await db.selectFrom("deliveries").select("id").execute()).length,
      sessions: (await listSessions(db, person.id, { settings, now: clock.now })).length,
    });
    const before = await state();

    const refused = await Promise.all([
      refusalOf(desk.requestCode(fromElsewhere("/desk/sign-in"), person.email, "client")),
      refusalOf(desk.redeemCode(fromElsewhere("/desk/sign-in"), person.email, "12345678", "client")),
      refusalOf(desk.passkeyOptions(fromElsewhere("/desk/sign-in/passkey"), "client")),
      refusalOf(desk.passkeySignIn(fromElsewhere("/desk/sign-in/passkey"), {})),
      refusalOf(desk.useLink(fromElsewhere("/desk/sign-in/link"), token)),
      refusalOf(desk.signOut(fromElsewhere("/desk/sign-out", session))),
    ]);
    expect(refused.map(({ status }) => status)).toEqual([403, 403, 403, 403, 403, 403]);
    expect(await state()).toEqual(before);
    // The link still signs its person in, from the desk's own page.
    expect(await desk.linkHolder(token)).toMatchObject({ email: person.email });
  });

  it("checks origin, session and role at the door of every request, and a refused request changes nothing", async () => {
    const viewer = await member("door.viewer@example.com", "viewer");
    const cookie = await signIn(viewer);
    const before = await auditCount();
    const post = (headers: Record<string, string>, ability: "leads:read" | "leads:write" = "leads:read") =>
      refusalOf(
        desk.requireStaff(
          new Request("http://localhost:4000/desk/leads/x", {
            method: "POST",
            headers: { Cookie: cookie, ...headers },
          }),
          ability,
        ),
      );
    expect((await post({})).status, "no Origin").toBe(403);
    expect((await post({ Origin: "https://evil.example" })).status, "another site").toBe(403);
    expect((await post({ Origin: "null", "Sec-Fetch-Site": "cross-site" })).status, "null from elsewhere").toBe(403);
    expect((await post({ Origin: "http://localhost:4000" }, "leads:write")).status, "a viewer's change").toBe(403);
    // A no-referrer page of the site posts with Origin: null, which Sec-Fetch-Site vouches for.
    const fromLinkPage = new Request("http://localhost:4000/desk/x", {
      method: "POST",
      headers: { Cookie: cookie, Origin: "null", "Sec-Fetch-Site": "same-origin" },
    });
    expect((await desk.requireStaff(fromLinkPage, "leads:read")).staff.role).toBe("viewer");

    expect(
      await refusalOf(desk.requireStaff(deskRequest("/desk/leads/1?tab=x"), "leads:read")),
      "a page asked for without a session goes to sign-in and back",
    ).toEqual({ status: 303, location: `/desk/sign-in?next=${encodeURIComponent("/desk/leads/1?tab=x")}` });
    expect((await refusalOf(desk.requireStaff(deskRequest("/desk/x", { method: "POST" }), "leads:read"))).status).toBe(
      401,
    );
    const json = await desk
      .requireStaff(
        deskRequest("/desk/account/passkeys", { method: "POST", headers: { Accept: "application/json" } }),
        "account",
      )
      .catch((error: Response) => error);
    expect([(json as Response).status, await (json as Response).json()]).toEqual([
      401,
      { message: "Your session has ended: sign in again, then repeat what you were doing." },
    ]);
    const forbidden = await desk
      .requireStaff(deskRequest("/desk/audit", { cookie }), "audit:read")
      .catch((error: Response) => error);
    expect([(forbidden as Response).status, await (forbidden as Response).text()]).toEqual([
      403,
      "Your role (viewer) does not allow this.",
    ]);
    expect(await auditCount()).toBe(before);
  });

  /** A browser at a client address, asking for codes and trying them as the sign-in page does. */
  function browserAt(client: string, server = desk) {
    const state = { cookie: "" };
    const post = () => deskRequest("/desk/sign-in", { method: "POST", cookie: state.cookie || undefined });
    return {
      async ask(email: string) {
        state.cookie = cookiePair(await server.requestCode(post(), email, client));
        await deliverCodes(storage, desk, clock);
      },
      redeem: (email: string, code: string) => server.redeemCode(post(), email, code, client),
      get cookie() {
        return state.cookie;
      },
    };
  }
  const codeMailedTo = async (address: string, after: number) => {
    const message = await eventually(
      () => smtp.messages.slice(after).find((candidate) => candidate.to.includes(address)),
      10_000,
      `a code for ${address}`,
    );
    return codeIn((await simpleParser(message.raw)).text ?? "");
  };
  const wrongFor = (code: string) => (code === "00000000" ? "00000001" : "00000000");

  it("tells the metrics of each refused sign-in, by its way and why, and of no sign-in that succeeds", async () => {
    const refusals: string[] = [];
    const counted = testDesk(storage, {
      clock,
      transport,
      onSignInRefused: (method, reason) => refusals.push(`${method} ${reason}`),
    });
    const person = await member("counted@example.com", "editor");
    const sent = smtp.messages.length;
    const browser = browserAt("192.0.2.30", counted);
    await browser.ask(person.email);
    const code = await codeMailedTo(person.email, sent);
    expect(await browser.redeem(person.email, wrongFor(code))).toEqual({ outcome: "wrong" });
    expect(await browser.redeem(person.email, code)).toMatchObject({ outcome: "signed-in" });
    // A token of the right shape whose bytes are no link's.
    const forged = "0123456789abcdef".repeat(4);
    expect(await counted.useLink(deskRequest("/desk/sign-in/link", { method: "POST" }), forged)).toBeUndefined();
    const token = await createSignInLink(await storage.ready(), person.id, "invitation", clock.now);
    expect(await counted.useLink(deskRequest("/desk/sign-in/link", { method: "POST" }), token)).toMatch(
      /^desk_session=/,
    );
    expect(refusals).toEqual(["code wrong", "link wrong"]);
  });

  it("writes each sign-in in the audit log with its way, keeps the browser's name with the session, and writes each sign-out", async () => {
    const person = await member("audited@example.com", "editor");
    const byLink = await signIn(person);
    const sent = smtp.messages.length;
    const browser = browserAt("192.0.2.40");
    await browser.ask(person.email);
    const signedIn = await browser.redeem(person.email, await codeMailedTo(person.email, sent));
    if (signedIn.outcome !== "signed-in") throw new Error("the code did not sign in");
    const sessions = await listSessions(storage.db, person.id, {
      settings: { idleMs: 12 * hourMs, absoluteMs: 7 * 24 * hourMs },
      now: clock.now,
    });
    expect(sessions.map((session) => session.userAgent)).toEqual([
      "Mozilla/5.0 (X11; Linux x86_64) Firefox/153.0",
      "Mozilla/5.0 (X11; Linux x86_64) Firefox/153.0",
    ]);
    const opened = await desk.requireStaff(deskRequest("/desk", { cookie: byLink }), "leads:read");
    await desk.signOut(deskRequest("/desk/sign-out", { method: "POST", cookie: byLink }));
    // Signing out without a session is no error, and writes nothing.
    await desk.signOut(deskRequest("/desk/sign-out", { method: "POST" }));

    const entries = await storage.db
      .selectFrom("audit_log")
      .select(["actor", "action", "target", "detail"])
      .where("actor", "=", person.email)
      .where("action", "in", ["sign-in", "sign-out"])
      .orderBy("id")
      .execute();
    expect(entries.map(({ detail, ...entry }) => ({ ...entry, detail: JSON.parse(detail) }))).toEqual([
      { actor: person.email, action: "sign-in", target: `staff:${person.email}`, detail: { method: "link" } },
      { actor: person.email, action: "sign-in", target: `staff:${person.email}`, detail: { method: "code" } },
      { actor: person.email, action: "sign-out", target: `session:${opened.sessionId}`, detail: {} },
    ]);
  });

  it("opens a desk page from a link on another site, says whether it can e-mail, and answers 503 while its database is unreachable", async () => {
    const person = await member("linked@example.com", "viewer");
    const cookie = await signIn(person);
    // A link in an e-mail or a chat opens the page: a GET from elsewhere changes nothing and is let in.
    const fromElsewhere = deskRequest("/desk", { cookie, headers: { "Sec-Fetch-Site": "cross-site" } });
    expect((await desk.requireStaff(fromElsewhere, "leads:read")).staff.email).toBe(person.email);
    expect(desk.mailConfigured).toBe(true);
    expect(testDesk(storage, { clock }).mailConfigured).toBe(false);

    const unreachable = new Storage(unreachableDatabase(kind), quiet);
    try {
      const stranded = testDesk(unreachable, { clock, transport });
      const refused = await stranded
        .requireStaff(deskRequest("/desk", { cookie }), "leads:read")
        .catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(Response);
      expect((refused as Response).status).toBe(503);
      expect(await (refused as Response).text()).toContain("The desk cannot reach its database just now.");
    } finally {
      await unreachable.close();
    }
  });

  it("e-mails an 8-digit code to staff only, answers everyone alike, and takes each code once within 10 minutes", async () => {
    await member("coder@example.com", "editor");
    const sent = smtp.messages.length;
    const browser = browserAt("192.0.2.1");
    await browser.ask("Coder@Example.com");
    const stranger = browserAt("192.0.2.2");
    await stranger.ask("stranger@example.com");
    expect(stranger.cookie).toMatch(/^desk_sign_in=[\w-]{43}$/);
    await eventually(() => smtp.messages.length === sent + 1, 10_000, "the code e-mail");
    const mail = await simpleParser(smtp.messages[sent].raw);
    expect(smtp.messages[sent].to).toEqual(["coder@example.com"]);
    const code = codeIn(mail.text ?? "");
    expect(mail.subject).toBe(`${code} is your Test desk sign-in code`);
    const stored = await storage.db.selectFrom("staff_codes").selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(code);
    expect(JSON.stringify(stored)).not.toContain(browser.cookie.split("=")[1]);

    // Asking again within a minute sends nothing more; the first code stays good.
    await browser.ask("coder@example.com");
    expect(await browser.redeem("stranger@example.com", code)).toEqual({ outcome: "wrong" });
    const signedIn = await browser.redeem("coder@example.com", `${code.slice(0, 4)} ${code.slice(4)}`);
    expect(signedIn).toMatchObject({ outcome: "signed-in", cookie: expect.stringMatching(/^desk_session=/) });
    expect(await browser.redeem("coder@example.com", code), "used once").toEqual({ outcome: "wrong" });
    expect(smtp.messages.length).toBe(sent + 1);

    clock.advance(60_000);
    await browser.ask("coder@example.com");
    const second = await codeMailedTo("coder@example.com", sent + 1);
    clock.advance(10 * 60_000);
    expect(await browser.redeem("coder@example.com", second), "expired").toEqual({ outcome: "wrong" });
  });

  it("answers a code request before anything that depends on the address being staff's: the code and its e-mail come after", async () => {
    const asked = await member("answered@example.com", "viewer");
    const sent = smtp.messages.length;
    const request = () => deskRequest("/desk/sign-in", { method: "POST" });
    const answers = [
      await desk.requestCode(request(), "answered@example.com", "192.0.2.10"),
      await desk.requestCode(request(), "nobody.here@example.com", "192.0.2.11"),
    ];
    const codes = () => storage.db.selectFrom("staff_codes").select("id").where("staff_id", "=", asked.id).execute();
    expect(await codes(), "no code is written before the answer").toEqual([]);
    expect(smtp.messages.length).toBe(sent);
    expect(answers.map((cookie) => cookie.replace(/=[\w-]{43};/, "=…;"))).toEqual([
      "desk_sign_in=…; Path=/desk/sign-in; HttpOnly; SameSite=Lax; Max-Age=600",
      "desk_sign_in=…; Path=/desk/sign-in; HttpOnly; SameSite=Lax; Max-Age=600",
    ]);
    // Each request left one outbox row of the same shape, whoever the address is.
    const queued = await storage.db
      .selectFrom("deliveries")
      .select("payload")
      .where("channel", "=", "desk-code")
      .execute();
    expect(queued.map((row) => Object.keys(JSON.parse(row.payload as string) as object))).toEqual([
      ["email", "browser", "pair", "client"],
      ["email", "browser", "pair", "client"],
    ]);
    await deliverCodes(storage, desk, clock);
    expect(await codes()).toHaveLength(1);
    await codeMailedTo("answered@example.com", sent);
    expect(
      await storage.db.selectFrom("deliveries").select("id").where("channel", "=", "desk-code").execute(),
      "the outbox keeps nothing of the addresses once done",
    ).toEqual([]);
  });

  it("queues no code request without SMTP_URL, whatever the address", async () => {
    await member("unmailed@example.com", "viewer");
    const mailless = testDesk(storage, { clock });
    for (const email of ["unmailed@example.com", "nobody.mailed@example.com"]) {
      await mailless.requestCode(deskRequest("/desk/sign-in", { method: "POST" }), email, "192.0.2.60");
    }
    const queued = await storage.db.selectFrom("deliveries").select("id").where("channel", "=", "desk-code").execute();
    expect(queued).toEqual([]);
  });

  it("takes a code only in the browser that asked for it, five tries each, and a new code leaves the pending one good", async () => {
    await member("bound@example.com", "viewer");
    const sent = smtp.messages.length;
    const browser = browserAt("192.0.2.20");
    await browser.ask("bound@example.com");
    const first = await codeMailedTo("bound@example.com", sent);
    // Elsewhere, with no sign-in cookie or a well-formed one of another browser, the right code is wrong.
    expect(await browserAt("192.0.2.21").redeem("bound@example.com", first)).toEqual({ outcome: "wrong" });
    const forged = `desk_sign_in=${"A".repeat(43)}`;
    const elsewhere = deskRequest("/desk/sign-in", { method: "POST", cookie: forged });
    expect(await desk.redeemCode(elsewhere, "bound@example.com", first, "192.0.2.20")).toEqual({ outcome: "wrong" });

    // A second code, asked for a minute later, does not replace the first: either signs in.
    clock.advance(60_000);
    await browser.ask("bound@example.com");
    const second = await codeMailedTo("bound@example.com", sent + 1);
    expect(second).not.toBe(first);
    expect(await browser.redeem("bound@example.com", first)).toMatchObject({ outcome: "signed-in" });
    expect(await browser.redeem("bound@example.com", second), "signing in uses every code").toEqual({
      outcome: "wrong",
    });

    // Five tries per code: then even the right one is refused, until the browser asks again.
    clock.advance(60 * 60_000);
    await browser.ask("bound@example.com");
    const third = await codeMailedTo("bound@example.com", sent + 2);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(await browser.redeem("bound@example.com", wrongFor(third))).toEqual({ outcome: "wrong" });
    }
    expect(await browser.redeem("bound@example.com", third), "spent after five tries").toEqual({ outcome: "wrong" });
  });

  it("lets no one lock a person out: wrong codes in parallel from other clients, address variants and new code requests leave their code good", async () => {
    await member("guarded@example.com", "editor");
    // On PostgreSQL the attack comes through a second server sharing the database.
    const other = kind === "postgres" ? new Storage(database.location, quiet) : storage;
    const otherDesk = other === storage ? desk : testDesk(other, { clock, transport });
    try {
      const sent = smtp.messages.length;
      const holder = browserAt("192.0.2.30");
      await holder.ask("guarded@example.com");
      const code = await codeMailedTo("guarded@example.com", sent);
      const variants = ["guarded@example.com", " Guarded@Example.com ", "GUARDED@EXAMPLE.COM"];
      const attackers = Array.from({ length: 20 }, (_, n) => browserAt(`198.51.100.${n}`, otherDesk));
      await attackers[0].ask(variants[1]);
      const outcomes = await Promise.all(
        attackers.map((attacker, n) => attacker.redeem(variants[n % 3], wrongFor(code))),
      );
      expect(outcomes.every((outcome) => outcome.outcome === "wrong")).toBe(true);
      for (let round = 0; round < 30; round++) await attackers[1].redeem(variants[0], wrongFor(code));
      expect(await holder.redeem(" GUARDED@example.com", code)).toMatchObject({ outcome: "signed-in" });
    } finally {
      if (other !== storage) await other.close();
    }
  });

  it("makes a client wait longer after each wrong code beyond ten, counted once for two servers, and no other client", async () => {
    await member("waited@example.com", "viewer");
    const other = kind === "postgres" ? new Storage(database.location, quiet) : storage;
    const otherDesk = other === storage ? desk : testDesk(other, { clock, transport });
    try {
      const sent = smtp.messages.length;
      const here = browserAt("203.0.113.40");
      const there = browserAt("203.0.113.40", otherDesk);
      await here.ask("waited@example.com");
      const code = await codeMailedTo("waited@example.com", sent);
      const wrong = wrongFor(code);
      // Twenty at once from one client, half through each server: ten are tried, the rest wait.
      const burst = await Promise.all(
        Array.from({ length: 20 }, (_, n) => (n % 2 === 0 ? here : there).redeem("waited@example.com", wrong)),
      );
      expect(burst.filter((outcome) => outcome.outcome === "wrong")).toHaveLength(10);
      expect(burst.filter((outcome) => outcome.outcome === "limited")).toHaveLength(10);
      const waits = [];
      for (let step = 0; step < 5; step++) {
        const refused = await there.redeem("waited@example.com", wrong);
        const seconds = refused.outcome === "limited" ? refused.retryAfterSeconds : 0;
        waits.push(seconds);
        clock.advance(seconds * 1000 - 1);
        expect((await here.redeem("waited@example.com", wrong)).outcome, "a moment before the wait ends").toBe(
          "limited",
        );
        clock.advance(1);
        expect((await here.redeem("waited@example.com", wrong)).outcome).toBe("wrong");
      }
      expect(waits).toEqual([30, 60, 120, 240, 480]);
      expect((await browserAt("203.0.113.41").redeem("waited@example.com", wrong)).outcome, "another client").toBe(
        "wrong",
      );
      // An hour without tries forgets the count; a new code then signs in.
      clock.advance(60 * 60_000);
      await here.ask("waited@example.com");
      const fresh = await codeMailedTo("waited@example.com", sent + 1);
      expect(await here.redeem("waited@example.com", fresh)).toMatchObject({ outcome: "signed-in" });
      // Signing in forgets the count: ten tries are free again.
      const after = [];
      for (let attempt = 0; attempt < 10; attempt++)
        after.push((await here.redeem("waited@example.com", wrong)).outcome);
      expect(after).toEqual(Array.from({ length: 10 }, () => "wrong"));
    } finally {
      if (other !== storage) await other.close();
    }
  });

  it("makes one client wait after twenty wrong codes across addresses, and e-mails it at most one code a minute per address and browser", async () => {
    const client = browserAt("203.0.113.50");
    for (let n = 0; n < 20; n++) {
      expect((await client.redeem(`sprayed${n}@example.com`, "12345678")).outcome).toBe("wrong");
    }
    expect(await client.redeem("sprayed20@example.com", "12345678")).toEqual({
      outcome: "limited",
      retryAfterSeconds: 30,
    });
    expect((await browserAt("203.0.113.51").redeem("sprayed20@example.com", "12345678")).outcome).toBe("wrong");

    await member("mailed@example.com", "viewer");
    const sent = smtp.messages.length;
    for (let n = 0; n < 3; n++) await client.ask("mailed@example.com");
    await codeMailedTo("mailed@example.com", sent);
    await browserAt("203.0.113.52").ask("mailed@example.com");
    await codeMailedTo("mailed@example.com", sent + 1);
    // The same client's other browser, where the first code is no good, gets one of its own.
    await browserAt("203.0.113.50").ask("mailed@example.com");
    await codeMailedTo("mailed@example.com", sent + 2);
    expect(smtp.messages.length, "one code a minute per address and browser").toBe(sent + 3);
  });

  it("lists the team owners first, then editors and viewers, each by address, with their open sessions and passkeys", async () => {
    const db = await storage.ready();
    const joined = clock.now;
    const viewer = await member("list.a.viewer@example.com", "viewer");
    const editor = await member("list.b.editor@example.com", "editor");
    const owner = await member("list.c.owner@example.com", "owner");
    await signIn(viewer);
    clock.advance(12 * hourMs);
    await signIn(editor);
    await signIn(editor);
    await db
      .insertInto("passkeys")
      .values({ staff_id: owner.id, id: "list-key", public_key: "k", counter: 0, transports: "[]", created_at: 0 })
      .execute();

    const listed = (await listStaff(db, { now: clock.now, idleMs: 12 * hourMs })).filter((entry) =>
      entry.email.startsWith("list."),
    );
    expect(listed).toEqual([
      { ...owner, createdAt: new Date(joined), lastSignInAt: null, passkeys: 1, sessions: 0 },
      { ...editor, createdAt: new Date(joined), lastSignInAt: new Date(clock.now), passkeys: 0, sessions: 2 },
      { ...viewer, createdAt: new Date(joined), lastSignInAt: new Date(joined), passkeys: 0, sessions: 0 },
    ]);
    const assignable = (await staffMembers(db)).filter((entry) => entry.email.startsWith("list."));
    expect(assignable).toEqual([viewer, editor, owner]);
    expect(await staffById(db, editor.id)).toEqual(editor);
    expect(await staffByEmail(db, "LIST.B.EDITOR@example.com")).toEqual(editor);
  });

  it("makes an owner of a new address, promotes a member and ends their sessions, and leaves an owner as is", async () => {
    const db = await storage.ready();
    const editor = await member("promoted.editor@example.com", "editor");
    await signIn(editor);
    const owner = { ...editor, role: "owner" };
    expect(await makeOwner(db, " PROMOTED.Editor@EXAMPLE.com", clock.now)).toEqual({
      member: owner,
      change: "promoted",
    });
    expect(await staffById(db, editor.id)).toEqual(owner);
    expect(await db.selectFrom("staff_sessions").select("id").where("staff_id", "=", editor.id).execute()).toEqual([]);
    expect(await makeOwner(db, "promoted.editor@example.com", clock.now)).toEqual({
      member: owner,
      change: "unchanged",
    });
    const added = await makeOwner(db, "New.Owner@EXAMPLE.com", clock.now);
    expect(added).toEqual({
      member: { id: expect.any(String), email: "new.owner@example.com", role: "owner" },
      change: "added",
    });
    expect(await staffByEmail(db, "new.owner@example.com")).toEqual(added.member);
  });

  it("lists a person's open sessions, the latest first, each ending at its idle limit or its absolute one", async () => {
    const db = await storage.ready();
    const person = await member("sessions.viewer@example.com", "viewer");
    const settings = { idleMs: 12 * hourMs, absoluteMs: 7 * 24 * hourMs };
    const start = clock.now;
    await signIn(person);
    clock.advance(2 * hourMs);
    await signIn(person);
    clock.advance(hourMs);
    const open = async () =>
      (await listSessions(db, person.id, { settings, now: clock.now })).map((session) => [
        session.createdAt.getTime() - start,
        session.lastSeenAt.getTime() - start,
        session.expiresAt.getTime() - start,
      ]);
    expect(await open()).toEqual([
      [2 * hourMs, 2 * hourMs, 14 * hourMs],
      [0, 0, 12 * hourMs],
    ]);
    clock.advance(10 * hourMs);
    expect(await open()).toEqual([[2 * hourMs, 2 * hourMs, 14 * hourMs]]);
    // Used again an hour before its absolute end: it ends there, not twelve hours after that use.
    await db
      .updateTable("staff_sessions")
      .set({ last_seen_at: start + 7 * 24 * hourMs - hourMs })
      .where("staff_id", "=", person.id)
      .where("created_at", "=", start)
      .execute();
    clock.now = start + 7 * 24 * hourMs - hourMs / 2;
    expect(await open()).toEqual([[0, 7 * 24 * hourMs - hourMs, 7 * 24 * hourMs]]);
  });

  it("ends a person's sessions when their role changes or they are removed; never removes or demotes the last owner", async () => {
    const owner = await member("team.owner@example.com", "owner");
    const editor = await member("team.editor@example.com", "editor");
    const db = await storage.ready();
    // Earlier tests left other owners; this one needs to be the last.
    await db.deleteFrom("staff").where("role", "=", "owner").where("id", "!=", owner.id).execute();
    const ownerCookie = await signIn(owner);
    const editorCookie = await signIn(editor);
    const asOwner = () =>
      desk.requireStaff(deskRequest("/desk/team", { method: "POST", cookie: ownerCookie }), "staff:manage");

    expect(await (await asOwner()).changeRole(owner.id, "editor")).toBe("last-owner");
    expect(await (await asOwner()).removeStaff(owner.id)).toBe("last-owner");
    expect(await (await asOwner()).changeRole(editor.id, "viewer")).toMatchObject({ from: "editor" });
    expect(
      (await refusalOf(desk.requireStaff(deskRequest("/desk", { cookie: editorCookie }), "leads:read"))).status,
    ).toBe(303);
    const viewerCookie = await signIn(editor);
    expect(await (await asOwner()).removeStaff(editor.id)).toMatchObject({
      member: { email: "team.editor@example.com" },
    });
    expect(
      (await refusalOf(desk.requireStaff(deskRequest("/desk", { cookie: viewerCookie }), "leads:read"))).status,
    ).toBe(303);
    const audit = await db
      .selectFrom("audit_log")
      .select(["actor", "action", "target", "detail"])
      .orderBy("id")
      .execute();
    expect(audit.filter((entry) => entry.action.startsWith("staff."))).toEqual([
      {
        actor: "team.owner@example.com",
        action: "staff.role-changed",
        target: "staff:team.editor@example.com",
        detail: '{"role":["editor","viewer"]}',
      },
      {
        actor: "team.owner@example.com",
        action: "staff.removed",
        target: "staff:team.editor@example.com",
        detail: '{"role":"viewer"}',
      },
    ]);
  });

  it.runIf(kind === "postgres")("leaves one owner when two owners demote each other at the same moment", async () => {
    const db = await storage.ready();
    await db.deleteFrom("staff").where("role", "=", "owner").execute();
    const [a, b] = [await member("owner.a@example.com", "owner"), await member("owner.b@example.com", "owner")];
    const [aCookie, bCookie] = [await signIn(a), await signIn(b)];
    const other = new Storage(database.location, quiet);
    try {
      const otherDesk = testDesk(other, { clock });
      const as = (server: typeof desk, cookie: string) =>
        server.requireStaff(deskRequest("/desk/team", { method: "POST", cookie }), "staff:manage");
      const [asA, asB] = [await as(desk, aCookie), await as(otherDesk, bCookie)];
      const outcomes = await Promise.all([asA.changeRole(b.id, "viewer"), asB.changeRole(a.id, "viewer")]);
      expect(outcomes.filter((outcome) => outcome === "last-owner")).toHaveLength(1);
      expect(await db.selectFrom("staff").select("email").where("role", "=", "owner").execute()).toHaveLength(1);
    } finally {
      await other.close();
    }
  });
});
