/**
 * The newsletter's subscribers in the desk, on SQLite and PostgreSQL: the list searched by address
 * (the same subscribers on both databases), filtered by list, status and mail, counted and paged; a
 * subscriber's lists, consent records, mail and the editions sent to them; an unsubscription on
 * request recorded as `npm run newsletter -- unsubscribe` records it, and in the audit log, which a
 * viewer cannot make; the import with the command's rules and report, and the CSV of what the filters
 * show with the columns of `npm run newsletter -- list --csv`.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSignInLink } from "../../server/desk/sign-in-links";
import { addStaff, makeOwner, type StaffMember } from "../../server/desk/staff";
import type { Ability } from "../../server/desk/roles";
import { recordBounce, recordComplaint } from "../../server/newsletter/deliverability";
import { queueEdition } from "../../server/newsletter/editions";
import { listSubscribers, subscribersCsv } from "../../server/newsletter/subscriber-list";
import { requestSubscription } from "../../server/newsletter/subscriber-store";
import { newsletterKeysSource } from "../../server/newsletter/newsletter-keys";
import { eraseAddress } from "../../server/privacy/privacy-requests";
import { Storage } from "../../server/storage/database";
import {
  cookiePair,
  deskRequest,
  hourMs,
  refusalOf,
  testClock,
  testDesk,
  testNewsletterSecret,
} from "../support/test-desk";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-databases";

const quiet = () => {};
const dayMs = 24 * hourMs;
const consent = { page: "/insights", consent_version: "2026-11-26", client_hash: "keyed-hash" };

describe.each(databaseKinds)("the subscribers in the desk on %s", (kind) => {
  let database: TestDatabase;
  let storage: Storage;
  const clock = testClock(Date.UTC(2031, 0, 10, 9));
  let editor: StaffMember;
  let viewer: StaffMember;
  const desk = () => testDesk(storage, { clock });
  const as = async (member: StaffMember, method: string, ability: Ability) => {
    const token = await createSignInLink(await storage.ready(), member.id, "invitation", clock.now);
    const cookie = cookiePair(
      (await desk().useLink(deskRequest("/desk/sign-in/link", { method: "POST" }), token)) as string,
    );
    return desk().requireStaff(deskRequest("/desk/subscribers", { method, cookie }), ability);
  };
  const idOf = async (email: string) =>
    (await storage.db.selectFrom("subscribers").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id;
  const emails = (rows: { email: string }[]) => rows.map((row) => row.email);

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    storage = new Storage(database.location, quiet);
    const db = await storage.ready();
    await makeOwner(db, "owner@example.com", clock.now);
    editor = (await addStaff(db, { email: "editor@example.com", role: "editor" }, clock.now)) as StaffMember;
    viewer = (await addStaff(db, { email: "viewer@example.com", role: "viewer" }, clock.now)) as StaffMember;
    // 55 imported through the desk (a day apart), then people from the form, one of whom bounces and one complains.
    const lines = Array.from(
      { length: 55 },
      (_, day) => `reader${day}@example.com,${new Date(Date.UTC(2030, 0, 1) + day * dayMs).toISOString()},old tool`,
    );
    const staff = await as(editor, "POST", "subscribers:write");
    const report = await staff.importSubscribers({
      text: ["email,subscribed_at,source", ...lines, "not an address,,", "READER3@example.com,,"].join("\n"),
      fileName: "readers.csv",
    });
    expect(report).toEqual({
      imported: 55,
      alreadyHere: 1,
      refused: 1,
      skipped: [
        { line: 57, reason: '"not an address" is not an e-mail address' },
        { line: 58, reason: "reader3@example.com is listed on an earlier line" },
      ],
    });
    for (const [email, lists] of [
      ["jörg@münchen.de", ["insights", "consortium"]],
      ["100%_sure@example.org", ["consortium"]],
      ["bounced@example.org", ["insights"]],
      ["complained@example.org", ["insights"]],
    ] as const) {
      clock.advance(hourMs);
      await requestSubscription(db, { email, lists: [...lists], consent, now: clock.now });
    }
    const stopped = { source: "edition 1", detail: "550 5.1.1 no such user", webhook: false, now: clock.now };
    await recordBounce(db, { id: await idOf("bounced@example.org"), deliverability: "active" }, stopped);
    await recordComplaint(db, { id: await idOf("complained@example.org"), email: "complained@example.org" }, stopped);
  });
  afterAll(async () => {
    await storage?.close();
    await database?.drop();
  });

  it("lists subscribers newest first, finds them by any part of the address, filters, counts and pages them alike", async () => {
    const staff = await as(viewer, "GET", "subscribers:read");
    const all = await staff.subscribers({ query: "", page: 1 });
    expect(all).toMatchObject({
      total: 59,
      pages: 2,
      counts: {
        standing: { confirmed: 55, pending: 3, unsubscribed: 1 },
        mail: { active: 57, bouncing: 1, complained: 1 },
      },
    });
    expect(emails(all.rows).slice(0, 5)).toEqual([
      "complained@example.org",
      "bounced@example.org",
      "100%_sure@example.org",
      "jörg@münchen.de",
      "reader54@example.com",
    ]);
    expect(all.rows[3]).toMatchObject({
      source: "form",
      mail: "active",
      lists: [
        { list: "insights", status: "pending" },
        { list: "consortium", status: "pending" },
      ],
    });
    expect(emails((await staff.subscribers({ query: "", page: 2 })).rows).at(-1)).toBe("reader0@example.com");

    const found = async (query: string) => emails((await staff.subscribers({ query, page: 1 })).rows);
    expect(await found("MÜNCHEN")).toEqual(["jörg@münchen.de"]);
    expect(await found("Jörg")).toEqual(["jörg@münchen.de"]);
    expect(await found("100%")).toEqual(["100%_sure@example.org"]);
    expect(await found("0%_"), "% and _ are letters, not wildcards").toEqual(["100%_sure@example.org"]);
    expect(await found("der_"), "_ is a letter, not a wildcard").toEqual([]);
    expect(await found("reader5 example.com")).toEqual([
      "reader54@example.com",
      "reader53@example.com",
      "reader52@example.com",
      "reader51@example.com",
      "reader50@example.com",
      "reader5@example.com",
    ]);
    expect(await found("reader5 nowhere"), "every word must match").toEqual([]);

    const consortium = await staff.subscribers({ query: "", page: 1, list: "consortium" });
    expect(emails(consortium.rows)).toEqual(["100%_sure@example.org", "jörg@münchen.de"]);
    expect(consortium.counts.standing).toEqual({ confirmed: 0, pending: 2, unsubscribed: 0 });
    const pending = await staff.subscribers({ query: "", page: 1, standing: "pending" });
    expect(emails(pending.rows)).toEqual(["bounced@example.org", "100%_sure@example.org", "jörg@münchen.de"]);
    expect(pending).toMatchObject({ total: 3, counts: { mail: { active: 2, bouncing: 1, complained: 0 } } });
    const left = await staff.subscribers({ query: "", page: 1, standing: "unsubscribed" });
    expect(emails(left.rows), "a complaint leaves every list; a bounce does not").toEqual(["complained@example.org"]);
    expect(left.total).toBe(1);
    const bouncing = await staff.subscribers({ query: "", page: 1, mail: "bouncing" });
    expect(emails(bouncing.rows)).toEqual(["bounced@example.org"]);
    expect(bouncing.counts.standing, "the standing counts follow the mail filter").toEqual({
      confirmed: 0,
      pending: 1,
      unsubscribed: 0,
    });
    const insightsPending = await staff.subscribers({
      query: "example.org",
      page: 1,
      list: "insights",
      standing: "pending",
    });
    expect(emails(insightsPending.rows)).toEqual(["bounced@example.org"]);
  });

  it("shows a subscriber's lists, consent records, mail and the editions sent to them", async () => {
    const id = await idOf("reader7@example.com");
    await queueEdition(storage.db, { number: 1, articles: [] }, { ratePerMinute: 600, now: clock.now });
    const staff = await as(viewer, "GET", "subscribers:read");
    expect(await staff.subscriber(id)).toEqual({
      id,
      email: "reader7@example.com",
      source: "import",
      createdAt: new Date(Date.UTC(2030, 0, 8)),
      mail: "active",
      mailChangedAt: null,
      lists: [
        {
          list: "insights",
          status: "confirmed",
          updatedAt: new Date(Date.UTC(2031, 0, 10, 9)),
          confirmedAt: new Date(Date.UTC(2030, 0, 8)),
        },
      ],
      consent: [
        {
          event: "imported",
          lists: ["insights"],
          at: new Date(Date.UTC(2030, 0, 8)),
          page: "import: old tool",
          version: "given to the previous tool",
          fromClient: false,
          detail: null,
        },
      ],
      editions: [{ number: 1, queuedAt: new Date(clock.now), status: "queued", settledAt: null }],
    });
    const bounced = await staff.subscriber(await idOf("bounced@example.org"));
    expect(bounced).toMatchObject({ mail: "bouncing", mailChangedAt: new Date(clock.now), editions: [] });
    expect(
      bounced?.consent.map(({ event, page, version, fromClient, detail }) => ({
        event,
        page,
        version,
        fromClient,
        detail,
      })),
    ).toEqual([
      { event: "bounced", page: "edition 1", version: "", fromClient: false, detail: "550 5.1.1 no such user" },
      { event: "requested", page: "/insights", version: "2026-11-26", fromClient: true, detail: null },
    ]);
    expect(await staff.subscriber("no-such-subscriber")).toBeUndefined();
  });

  it("unsubscribes from one list on request, as the command records it, with an audit entry; a viewer cannot", async () => {
    const id = await idOf("jörg@münchen.de");
    const audit = () =>
      storage.db.selectFrom("audit_log").selectAll().where("target", "=", `subscriber:${id}`).execute();
    expect((await refusalOf(as(viewer, "POST", "subscribers:write"))).status, "a viewer's post").toBe(403);
    const reading = await as(viewer, "GET", "subscribers:read");
    expect((await refusalOf(reading.unsubscribe(id, "consortium"))).status, "a viewer's desk cannot act").toBe(403);
    expect(await audit()).toEqual([]);

    clock.advance(hourMs);
    const staff = await as(editor, "POST", "subscribers:write");
    expect(await staff.unsubscribe(id, "consortium")).toEqual(["consortium"]);
    expect(await staff.unsubscribe(id, "consortium"), "already off the list: nothing recorded").toEqual([]);
    expect(await staff.unsubscribe("no-such-subscriber", "insights")).toBeUndefined();
    const subscriber = await staff.subscriber(id);
    expect(subscriber?.lists.map(({ list, status }) => [list, status])).toEqual([
      ["insights", "pending"],
      ["consortium", "unsubscribed"],
    ]);
    expect(subscriber?.consent[0]).toMatchObject({
      event: "unsubscribed",
      lists: ["consortium"],
      at: new Date(clock.now),
      page: "request by e-mail (desk)",
    });
    expect((await audit()).map(({ actor, action, detail }) => ({ actor, action, detail: JSON.parse(detail) }))).toEqual(
      [{ actor: "editor@example.com", action: "subscriber.unsubscribed", detail: { list: "consortium" } }],
    );
  });

  it("imports with the command's rules and report, audited; exports what the filters show as `list --csv` does", async () => {
    const staff = await as(editor, "POST", "subscribers:write");
    const report = await staff.importSubscribers({
      text: "email,subscribed_at\nnew@example.net,2030-05-01\nreader1@example.com,\ncomplained@example.org,\nlater@example.net,2999-01-01\n",
      fileName: "more.csv",
    });
    expect(report).toEqual({
      imported: 1,
      alreadyHere: 2,
      refused: 1,
      skipped: [
        { line: 3, reason: "reader1@example.com is already confirmed here" },
        { line: 4, reason: "complained@example.org is already unsubscribed here (an import never re-subscribes)" },
        { line: 5, reason: 'subscribed_at "2999-01-01" is not a past date (use 2024-05-31 or an ISO time)' },
      ],
    });
    expect(await staff.importSubscribers({ text: "name\nAda\n", fileName: "bad.csv" })).toEqual({
      error: "the first line must name the columns, one of them email (and optionally subscribed_at, source)",
    });
    const imports = await storage.db
      .selectFrom("audit_log")
      .select(["target", "detail"])
      .where("action", "=", "subscribers.imported")
      .orderBy("id")
      .execute();
    expect(imports.map(({ target, detail }) => [target, JSON.parse(detail)])).toEqual([
      ["file:readers.csv", { imported: 55, skipped: 2, list: "insights" }],
      ["file:more.csv", { imported: 1, skipped: 3, list: "insights" }],
    ]);

    const csv = await (await staff.subscribersCsv({ query: "example.org", page: 1, mail: "active" })).text();
    const everyone = await listSubscribers(storage.db);
    expect(csv).toBe(
      subscribersCsv(everyone.filter((row) => row.email.includes("example.org") && row.mail === "active")),
    );
    expect(csv.split("\r\n")[0]).toBe(
      "email,source,created_at,insights,consortium,consent_event,consent_at,consent_page,consent_version,mail",
    );
    expect(csv.trimEnd().split("\r\n")).toHaveLength(2);
    // Every page, not the one shown (by address: of two consent records made at the same moment, which
    // one is the latest is for each database to say).
    const addresses = (csv: string) =>
      csv
        .trimEnd()
        .split("\r\n")
        .map((line) => line.split(",")[0]);
    expect(addresses(await (await staff.subscribersCsv({ query: "", page: 3 })).text())).toEqual(
      addresses(subscribersCsv(everyone)),
    );
  });

  it("finds an erased address no more, and counts it nowhere", async () => {
    const staff = await as(editor, "GET", "subscribers:read");
    const before = await staff.subscribers({ query: "", page: 1 });
    await eraseAddress(storage.db, await newsletterKeysSource(storage, testNewsletterSecret)(), "reader9@example.com", {
      now: clock.now,
    });
    expect((await staff.subscribers({ query: "reader9@", page: 1 })).total).toBe(0);
    const after = await staff.subscribers({ query: "", page: 1 });
    expect([after.total, after.counts.standing.confirmed]).toEqual([
      before.total - 1,
      before.counts.standing.confirmed - 1,
    ]);
  });
});
