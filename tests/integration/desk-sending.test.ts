/**
 * Safe sending from the desk (docs/decisions/032-safe-sending.md), on SQLite and PostgreSQL with a real
 * SMTP receiver: a send needs its confirmation step (the route refuses a post without the count it named),
 * a second person approves when the owners ask it (never the requester; the audit log names both), an
 * announcement goes to either list, an import joins the list chosen, a scheduled edition goes out once at
 * its time whatever races it (two workers on two connections, two claims at once, a restart across its
 * time) and not at all once cancelled, and an edition's counts still add up after a recipient is erased.
 * Then the refusals (nothing to say, a time past, an approval nobody asked for, words changed while a send
 * waits), `npm run newsletter -- send` in this process (it leaves to the desk a send asked for there and to
 * a second person one the owners want approved), and a scheduled edition that waits for the one going out.
 */
import { simpleParser } from "mailparser";
import type { Transporter } from "nodemailer";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EditionsView } from "~/components/desk/editions-view";
import { action } from "~/routes/desk/editions";
import { createSmtpTransport } from "../../server/delivery/channels";
import { DeliveryWorker } from "../../server/delivery/delivery-worker";
import type { Desk } from "../../server/desk/create-desk";
import { createSignInLink } from "../../server/desk/sign-in-links";
import { addStaff, makeOwner, type StaffMember } from "../../server/desk/staff";
import type { EditionArticle } from "../../server/newsletter/edition-articles";
import { sendNextEdition } from "../../server/newsletter/edition-composer";
import { scheduledEditionChannel, sendScheduledEdition } from "../../server/newsletter/scheduled-editions";
import { Storage } from "../../server/storage/database";
import { cookiePair, deskRequest, hourMs, testClock, testDesk, testSubscriptionChannels } from "../support/test-desk";
import { mailHeader, startSmtpReceiver } from "../support/receivers";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-databases";

const quiet = () => {};
const announcement = { subject: "Our spring meeting", introduction: "We meet on **12 April**, [details](/events)." };

