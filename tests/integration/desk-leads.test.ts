/**
 * The leads in the desk, on SQLite and PostgreSQL: every submission is a lead from the moment it is
 * stored (and those stored before the desk, from its migration); the inbox's search finds the same
 * leads on both databases in any case and script; its filters, counts and pages; a lead worked with
 * its history and audit entries, and a save made on an old version refused; the CSV of what the
 * filters show, in order; notes and statuses deleted by the retention purge and by erasure, and exported.
 */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formCopy } from "~/forms/form-copy";
import type { FormName } from "~/forms/submission-service";
import { createSignInLink } from "../../server/desk/sign-in-links";
import { addStaff, makeOwner, type StaffMember } from "../../server/desk/staff";
import { csvRecord } from "../../server/export/csv";
import { leadColumns } from "../../server/export/lead-csv";
import { addressHash, newsletterKeysSource } from "../../server/newsletter/newsletter-keys";
import { exportAddress } from "../../server/privacy/privacy-requests";
import { Storage } from "../../server/storage/database";
import { createDeskTables } from "../../server/storage/desk-tables";
import {
  createSubmissionStore,
  listSubmissions,
  purgeSubmissionsBefore,
} from "../../server/submissions/submission-store";
import { cookiePair, deskRequest, hourMs, testClock, testDesk, testNewsletterSecret } from "../support/test-desk";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-databases";

const quiet = () => {};
const dayMs = 24 * hourMs;

