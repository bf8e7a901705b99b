/**
 * Leads that follow people, on SQLite and PostgreSQL: the CSV says each lead's status, assignee and
 * latest note, its form and choices by their labels, its context one column per fact, behind a
 * byte-order mark; a lead assigned by someone else sends its assignee an e-mail through the outbox
 * (a real SMTP receiver), one assigned to oneself none; only people who work leads can be given one;
 * the navigation's count of new leads; the previous and next lead within the inbox's filters; bulk
 * changes, each in its lead's history and the audit log.
 */
import { simpleParser } from "mailparser";
import type { Transporter } from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSmtpTransport } from "../../server/delivery/channels";
import { DeliveryWorker } from "../../server/delivery/delivery-worker";
import type { Desk } from "../../server/desk/create-desk";
import { createSignInLink } from "../../server/desk/sign-in-links";
import { addStaff, makeOwner, type StaffMember } from "../../server/desk/staff";
import { csvRecord } from "../../server/export/csv";
import { leadColumns } from "../../server/export/lead-csv";
import { Storage } from "../../server/storage/database";
import { createSubmissionStore } from "../../server/submissions/submission-store";
import { cookiePair, deskOrigin, deskRequest, hourMs, refusalOf, testClock, testDesk } from "../support/test-desk";
import { mimePart, startSmtpReceiver } from "../support/receivers";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-databases";

const quiet = () => {};
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let transport: Transporter;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  transport = createSmtpTransport(smtp.url);
});
afterAll(async () => {
  transport?.close();
  await smtp?.close();
});