describe.each(databaseKinds)("safe sending from the desk on %s", (kind) => {
  let database: TestDatabase;
  let storage: Storage;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  let transport: Transporter;
  const clock = testClock();
  const articles: EditionArticle[] = [];
  const members: Record<"owner" | "editor" | "second" | "viewer", StaffMember> = {} as never;
  const deskOn = (on: Storage): Desk => testDesk(on, { clock, transport, articles: () => articles });
  const cookies = new Map<string, string>();
  const cookieOf = async (member: StaffMember) => {
    if (!cookies.has(member.email)) {
      const token = await createSignInLink(await storage.ready(), member.id, "invitation", clock.now);
      const setCookie = await deskOn(storage).useLink(deskRequest("/desk/sign-in/link", { method: "POST" }), token);
      cookies.set(member.email, cookiePair(setCookie as string));
    }
    return cookies.get(member.email) as string;
  };
  const as = async (member: StaffMember) =>
    deskOn(storage).requireStaff(
      deskRequest("/desk/editions", { method: "POST", cookie: await cookieOf(member) }),
      "editions:read",
    );
  /** A post to the editions page's action, as the page's forms send it. */
  const post = async (member: StaffMember, fields: Record<string, string>) => {
    const request = deskRequest("/desk/editions", {
      method: "POST",
      cookie: await cookieOf(member),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    const answer = await action({
      request: new Request(request, { body: new URLSearchParams(fields) }),
      context: { desk: deskOn(storage) },
      params: {},
    } as never).catch((error: unknown) => error);
    if (answer instanceof Response) return { status: answer.status, data: undefined };
    const { data, init } = answer as { data: Record<string, unknown>; init: { status?: number } | null };
    return { status: init?.status ?? 200, data };
  };
  const counts = async () => {
    const db = await storage.ready();
    const [editions, copies] = await Promise.all([
      db.selectFrom("editions").select("id").execute(),
      db.selectFrom("deliveries").select("id").where("channel", "=", "edition").execute(),
    ]);
    return { editions: editions.length, copies: copies.length };
  };
  const workerOn = (on: Storage, owner: string, onQueued: (copies: number) => void = quiet) =>
    new DeliveryWorker({
      storage: on,
      owner,
      channels: [
        ...testSubscriptionChannels(on, transport),
        scheduledEditionChannel({
          storage: on,
          articles: () => articles,
          ratePerMinute: 60_000,
          onQueued,
          now: () => clock.now,
        }),
      ],
      backoff: { baseMs: 30_000, maxMs: hourMs, jitter: 0 },
      bulk: { channel: "edition", perMinute: 60_000 },
      now: () => clock.now,
      log: quiet,
    });
  const copiesLeft = async () =>
    (await storage.db.selectFrom("edition_sends").select("status").where("status", "=", "queued").execute()).length;
  /** Every copy is sent, a minute at a time, so that the next edition may go. */
  const deliverAll = async () => {
    const worker = workerOn(storage, "deliver-all");
    for (let pass = 0; pass < 20 && (await copiesLeft()) > 0; pass++) {
      clock.advance(60_000);
      await worker.runOnce();
    }
    expect(await copiesLeft()).toBe(0);
  };
  const subjectsAndLists = async (from: number) =>
    Promise.all(
      smtp.messages.slice(from).map(async (message) => ({
        subject: (await simpleParser(message.raw)).subject,
        list: mailHeader(message.raw, "List-Id"),
        to: message.to.join(),
      })),
    );

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    storage = new Storage(database.location, quiet);
    const db = await storage.ready();
    smtp = await startSmtpReceiver();
    transport = createSmtpTransport(smtp.url);
    members.owner = (await makeOwner(db, "owner@example.com", clock.now)).member;
    for (const [key, role] of [
      ["editor", "editor"],
      ["second", "editor"],
      ["viewer", "viewer"],
    ] as const) {
      members[key] = (await addStaff(db, { email: `${key}@example.com`, role }, clock.now)) as StaffMember;
    }
  });
  afterAll(async () => {
    transport?.close();
    await smtp?.close();
    await storage?.close();
    await database?.drop();
  });

  it("imports a list into the list chosen", async () => {
    const editor = await as(members.editor);
    const text = (names: string[]) => ["email", ...names.map((name) => `${name}@example.com`)].join("\n");
    expect(
      await editor.importSubscribers({ text: text(["ana", "ben", "cy"]), fileName: "insights.csv" }),
    ).toMatchObject({ imported: 3 });
    expect(
      await editor.importSubscribers({ text: text(["dora", "eli"]), fileName: "partners.csv", list: "consortium" }),
    ).toMatchObject({ imported: 2 });
    const lists = await storage.db
      .selectFrom("subscriptions")
      .innerJoin("subscribers", "subscribers.id", "subscriptions.subscriber_id")
      .select(["subscribers.email", "subscriptions.list", "subscriptions.status"])
      .orderBy("subscribers.email")
      .execute();
    expect(lists.map((row) => `${row.email.split("@")[0]}:${row.list}:${row.status}`)).toEqual([
      "ana:insights:confirmed",
      "ben:insights:confirmed",
      "cy:insights:confirmed",
      "dora:consortium:confirmed",
      "eli:consortium:confirmed",
    ]);
    const audit = await storage.db
      .selectFrom("audit_log")
      .select("detail")
      .where("action", "=", "subscribers.imported")
      .orderBy("id")
      .execute();
    expect(audit.map((entry) => JSON.parse(entry.detail as string).list)).toEqual(["insights", "consortium"]);
  });

  it("sends nothing without the confirmation step, which names the list and the count", async () => {
    const saved = await post(members.editor, { intent: "save", number: "1", list: "insights", ...announcement });
    expect(saved.status).toBe(303);
    const oneClick = await post(members.editor, { intent: "send", number: "1", list: "insights" });
    expect(oneClick.status).toBe(400);
    expect(oneClick.data?.work).toMatchObject({ error: "Confirm the send first: nothing was sent." });
    expect(await counts()).toEqual({ editions: 0, copies: 0 });

    const review = await post(members.editor, { intent: "review", number: "1", list: "insights", when: "now" });
    expect([review.status, review.data?.review]).toEqual([200, { number: 1, list: "insights", recipients: 3 }]);
    const stale = await post(members.editor, { intent: "send", number: "1", list: "insights", recipients: "2" });
    expect(stale.status).toBe(409);
    expect(stale.data?.review).toMatchObject({ recipients: 3 });
    expect(await counts()).toEqual({ editions: 0, copies: 0 });
  });

  it("waits for a second person when the owners ask it: never the requester, and the audit log names both", async () => {
    expect((await post(members.editor, { intent: "approval-rule", second_person: "on" })).status).toBe(403);
    expect((await post(members.owner, { intent: "approval-rule", second_person: "on" })).status).toBe(303);

    const asked = await post(members.editor, { intent: "send", number: "1", list: "insights", recipients: "3" });
    expect(asked.status).toBe(303);
    expect(await counts()).toEqual({ editions: 0, copies: 0 });
    expect((await (await as(members.editor)).editions()).draft).toMatchObject({
      state: "awaiting-approval",
      requestedBy: "editor@example.com",
    });
    const own = await post(members.editor, { intent: "approve", number: "1", list: "insights", recipients: "3" });
    expect(own.status).toBe(403);
    expect(await (await as(members.editor)).approveEditionSend({ number: 1, confirmedRecipients: 3 })).toEqual({
      outcome: "own-request",
      number: 1,
    });
    expect(
      (await post(members.viewer, { intent: "approve", number: "1", list: "insights", recipients: "3" })).status,
    ).toBe(403);
    expect((await post(members.second, { intent: "approve", number: "1", list: "insights" })).status).toBe(400);
    expect(await counts()).toEqual({ editions: 0, copies: 0 });

    const approved = await post(members.second, { intent: "approve", number: "1", list: "insights", recipients: "3" });
    expect(approved.status).toBe(303);
    expect(await counts()).toEqual({ editions: 1, copies: 3 });
    const edition = await storage.db.selectFrom("editions").selectAll().executeTakeFirstOrThrow();
    expect([edition.list, edition.sent_by, edition.approved_by]).toEqual([
      "insights",
      "editor@example.com",
      "second@example.com",
    ]);
    const audit = await storage.db
      .selectFrom("audit_log")
      .select(["actor", "action", "detail"])
      .where("target", "=", "edition:1")
      .where("action", "in", ["edition.send-requested", "edition.approved"])
      .orderBy("id")
      .execute();
    expect(audit.map((entry) => ({ ...entry, detail: JSON.parse(entry.detail as string) }))).toEqual([
      { actor: "editor@example.com", action: "edition.send-requested", detail: { list: "insights", recipients: 3 } },
      {
        actor: "second@example.com",
        action: "edition.approved",
        detail: {
          requestedBy: "editor@example.com",
          approvedBy: "second@example.com",
          list: "insights",
          recipients: 3,
        },
      },
    ]);
    expect((await post(members.owner, { intent: "approval-rule" })).status).toBe(303);

    const before = smtp.messages.length;
    await deliverAll();
    const sent = await subjectsAndLists(before);
    expect(sent.map((mail) => [mail.subject, mail.list?.split("<")[1]])).toEqual(
      Array(3).fill(["Our spring meeting", "insights.aequa.example>"]),
    );
  });

  it("sends a scheduled announcement to Consortium news once at its time, though two workers race for it", async () => {
    const editor = await as(members.editor);
    expect(await editor.saveEdition({ number: 2, list: "consortium", ...announcement })).toBe("saved");
    const review = await post(members.editor, {
      intent: "review",
      number: "2",
      list: "consortium",
      when: "later",
      send_at: "2030-01-07T14:00",
      zone: "Europe/Paris",
    });
    const at = Date.UTC(2030, 0, 7, 13);
    expect(review.data?.review).toEqual({
      number: 2,
      list: "consortium",
      recipients: 2,
      sendAt: at,
      zone: "Europe/Paris",
    });
    const scheduled = await post(members.editor, {
      intent: "send",
      number: "2",
      list: "consortium",
      recipients: "2",
      send_at_utc: String(at),
      zone: "Europe/Paris",
    });
    expect(scheduled.status).toBe(303);
    expect((await editor.editions()).draft).toMatchObject({ state: "scheduled", sendAt: at, sendZone: "Europe/Paris" });

    const before = smtp.messages.length;
    const second = new Storage(database.location, quiet);
    try {
      const workers = [workerOn(storage, "server-a"), workerOn(second, "server-b")];
      clock.now = at - 1;
      await Promise.all(workers.map((worker) => worker.runOnce()));
      expect(await counts()).toEqual({ editions: 1, copies: 3 });
      clock.now = at;
      await Promise.all(workers.map((worker) => worker.runOnce()));
      await Promise.all(workers.map((worker) => worker.runOnce()));
    } finally {
      await second.close();
    }
    const editions = await storage.db
      .selectFrom("editions")
      .select(["number", "list", "recipients", "created_at"])
      .orderBy("number")
      .execute();
    expect(editions.map((row) => [row.number, row.list, row.recipients, Number(row.created_at)])).toEqual([
      [1, "insights", 3, expect.any(Number)],
      [2, "consortium", 2, at],
    ]);
    await deliverAll();
    const sent = await subjectsAndLists(before);
    expect(sent.map((mail) => mail.to).sort()).toEqual(["dora@example.com", "eli@example.com"]);
    expect(sent.every((mail) => mail.list?.endsWith("<consortium.aequa.example>"))).toBe(true);
    const audit = await storage.db
      .selectFrom("audit_log")
      .select("detail")
      .where("action", "=", "edition.scheduled")
      .execute();
    expect(JSON.parse(audit[0].detail as string)).toEqual({
      list: "consortium",
      recipients: 2,
      at: "2030-01-07T13:00:00.000Z",
    });
  });

  it("claims a due edition once when two servers claim it at the same moment", async () => {
    const editor = await as(members.editor);
    expect(await editor.saveEdition({ number: 3, list: "consortium", ...announcement })).toBe("saved");
    const at = clock.now + hourMs;
    expect(
      await editor.requestEditionSend({ number: 3, confirmedRecipients: 2, sendAt: at, zone: "UTC" }),
    ).toMatchObject({
      outcome: "scheduled",
    });
    clock.now = at;
    const second = new Storage(database.location, quiet);
    try {
      const claims = await Promise.all(
        [storage, second].map(async (on) =>
          sendScheduledEdition(await on.ready(), 3, { articles, ratePerMinute: 60_000, now: at }),
        ),
      );
      expect(claims.map((claim) => claim.outcome).sort()).toEqual(["not-due", "queued"]);
    } finally {
      await second.close();
    }
    expect(await counts()).toEqual({ editions: 3, copies: 7 });
    await deliverAll();
  });

  it("sends a scheduled edition once after a restart across its time, and nothing once cancelled", async () => {
    const editor = await as(members.editor);
    expect(await editor.saveEdition({ number: 4, list: "insights", ...announcement })).toBe("saved");
    const cancelledAt = clock.now + hourMs;
    await editor.requestEditionSend({ number: 4, confirmedRecipients: 3, sendAt: cancelledAt });
    expect((await post(members.viewer, { intent: "cancel", number: "4", list: "insights" })).status).toBe(403);
    expect((await post(members.editor, { intent: "cancel", number: "4", list: "insights" })).status).toBe(303);
    clock.now = cancelledAt;
    await workerOn(storage, "after-cancel").runOnce();
    expect(await counts()).toEqual({ editions: 3, copies: 7 });
    const wakes = await storage.db
      .selectFrom("deliveries")
      .select("id")
      .where("channel", "=", "scheduled-edition")
      .execute();
    expect(wakes).toEqual([]);
    expect((await editor.editions()).draft.state).toBe("draft");

    const at = clock.now + hourMs;
    await editor.requestEditionSend({ number: 4, confirmedRecipients: 3, sendAt: at, zone: "UTC" });
    const before = new Storage(database.location, quiet);
    const stopped = workerOn(before, "before-restart");
    stopped.start();
    await stopped.stop();
    await before.close();
    clock.now = at + 5 * 60_000;
    const after = new Storage(database.location, quiet);
    let queued: (copies: number) => void = quiet;
    const sentOnStart = new Promise<number>((resolve) => (queued = resolve));
    const restarted = workerOn(after, "after-restart", (copies) => queued(copies));
    try {
      restarted.start();
      expect(await sentOnStart).toBe(3);
    } finally {
      await restarted.stop();
      await after.close();
    }
    expect(await sendScheduledEdition(storage.db, 4, { articles, ratePerMinute: 60_000, now: clock.now })).toEqual({
      outcome: "not-due",
    });
    expect(await counts()).toEqual({ editions: 4, copies: 10 });
  });

  it("counts the kept send records after a recipient is erased, and says how many were erased", async () => {
    const owner = await as(members.owner);
    expect(await owner.eraseAddress("ana@example.com")).toBeTruthy();
    const overview = await owner.editions();
    const first = overview.past.find((past) => past.edition.number === 1);
    expect([first?.edition.recipients, first?.progress.total, first?.progress.sent]).toEqual([3, 2, 2]);
    const html = renderToStaticMarkup(
      createElement(EditionsView, { overview, canSend: true, canSetRules: true, viewer: "owner@example.com" }),
    );
    const row = html.slice(html.indexOf('href="/newsletter/archive/1"'));
    const cell = (name: string) => new RegExp(`data-count="${name}"[^>]*>([^<]*)`).exec(row)?.[1];
    expect([cell("recipients"), cell("sent"), cell("queued")]).toEqual(["2", "2", "0"]);
    expect(row.slice(0, row.indexOf("</tr>"))).toContain("1 recipient erased");
  });
});