describe.each(databaseKinds)("the leads on %s", (kind) => {
  let database: TestDatabase;
  let storage: Storage;
  const clock = testClock();
  let owner: StaffMember;
  let editor: StaffMember;
  const desk = () => testDesk(storage, { clock });
  /** The desk as the person sees it now, through a fresh sign-in (the tests move the clock by years). */
  const as = async (member: StaffMember, method = "GET") => {
    const db = await storage.ready();
    const token = await createSignInLink(db, member.id, "invitation", clock.now);
    const cookie = cookiePair(
      (await desk().useLink(deskRequest("/desk/sign-in/link", { method: "POST" }), token)) as string,
    );
    return desk().requireStaff(
      deskRequest("/desk", { method, cookie }),
      method === "GET" ? "leads:read" : "leads:write",
    );
  };
  const store = () => createSubmissionStore({ storage, channels: ["email"], now: () => clock.now, log: quiet });
  const submit = (form: FormName, fields: Record<string, string>) => store().submit({ form, fields });

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    storage = new Storage(database.location, quiet);
    const db = await storage.ready();
    owner = (await makeOwner(db, "owner@example.com", clock.now)).member;
    editor = (await addStaff(db, { email: "editor@example.com", role: "editor" }, clock.now)) as StaffMember;
  });
  afterAll(async () => {
    await storage?.close();
    await database?.drop();
  });

  it("finds leads by name, e-mail, organisation and message in any case and script, the same on both databases", async () => {
    const ids = {
      elodie: (await submit("contact", { name: "Élodie Dupré", email: "elodie@example.fr", message: "Bonjour" })).id,
      sofia: (
        await submit("demo-request", {
          name: "ΣΟΦΊΑ Παπαδοπούλου",
          email: "s@example.gr",
          organization: "Ωμέγα ΑΕ",
          message: "Γεια",
        })
      ).id,
      acme: (
        await submit("company-contact", {
          name: "Kim",
          email: "kim@example.com",
          message: "From ＡＣＭＥ Ｌｔｄ, 100% sure_ish",
        })
      ).id,
      strasse: (await submit("contact", { name: "Jörg", email: "JOERG@Example.DE", message: "Hauptstraße 5" })).id,
    };
    const staff = await as(editor);
    const found = async (query: string) =>
      (await staff.inbox({ query, page: 1 })).rows.map((row) => row.id).filter((id) => Object.values(ids).includes(id));
    expect(await found("ÉLODIE")).toEqual([ids.elodie]);
    expect(await found("dupré bonjour")).toEqual([ids.elodie]);
    expect(await found("σοφία")).toEqual([ids.sofia]);
    expect(await found("ΩΜΈΓΑ")).toEqual([ids.sofia]);
    expect(await found("acme ltd")).toEqual([ids.acme]);
    expect(await found("joerg@example.de")).toEqual([ids.strasse]);
    expect(await found("STRASSE")).toEqual([]);
    expect(await found("straße")).toEqual([ids.strasse]);
    expect(await found("100%")).toEqual([ids.acme]);
    expect(await found("o_ie"), "_ is a letter, not a wildcard").toEqual([]);
    expect(await found("00%"), "% is a letter, not a wildcard").toEqual([ids.acme]);
    expect(await found("dupré nowhere"), "every word must match").toEqual([]);
  });

  it("filters by form, status, assignee and dates, counts per status for the other filters, and pages by 50", async () => {
    const db = await storage.ready();
    await db.deleteFrom("submissions").execute();
    const start = Date.UTC(2031, 2, 1, 12);
    for (let day = 0; day < 60; day++) {
      clock.now = start + day * dayMs;
      await submit(day % 3 === 0 ? "demo-request" : "contact", {
        name: `Lead ${day}`,
        email: `lead${day}@example.com`,
      });
    }
    const staff = await as(editor, "POST");
    const page = await staff.inbox({ query: "", page: 1 });
    expect(page.rows).toHaveLength(50);
    expect(page.rows[0].name).toBe("Lead 59");
    expect(page).toMatchObject({
      total: 60,
      pages: 2,
      counts: { new: 60, "in-progress": 0, won: 0, lost: 0, spam: 0 },
    });
    expect((await staff.inbox({ query: "", page: 2 })).rows.map((row) => row.name).at(-1)).toBe("Lead 0");

    const demo = (await staff.inbox({ query: "", page: 1, form: "demo-request" })).rows;
    expect(demo).toHaveLength(20);
    expect(demo.every((row) => row.form === "demo-request")).toBe(true);

    for (const name of ["Lead 3", "Lead 6"]) {
      const row = (await staff.inbox({ query: "", page: 2 })).rows.find((candidate) => candidate.name === name)!;
      expect(await staff.changeLead(row.id, { version: 0, status: "won", assigneeId: editor.id, note: "" })).toBe(
        "saved",
      );
    }
    const won = await staff.inbox({ query: "", page: 1, status: "won" });
    expect(won.rows.map((row) => row.name)).toEqual(["Lead 6", "Lead 3"]);
    expect(won).toMatchObject({ total: 2, counts: { new: 58, won: 2 } });
    expect(won.rows[0].assignee).toBe("editor@example.com");
    expect((await staff.inbox({ query: "", page: 1, assignee: editor.id })).total).toBe(2);
    expect((await staff.inbox({ query: "", page: 1, assignee: "none" })).total).toBe(58);
    const march = await staff.inbox({ query: "", page: 1, from: "2031-03-05", to: "2031-03-07" });
    expect(march.rows.map((row) => row.name)).toEqual(["Lead 6", "Lead 5", "Lead 4"]);
    expect(march.counts).toMatchObject({ new: 2, won: 1 });
    // A word too short to look for ("5") is left out: the search is for "lead" alone.
    const short = await staff.inbox({ query: "lead 5", page: 1, from: "2031-03-01", to: "2031-03-31" });
    expect(short.total).toBe(
      (await staff.inbox({ query: "lead", page: 1, from: "2031-03-01", to: "2031-03-31" })).total,
    );

    // The CSV holds exactly what the filters show, newest first (its columns: desk-lead-work.test.ts).
    const csv = await (await staff.leadsCsv({ query: "", page: 1, form: "demo-request", from: "2031-03-05" })).text();
    const expected = (
      await listSubmissions(db, { form: "demo-request", since: new Date(Date.UTC(2031, 2, 5)) })
    ).reverse();
    const [header, ...rows] = csv.trimEnd().split("\r\n");
    expect(header).toBe(csvRecord(leadColumns).trimEnd());
    expect(rows.map((row) => row.split(",")[0])).toEqual(expected.map((submission) => submission.id));
    expect(rows).toHaveLength(18);
  });

  it("leaves spam out of All but spam (it has its own filter), and tells no lead yet from none that matches", async () => {
    const db = await storage.ready();
    await db.deleteFrom("submissions").execute();
    const staff = await as(editor, "POST");
    expect(await staff.inbox({ query: "", page: 1 })).toMatchObject({ total: 0, anyLead: false });
    const kept = await submit("contact", { name: "Kept Lead", email: "kept@example.org" });
    const junk = await submit("contact", { name: "Buy Junk", email: "junk@example.com" });
    expect(await staff.changeLead(junk.id, { version: 0, status: "spam", assigneeId: null, note: "" })).toBe("saved");

    const all = await staff.inbox({ query: "", page: 1 });
    expect(all.rows.map((row) => row.id)).toEqual([kept.id]);
    expect(all).toMatchObject({ total: 1, anyLead: true, counts: { new: 1, spam: 1 } });
    const spam = await staff.inbox({ query: "", page: 1, status: "spam" });
    expect([spam.rows.map((row) => row.id), spam.total]).toEqual([[junk.id], 1]);
    const csv = await (await staff.leadsCsv({ query: "", page: 1 })).text();
    expect([csv.includes("Kept Lead"), csv.includes("Buy Junk")], "the CSV of All leaves spam out too").toEqual([
      true,
      false,
    ]);
    expect(await staff.inbox({ query: "nobody", page: 1 })).toMatchObject({ total: 0, anyLead: true });
    expect(await staff.inbox({ query: "", page: 1, form: "demo-request" })).toMatchObject({ total: 0, anyLead: true });
  });

  it("works a lead: status, assignee and note go to its history and the audit log; a save on an old version changes nothing", async () => {
    clock.now = Date.UTC(2031, 5, 1, 9);
    const { id } = await submit("contact", { name: "Grace", email: "grace@example.com", message: "Call me" });
    const staff = await as(editor, "POST");
    const fresh = await staff.lead(id);
    expect(fresh?.version).toBe(0);
    expect(fresh?.deliveries.map(({ channel, status, attempts }) => ({ channel, status, attempts }))).toEqual([
      { channel: "email", status: "pending", attempts: 0 },
    ]);
    expect(
      await staff.changeLead(id, { version: 0, status: "new", assigneeId: null, note: "  " }),
      "nothing to save",
    ).toBe("unchanged");
    expect(
      await staff.changeLead(id, {
        version: 0,
        status: "in-progress",
        assigneeId: editor.id,
        note: "Called, no answer",
      }),
    ).toBe("saved");
    // A colleague who opened the lead at version 0 saves after that: refused, nothing overwritten.
    const other = await as(owner, "POST");
    expect(await other.changeLead(id, { version: 0, status: "lost", assigneeId: owner.id, note: "Not for us" })).toBe(
      "changed-meanwhile",
    );
    expect(
      await other.changeLead(id, { version: 1, status: "in-progress", assigneeId: "no-such-person", note: "" }),
    ).toBe("no-such-assignee");
    expect(await other.changeLead("no-such-lead", { version: 0, status: "won", assigneeId: null, note: "" })).toBe(
      "missing",
    );
    clock.advance(hourMs);
    expect(await other.changeLead(id, { version: 1, status: "won", assigneeId: editor.id, note: "Signed" })).toBe(
      "saved",
    );

    const lead = await staff.lead(id);
    expect(lead).toMatchObject({ status: "won", assigneeId: editor.id, assignee: "editor@example.com", version: 2 });
    expect(lead?.activity.map(({ actor, kind, detail }) => [actor, kind, detail])).toEqual([
      ["editor@example.com", "status", "in-progress"],
      ["editor@example.com", "assignee", "editor@example.com"],
      ["editor@example.com", "note", "Called, no answer"],
      ["owner@example.com", "status", "won"],
      ["owner@example.com", "note", "Signed"],
    ]);
    // Labelled as the contact form labels its fields (content/forms/contact.yaml).
    const labels = formCopy.contact.fieldLabels;
    expect(lead?.entries).toEqual([
      [labels.name, "Grace"],
      [labels.email, "grace@example.com"],
      [labels.message, "Call me"],
    ]);
    const audit = await storage.db
      .selectFrom("audit_log")
      .select(["actor", "action", "target", "detail"])
      .where("target", "=", `submission:${id}`)
      .orderBy("id")
      .execute();
    expect(audit).toEqual([
      {
        actor: "editor@example.com",
        action: "lead.updated",
        target: `submission:${id}`,
        detail: JSON.stringify({
          status: ["new", "in-progress"],
          assignee: [null, "editor@example.com"],
          note: "added",
        }),
      },
      {
        actor: "owner@example.com",
        action: "lead.updated",
        target: `submission:${id}`,
        detail: JSON.stringify({ status: ["in-progress", "won"], note: "added" }),
      },
    ]);
  });

  it("deletes a lead's status and history with its submission (retention purge, erasure) and exports them", async () => {
    const db = await storage.ready();
    clock.now = Date.UTC(2031, 7, 1);
    const old = await submit("contact", { name: "Old", email: "old@example.com", message: "Long ago" });
    clock.advance(400 * dayMs);
    const erased = await submit("contact", { name: "Ada", email: "Ada@Example.com", message: "Erase me later" });
    const staff = await as(owner, "POST");
    for (const { id } of [old, erased]) {
      expect(
        await staff.changeLead(id, { version: 0, status: "in-progress", assigneeId: owner.id, note: `Note on ${id}` }),
      ).toBe("saved");
    }
    const keys = await newsletterKeysSource(storage, testNewsletterSecret)();
    const exported = await exportAddress(db, keys, "ada@example.com");
    expect(exported?.submissions[0].lead).toEqual({
      status: "in-progress",
      assignee: "owner@example.com",
      history: [
        { at: expect.any(String), by: "owner@example.com", kind: "status", detail: "in-progress" },
        { at: expect.any(String), by: "owner@example.com", kind: "assignee", detail: "owner@example.com" },
        { at: expect.any(String), by: "owner@example.com", kind: "note", detail: `Note on ${erased.id}` },
      ],
    });

    const searchable = async (word: string) => (await (await as(owner)).inbox({ query: word, page: 1 })).total;
    const remaining = async (id: string) => [
      (await db.selectFrom("leads").select("submission_id").where("submission_id", "=", id).execute()).length,
      (await db.selectFrom("lead_activity").select("id").where("submission_id", "=", id).execute()).length,
    ];
    expect(await remaining(old.id)).toEqual([1, 3]);
    expect(await searchable("long ago")).toBe(1);
    expect(await purgeSubmissionsBefore(db, clock.now - 365 * dayMs)).toBeGreaterThan(0);
    expect(await remaining(old.id), "purged with its submission").toEqual([0, 0]);
    expect(await searchable("long ago"), "its search text and index entries too").toBe(0);

    const found = await staff.findAddress("ada@example.com");
    expect(found?.submissions.map((submission) => submission.id)).toEqual([erased.id]);
    const before = (await db.selectFrom("audit_log").select("id").execute()).length;
    expect(await staff.exportAddress("ADA@example.com")).toEqual(exported);
    expect(await staff.eraseAddress("ada@example.com")).toMatchObject({ submissions: 1 });
    expect(await remaining(erased.id), "erased with its submission").toEqual([0, 0]);
    expect(await searchable("erase me later")).toBe(0);
    const texts = await db.selectFrom("lead_texts").select("id").execute();
    expect(texts.length, "no search text outlives its lead").toBe(
      (await db.selectFrom("leads").select("id").execute()).length,
    );
    if (kind === "sqlite") {
      const { rows } = await sql<{ n: number }>`select count(*) as n from lead_search`.execute(db);
      expect(Number(rows[0].n), "nor any entry of the trigram index").toBe(texts.length);
    }
    const entries = await db.selectFrom("audit_log").select(["action", "target", "detail"]).orderBy("id").execute();
    const hash = addressHash(keys, "ada@example.com");
    const privacy = entries.slice(before).filter(({ action }) => action.startsWith("privacy."));
    expect(privacy.map(({ action, target }) => [action, target])).toEqual([
      ["privacy.exported", `address:${hash}`],
      ["privacy.erased", `address:${hash}`],
    ]);
    expect(JSON.stringify(entries)).not.toMatch(/ada@example\.com/i);
  });

  it("gives every submission stored before the desk existed its lead row when migrating", async () => {
    const db = await storage.ready();
    clock.now = Date.UTC(2032, 0, 1);
    const { id } = await submit("contact", { name: "Before", email: "before@example.com", message: "Ünïcode" });
    await db.deleteFrom("leads").where("submission_id", "=", id).execute();
    // As the migrator runs it: in a transaction.
    await db.transaction().execute((transaction) => createDeskTables(transaction as never, kind));
    const lead = await db.selectFrom("leads").selectAll().where("submission_id", "=", id).executeTakeFirstOrThrow();
    expect(lead).toMatchObject({ form: "contact", status: "new", version: 0 });
    expect(Number(lead.created_at)).toBe(clock.now);
    const text = await db.selectFrom("lead_texts").selectAll().where("id", "=", lead.id).executeTakeFirstOrThrow();
    expect(text.search_text).toBe("before\nbefore@example.com\nünïcode");
    const staff = await as(editor);
    expect((await staff.inbox({ query: "ÜNÏCODE", page: 1 })).rows.map((row) => row.id)).toEqual([id]);
    const { rows } = await sql<{ n: number }>`select count(*) as n from leads`.execute(db);
    const submissions = await sql<{ n: number }>`select count(*) as n from submissions`.execute(db);
    expect(Number(rows[0].n)).toBe(Number(submissions.rows[0].n));
  });
});