describe.each(databaseKinds)("leads that follow people, on %s", (kind) => {
  let database: TestDatabase;
  let storage: Storage;
  const clock = testClock();
  let owner: StaffMember;
  let editor: StaffMember;
  let viewer: StaffMember;
  let desk: Desk;
  const signIn = async (member: StaffMember) => {
    const token = await createSignInLink(await storage.ready(), member.id, "invitation", clock.now);
    return cookiePair((await desk.useLink(deskRequest("/desk/sign-in/link", { method: "POST" }), token)) as string);
  };
  const as = async (member: StaffMember, ability: "leads:read" | "leads:write" = "leads:write") =>
    desk.requireStaff(deskRequest("/desk", { method: "POST", cookie: await signIn(member) }), ability);
  const submit = (fields: Record<string, string>, context = {}) =>
    createSubmissionStore({ storage, channels: ["email"], now: () => clock.now, log: quiet }).submit({
      form: "contact",
      fields,
      context,
    });
  /** Delivers what the desk put in the outbox, as the server's worker does (with a server's channel, made now). */
  const deliverDeskMail = async () => {
    const worker = new DeliveryWorker({
      storage,
      channels: [testDesk(storage, { clock, transport }).assignmentChannel!],
      backoff: { baseMs: 60_000, maxMs: 60_000 },
      now: () => clock.now,
      log: quiet,
    });
    while ((await worker.runOnce()) > 0);
  };
  const assignmentRows = async () =>
    (await storage.db.selectFrom("deliveries").select("id").where("channel", "=", "desk-assignment").execute()).length;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    storage = new Storage(database.location, quiet);
    desk = testDesk(storage, { clock, transport });
    const db = await storage.ready();
    owner = (await makeOwner(db, "owner@example.com", clock.now)).member;
    editor = (await addStaff(db, { email: "editor@example.com", role: "editor" }, clock.now)) as StaffMember;
    viewer = (await addStaff(db, { email: "viewer@example.com", role: "viewer" }, clock.now)) as StaffMember;
  });
  afterAll(async () => {
    await storage?.close();
    await database?.drop();
  });

  it("exports each lead's status, assignee and latest note, labels for codes, one column per fact, after a byte-order mark", async () => {
    clock.now = Date.UTC(2030, 1, 3, 10);
    const sofia = await submit(
      { name: "Σοφία Παπαδοπούλου", email: "sofia@example.gr", inquiryType: "consortium", message: "Γεια" },
      { landingPage: "/consortium", utmSource: "newsletter" },
    );
    clock.advance(hourMs);
    const other = await submit({ name: "Ana", email: "ana@example.com", inquiryType: "data", message: "Hi" });
    const staff = await as(editor);
    expect(await staff.changeLead(sofia.id, { version: 0, status: "won", assigneeId: owner.id, note: "First" })).toBe(
      "saved",
    );
    clock.advance(hourMs);
    expect(await staff.changeLead(sofia.id, { version: 1, status: "won", assigneeId: owner.id, note: "Signed" })).toBe(
      "saved",
    );

    const answer = await staff.leadsCsv({ query: "", page: 1, status: "won" });
    const bytes = new Uint8Array(await answer.arrayBuffer());
    expect([...bytes.slice(0, 3)], "a UTF-8 byte-order mark first").toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes.slice(3)).split("\r\n");
    expect(`${header}\r\n`).toBe(csvRecord(leadColumns));
    expect(rows.filter(Boolean), "?status=won: the won leads alone").toHaveLength(1);
    const row = Object.fromEntries(leadColumns.map((column, index) => [column, rows[0].split(",")[index]]));
    expect(row).toMatchObject({
      id: sofia.id,
      form: "Contact form",
      status: "Won",
      assignee: "owner@example.com",
      latestNote: "Signed",
      latestNoteBy: "editor@example.com",
      latestNoteAt: new Date(clock.now).toISOString(),
      name: "Σοφία Παπαδοπούλου",
      inquiryType: "Partnerships",
      landingPage: "/consortium",
      utmSource: "newsletter",
      utmMedium: "",
      delivery: "pending",
      emailDelivery: "pending",
    });
    expect(
      leadColumns.filter((column) => column === "status"),
      "one status column, the lead's",
    ).toHaveLength(1);
    const all = await (await staff.leadsCsv({ query: "", page: 1 })).text();
    expect(all, "a lead nobody worked").toContain(`${other.id},2030-02-03T11:00:00.000Z,Contact form,New,,,,,Ana,`);
  });

  it("e-mails the assignee through the outbox, naming and linking the lead; not when you assign yourself", async () => {
    clock.now = Date.UTC(2030, 2, 1, 9);
    const lead = await submit({
      name: "Priya <b>Ramanathan</b>",
      email: "priya@example.com",
      inquiryType: "platform",
      message: "Call me",
    });
    await deliverDeskMail();
    const [before, queued] = [smtp.messages.length, await assignmentRows()];
    const staff = await as(editor);
    expect(await staff.changeLead(lead.id, { version: 0, status: "new", assigneeId: editor.id, note: "" })).toBe(
      "saved",
    );
    expect(await assignmentRows(), "assigning oneself queues nothing").toBe(queued);
    expect(await staff.changeLead(lead.id, { version: 1, status: "new", assigneeId: owner.id, note: "" })).toBe(
      "saved",
    );
    expect(await assignmentRows(), "queued with the change, not sent by it").toBe(queued + 1);
    expect(smtp.messages.length).toBe(before);
    await deliverDeskMail();
    const sent = smtp.messages.slice(before);
    expect(sent.map((message) => message.to)).toEqual([["owner@example.com"]]);
    const mail = await simpleParser(sent[0].raw);
    expect(mail.subject).toBe("Lead assigned to you: Priya <b>Ramanathan</b>");
    const link = `${deskOrigin}/desk/leads/${lead.id}`;
    expect(mail.text).toContain(
      "editor@example.com assigned you a lead on the Test desk: Priya <b>Ramanathan</b>, contact form, received 2030-03-01 09:00 UTC.",
    );
    expect(mail.text).toContain(`Open it: ${link}`);
    const html = mimePart(sent[0].raw, "text/html");
    expect(html, "the visitor's text is escaped in the HTML").toContain("Priya &lt;b&gt;Ramanathan&lt;/b&gt;");
    expect(html).not.toContain("<b>Ramanathan");
    await deliverDeskMail();
    expect(smtp.messages.length, "sent once").toBe(before + 1);

    // Without SMTP_URL no channel takes such rows, so none is queued.
    const withoutMail = testDesk(storage, { clock });
    expect(withoutMail.assignmentChannel).toBeUndefined();
    const [cookie, rows] = [await signIn(owner), await assignmentRows()];
    const offline = await withoutMail.requireStaff(deskRequest("/desk", { method: "POST", cookie }), "leads:write");
    expect(await offline.changeLeads([lead.id], { assigneeId: editor.id })).toEqual({
      outcome: "changed",
      changed: 1,
      assigned: 0,
    });
    expect(await offline.changeLead(lead.id, { version: 3, status: "new", assigneeId: null, note: "" })).toBe("saved");
    expect(await offline.changeLead(lead.id, { version: 4, status: "new", assigneeId: editor.id, note: "" })).toBe(
      "saved",
    );
    expect(await assignmentRows()).toBe(rows);

    // Given to someone else before the worker ran: the first e-mail is not needed any more.
    expect(await staff.changeLead(lead.id, { version: 5, status: "new", assigneeId: null, note: "" })).toBe("saved");
    expect(
      await (await as(owner)).changeLead(lead.id, { version: 6, status: "new", assigneeId: editor.id, note: "" }),
    ).toBe("saved");
    expect(await staff.changeLead(lead.id, { version: 7, status: "new", assigneeId: owner.id, note: "" })).toBe(
      "saved",
    );
    await deliverDeskMail();
    expect(smtp.messages.slice(before + 1).map((message) => message.to)).toEqual([["owner@example.com"]]);
  });

  it("assigns leads only to people who work leads", async () => {
    clock.now = Date.UTC(2030, 3, 1, 9);
    const lead = await submit({ name: "Kim", email: "kim@example.com", inquiryType: "general", message: "Hello" });
    const staff = await as(owner);
    expect((await staff.assignees()).map((member) => member.email)).toEqual([
      "editor@example.com",
      "owner@example.com",
    ]);
    expect(await staff.changeLead(lead.id, { version: 0, status: "new", assigneeId: viewer.id, note: "" })).toBe(
      "not-assignable",
    );
    expect(await staff.changeLeads([lead.id], { assigneeId: viewer.id }), "nor in bulk").toEqual({
      outcome: "not-assignable",
    });
    const row = await storage.db
      .selectFrom("leads")
      .select(["assignee_id", "version"])
      .where("submission_id", "=", lead.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ assignee_id: null, version: 0 });
  });

  it("counts the new leads for the navigation, up to 99", async () => {
    const db = await storage.ready();
    await db.deleteFrom("submissions").execute();
    clock.now = Date.UTC(2030, 4, 1, 9);
    const leads = [];
    for (let index = 0; index < 3; index++) leads.push(await submit({ name: `New ${index}`, email: "n@example.com" }));
    expect((await as(viewer, "leads:read")).staff.newLeads).toBe(3);
    await (await as(editor)).changeLead(leads[0].id, { version: 0, status: "won", assigneeId: null, note: "" });
    expect((await as(editor)).staff.newLeads).toBe(2);
    for (let index = 0; index < 100; index++) await submit({ name: `More ${index}`, email: "m@example.com" });
    expect((await as(editor)).staff.newLeads, "counted no further than shown: 99+").toBe(100);
  });

  it("changes many leads at once: each change in its lead's history and the audit log; a viewer changes none", async () => {
    const db = await storage.ready();
    await db.deleteFrom("submissions").execute();
    clock.now = Date.UTC(2030, 5, 1, 9);
    const ids: string[] = [];
    for (let index = 0; index < 3; index++)
      ids.push((await submit({ name: `Bulk ${index}`, email: "b@example.com" })).id);
    const staff = await as(owner);
    expect(await staff.changeLead(ids[0], { version: 0, status: "spam", assigneeId: null, note: "" })).toBe("saved");
    const auditBefore = (await db.selectFrom("audit_log").select("id").execute()).length;
    expect(await staff.changeLeads(ids, { status: "spam" })).toEqual({ outcome: "changed", changed: 2, assigned: 0 });
    expect(await staff.changeLeads(ids, { assigneeId: editor.id })).toEqual({
      outcome: "changed",
      changed: 3,
      assigned: 3,
    });
    const leads = await db
      .selectFrom("leads")
      .leftJoin("staff", "staff.id", "leads.assignee_id")
      .select(["leads.submission_id", "leads.status", "staff.email", "leads.version"])
      .where("leads.submission_id", "in", ids)
      .orderBy("leads.id")
      .execute();
    expect(leads.map(({ status, email, version }) => [status, email, Number(version)])).toEqual([
      ["spam", "editor@example.com", 2],
      ["spam", "editor@example.com", 2],
      ["spam", "editor@example.com", 2],
    ]);
    const audit = await db
      .selectFrom("audit_log")
      .select(["actor", "action", "target", "detail"])
      .orderBy("id")
      .offset(auditBefore)
      .limit(100)
      .execute();
    expect(audit).toEqual([
      ...ids.slice(1).map((id) => ({
        actor: "owner@example.com",
        action: "lead.updated",
        target: `submission:${id}`,
        detail: JSON.stringify({ status: ["new", "spam"], bulk: true }),
      })),
      ...ids.map((id) => ({
        actor: "owner@example.com",
        action: "lead.updated",
        target: `submission:${id}`,
        detail: JSON.stringify({ assignee: [null, "editor@example.com"], bulk: true }),
      })),
    ]);
    const history = await db
      .selectFrom("lead_activity")
      .select(["kind", "detail"])
      .where("submission_id", "=", ids[2])
      .orderBy("id")
      .execute();
    expect(history).toEqual([
      { kind: "status", detail: "spam" },
      { kind: "assignee", detail: "editor@example.com" },
    ]);

    const cookie = await signIn(viewer);
    const reader = await desk.requireStaff(deskRequest("/desk", { method: "POST", cookie }), "leads:read");
    const auditNow = (await db.selectFrom("audit_log").select("id").execute()).length;
    expect((await refusalOf(reader.changeLeads(ids, { status: "won" }))).status).toBe(403);
    expect(
      (await refusalOf(desk.requireStaff(deskRequest("/desk", { method: "POST", cookie }), "leads:write"))).status,
    ).toBe(403);
    expect((await db.selectFrom("audit_log").select("id").execute()).length).toBe(auditNow);
    expect((await db.selectFrom("leads").select("status").where("status", "=", "won").execute()).length).toBe(0);
  });

  it("finds the previous and next lead within the inbox's filters, across its pages", async () => {
    const db = await storage.ready();
    await db.deleteFrom("submissions").execute();
    const start = Date.UTC(2030, 6, 1, 9);
    const ids: string[] = [];
    for (let index = 0; index < 60; index++) {
      clock.now = start + index * hourMs;
      ids.push((await submit({ name: `Lead ${index}`, email: "p@example.com" })).id);
    }
    // Two leads in the same millisecond: the id orders them, as the inbox does.
    ids.push((await submit({ name: "Lead 60", email: "p@example.com" })).id);
    const staff = await as(editor);
    for (const index of [10, 20, 30]) {
      await staff.changeLead(ids[index], { version: 0, status: "won", assigneeId: null, note: "" });
    }
    const all = { query: "", page: 1 };
    expect(await staff.leadNeighbours(ids[60], all), "the newest has no newer").toEqual({
      newer: undefined,
      older: ids[59],
    });
    expect(await staff.leadNeighbours(ids[59], all)).toEqual({ newer: ids[60], older: ids[58] });
    expect(await staff.leadNeighbours(ids[11], all), "across the first page's end").toEqual({
      newer: ids[12],
      older: ids[10],
    });
    expect(await staff.leadNeighbours(ids[0], all)).toEqual({ newer: ids[1], older: undefined });
    const won = { ...all, status: "won" as const };
    expect(await staff.leadNeighbours(ids[20], won)).toEqual({ newer: ids[30], older: ids[10] });
    expect(await staff.leadNeighbours(ids[20], { ...won, query: "nowhere" })).toEqual({});
    expect(await staff.leadNeighbours("no-such-lead", all)).toEqual({});
    // The inbox's order, read page by page, is the order these steps walk.
    const pages = [...(await staff.inbox({ ...all, page: 1 })).rows, ...(await staff.inbox({ ...all, page: 2 })).rows];
    expect(pages.map((row) => row.id)).toEqual([...ids].reverse());
  });
});