describe.each(databaseKinds)("the send's refusals and the command line's send on %s", (kind) => {
  let database: TestDatabase;
  let storage: Storage;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  let transport: Transporter;
  const clock = testClock();
  const articles: EditionArticle[] = [];
  const members: Record<"owner" | "editor" | "second", StaffMember> = {} as never;
  const as = async (member: StaffMember) => {
    const desk = testDesk(storage, { clock, transport, articles: () => articles });
    const token = await createSignInLink(await storage.ready(), member.id, "invitation", clock.now);
    const cookie = cookiePair(
      (await desk.useLink(deskRequest("/desk/sign-in/link", { method: "POST" }), token)) as string,
    );
    return desk.requireStaff(deskRequest("/desk/editions", { method: "POST", cookie }), "editions:read");
  };
  /** `npm run newsletter -- send`, as scripts/newsletter.ts calls it. */
  const sendFromCommandLine = async () =>
    sendNextEdition(await storage.ready(), articles, {
      ratePerMinute: 60_000,
      now: clock.now,
      sentBy: "cli@example.com",
    });
  const editionRows = async () =>
    (
      await storage.db
        .selectFrom("editions")
        .select(["number", "recipients", "sent_by", "approved_by", "created_at"])
        .orderBy("number")
        .execute()
    ).map((row) => ({ ...row, created_at: Number(row.created_at) }));

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    storage = new Storage(database.location, quiet);
    const db = await storage.ready();
    smtp = await startSmtpReceiver();
    transport = createSmtpTransport(smtp.url);
    members.owner = (await makeOwner(db, "owner@example.com", clock.now)).member;
    for (const key of ["editor", "second"] as const) {
      members[key] = (await addStaff(db, { email: `${key}@example.com`, role: "editor" }, clock.now)) as StaffMember;
    }
    const text = ["email", "ana@example.com", "ben@example.com"].join("\n");
    expect(await (await as(members.editor)).importSubscribers({ text, fileName: "list.csv" })).toMatchObject({
      imported: 2,
    });
  });
  afterAll(async () => {
    transport?.close();
    await smtp?.close();
    await storage?.close();
    await database?.drop();
  });

  it("refuses a send with nothing to say, a time already past, and an approval nobody asked for", async () => {
    const [editor, second] = [await as(members.editor), await as(members.second)];
    expect(await sendFromCommandLine()).toEqual({ outcome: "nothing-to-send", number: 1 });
    expect(await editor.saveEdition({ number: 1, subject: "A first draft", introduction: "" })).toBe("saved");
    expect(await editor.saveEdition({ number: 1, ...announcement })).toBe("saved");
    expect((await editor.editions()).draft).toMatchObject({ state: "draft", ...announcement });
    expect(await editor.requestEditionSend({ number: 1, confirmedRecipients: 2, sendAt: clock.now })).toEqual({
      outcome: "in-the-past",
      number: 1,
    });
    expect(await second.approveEditionSend({ number: 1, confirmedRecipients: 2 })).toEqual({
      outcome: "not-awaiting",
      number: 1,
    });
    expect(await editor.cancelEditionSend(1)).toBe("not-requested");
    expect(await editionRows()).toEqual([]);
  });

  it("leaves to the desk a send asked for there, and to a second person a send the owners want approved", async () => {
    const [owner, editor] = [await as(members.owner), await as(members.editor)];
    await owner.setSecondPersonApproves(true);
    expect(await sendFromCommandLine()).toEqual({ outcome: "needs-approval", number: 1 });
    expect(await editor.requestEditionSend({ number: 1, confirmedRecipients: 2 })).toMatchObject({
      outcome: "awaiting-approval",
    });
    expect(await sendFromCommandLine()).toEqual({ outcome: "send-requested", number: 1 });
    expect(await editor.requestEditionSend({ number: 1, confirmedRecipients: 2 })).toEqual({
      outcome: "send-requested",
      number: 1,
    });
    // What was asked for is what goes out: its words cannot change while it waits.
    expect(await editor.saveEdition({ number: 1, subject: "Changed", introduction: "" })).toBe("send-requested");
    expect((await editor.editions()).draft).toMatchObject({ state: "awaiting-approval", ...announcement });
    expect(await editor.cancelEditionSend(1)).toBe("cancelled");
    await owner.setSecondPersonApproves(false);
    expect(await editionRows()).toEqual([]);
  });

  it("sends from the command line with the saved words, naming who sent it and when, and keeps the sent words", async () => {
    const editor = await as(members.editor);
    expect(await sendFromCommandLine()).toMatchObject({
      outcome: "queued",
      edition: { number: 1, subject: announcement.subject, recipients: 2, sentBy: "cli@example.com" },
    });
    expect(await editionRows()).toEqual([
      { number: 1, recipients: 2, sent_by: "cli@example.com", approved_by: null, created_at: clock.now },
    ]);
    expect(await editor.saveEdition({ number: 1, subject: "Changed", introduction: "" })).toBe("already-sent");
  });

  it("schedules a send approved before its time, waits for the edition going out, and sends one approved at its time", async () => {
    const [owner, editor, second] = [await as(members.owner), await as(members.editor), await as(members.second)];
    await owner.setSecondPersonApproves(true);
    expect(await editor.saveEdition({ number: 2, ...announcement })).toBe("saved");
    const at = clock.now + hourMs;
    await editor.requestEditionSend({ number: 2, confirmedRecipients: 2, sendAt: at, zone: "UTC" });
    expect(await second.approveEditionSend({ number: 2, confirmedRecipients: 2 })).toMatchObject({
      outcome: "scheduled",
      draft: { state: "scheduled", sendAt: at },
    });
    expect((await editor.editions()).draft).toMatchObject({
      state: "scheduled",
      sendAt: at,
      requestedBy: "editor@example.com",
      approvedBy: "second@example.com",
    });

    // Edition 1's copies are still queued: the due edition waits, and stays scheduled for the worker's retry.
    clock.now = at;
    await expect(
      sendScheduledEdition(await storage.ready(), 2, { articles, ratePerMinute: 60_000, now: at }),
    ).rejects.toThrow("edition 1 is still going out; the scheduled edition waits for it");
    expect((await editor.editions()).draft).toMatchObject({ state: "scheduled", sendAt: at });

    expect(await editor.cancelEditionSend(2)).toBe("cancelled");
    const later = clock.now + hourMs;
    await editor.requestEditionSend({ number: 2, confirmedRecipients: 2, sendAt: later, zone: "UTC" });
    const worker = new DeliveryWorker({
      storage,
      channels: testSubscriptionChannels(storage, transport),
      backoff: { baseMs: 30_000, maxMs: hourMs, jitter: 0 },
      bulk: { channel: "edition", perMinute: 60_000 },
      now: () => clock.now,
      log: quiet,
    });
    await worker.runOnce();
    clock.now = later;
    expect(await second.approveEditionSend({ number: 2, confirmedRecipients: 2 })).toMatchObject({
      outcome: "queued",
      edition: { number: 2, sentBy: "editor@example.com", approvedBy: "second@example.com" },
    });
    expect((await editionRows()).at(-1)).toEqual({
      number: 2,
      recipients: 2,
      sent_by: "editor@example.com",
      approved_by: "second@example.com",
      created_at: later,
    });
  });
});
