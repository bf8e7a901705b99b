/**
 * The audit log in sentences, on SQLite and PostgreSQL: each record named by what it is called where
 * it still exists (one query a page), by what it was once it is gone; filtered by person, kind and days
 * of the person's time zone; exported as CSV with the same filters. Times in the person's zone: chosen
 * on their account, else their browser's.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readAuditFilter } from "~/desk/audit-filter";
import { auditSentence, sentenceText } from "~/desk/audit-sentences";
import { recordAudit } from "../../server/desk/audit";
import { createSignInLink } from "../../server/desk/sign-in-links";
import { addStaff, makeOwner, type StaffMember } from "../../server/desk/staff";
import { Storage } from "../../server/storage/database";
import { createSubmissionStore } from "../../server/submissions/submission-store";
import { cookiePair, deskRequest, hourMs, testClock, testDesk } from "../support/test-desk";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-databases";

const quiet = () => {};

describe.each(databaseKinds)("the audit log on %s", (kind) => {
  let database: TestDatabase;
  let storage: Storage;
  const clock = testClock(Date.UTC(2030, 2, 30, 12));
  let owner: StaffMember;
  let editor: StaffMember;
  const desk = () => testDesk(storage, { clock });
  const as = async (
    member: StaffMember,
    headers: Record<string, string> = {},
    ability: "audit:read" | "leads:write" = "audit:read",
  ) => {
    const token = await createSignInLink(await storage.ready(), member.id, "invitation", clock.now);
    const cookie = cookiePair(
      (await desk().useLink(deskRequest("/desk/sign-in/link", { method: "POST" }), token)) as string,
    );
    return desk().requireStaff(
      deskRequest("/desk/audit", { method: "POST", cookie, headers: { Cookie: `${cookie}; ${headers.Cookie ?? ""}` } }),
      ability,
    );
  };
  const sentences = async (member: StaffMember, url = "http://localhost/desk/audit") => {
    const staff = await as(member);
    const { filter } = readAuditFilter(url, staff.staff.timeZone);
    return (await staff.audit({ ...filter, page: 1 })).entries.map((entry) => sentenceText(auditSentence(entry)));
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    storage = new Storage(database.location, quiet);
    const db = await storage.ready();
    owner = (await makeOwner(db, "owner@example.com", clock.now)).member;
    await recordAudit(
      db,
      { actor: "npm run desk", action: "staff.added-owner", target: "staff:owner@example.com", detail: {} },
      clock.now,
    );
    editor = (await addStaff(db, { email: "editor@example.com", role: "editor" }, clock.now)) as StaffMember;
  });
  afterAll(async () => {
    await storage?.close();
    await database?.drop();
  });

  it("tells each change in a sentence, naming the lead and the person rather than their ids", async () => {
    const store = createSubmissionStore({ storage, channels: ["email"], now: () => clock.now, log: quiet });
    const priya = await store.submit({
      form: "demo-request",
      fields: { name: "Priya Ramanathan", organization: "Acme Trust", email: "priya@example.com" },
    });
    const gone = await store.submit({ form: "contact", fields: { name: "Gone Soon", email: "gone@example.com" } });
    clock.advance(hourMs);
    const work = await as(editor, {}, "leads:write");
    expect(await work.changeLead(priya.id, { version: 0, status: "won", assigneeId: editor.id, note: "Signed" })).toBe(
      "saved",
    );
    expect(await work.changeLead(gone.id, { version: 0, status: "spam", assigneeId: null, note: "" })).toBe("saved");
    await (await storage.ready()).deleteFrom("submissions").where("id", "=", gone.id).execute();

    const said = await sentences(owner);
    expect(said).toContain(
      "editor@example.com marked Priya Ramanathan (Acme Trust) as Won, assigned it to editor@example.com and added a note to it",
    );
    expect(said).toContain("editor@example.com marked a lead since deleted as Spam");
    expect(said).toContain("Someone on the server made owner@example.com an owner");
    expect(said).toContain("editor@example.com signed in with a sign-in link");
    const page = await (await as(owner)).audit({ page: 1 });
    const won = page.entries.find((entry) => entry.target === `submission:${priya.id}`)!;
    expect(auditSentence(won)[2]).toEqual({
      record: "Priya Ramanathan (Acme Trust)",
      href: `/desk/leads/${priya.id}`,
      typed: true,
    });
    expect(page.actors).toEqual(["editor@example.com", "npm run desk", "owner@example.com"]);
  });

  it("filters by person, kind and days of the person's time zone, and exports the same entries as CSV", async () => {
    const db = await storage.ready();
    // Paris's 31 March 2030 runs from 23:00 UTC on the 30th (UTC+1) to 22:00 UTC on the 31st (UTC+2 from 01:00 UTC).
    for (const [at, action] of [
      [Date.UTC(2030, 2, 30, 21, 30), "edition.test-sent"],
      [Date.UTC(2030, 2, 30, 23, 30), "edition.saved"],
      [Date.UTC(2030, 2, 31, 22, 30), "edition.sent"],
    ] as const) {
      await recordAudit(
        db,
        { actor: "editor@example.com", action, target: "edition:4", detail: { recipients: 19 } },
        at,
      );
    }
    const paris = "desk_zone=Europe%2FParis";
    const inParis = await as(owner, { Cookie: paris });
    expect(inParis.staff.timeZone, "the browser's zone, from its cookie").toBe("Europe/Paris");
    const read = async (query: string, staff = inParis) => {
      const { filter, problems } = readAuditFilter(`http://localhost/desk/audit?${query}`, staff.staff.timeZone);
      expect(problems).toEqual([]);
      return (await staff.audit({ ...filter, page: 1 })).entries.map((entry) => sentenceText(auditSentence(entry)));
    };
    expect(await read("kind=newsletter&from=2030-03-31&to=2030-03-31")).toEqual([
      "editor@example.com saved the words of edition 4",
    ]);
    expect(await read("kind=newsletter&from=2030-03-31")).toEqual([
      "editor@example.com sent edition 4 to 19 subscribers",
      "editor@example.com saved the words of edition 4",
    ]);
    expect(await read("kind=newsletter&to=2030-03-30")).toEqual([
      "editor@example.com sent themselves a test of edition 4",
    ]);
    expect(await read("kind=leads&person=owner%40example.com")).toEqual([]);
    expect(
      (await read("person=editor%40example.com&kind=sign-in")).every((line) =>
        line.startsWith("editor@example.com signed in"),
      ),
    ).toBe(true);

    // The zone the person chose comes before the browser's: in UTC the 30th holds all three.
    await inParis.chooseTimeZone("UTC");
    const inUtc = await as(owner, { Cookie: paris });
    expect(inUtc.staff.timeZone).toBe("UTC");
    expect(await read("kind=newsletter&from=2030-03-30&to=2030-03-30", inUtc)).toEqual([
      "editor@example.com saved the words of edition 4",
      "editor@example.com sent themselves a test of edition 4",
    ]);

    const { filter } = readAuditFilter("http://localhost/desk/audit?kind=newsletter", "UTC");
    const csv = await (await inUtc.auditCsv({ ...filter, page: 1 })).text();
    expect(csv.trimEnd().split("\r\n")).toEqual([
      "at (UTC),at (UTC),who,what,action,record,details",
      '2030-03-31T22:30:00.000Z,2030-03-31 22:30 UTC,editor@example.com,editor@example.com sent edition 4 to 19 subscribers,edition.sent,edition:4,"{""recipients"":19}"',
      '2030-03-30T23:30:00.000Z,2030-03-30 23:30 UTC,editor@example.com,editor@example.com saved the words of edition 4,edition.saved,edition:4,"{""recipients"":19}"',
      '2030-03-30T21:30:00.000Z,2030-03-30 21:30 UTC,editor@example.com,editor@example.com sent themselves a test of edition 4,edition.test-sent,edition:4,"{""recipients"":19}"',
    ]);
  });

  it("names a bad day or kind and applies the other filters", () => {
    const { filter, problems, values } = readAuditFilter(
      "http://localhost/desk/audit?kind=gossip&from=31%2F03%2F2030&person=editor%40example.com",
      "UTC",
    );
    expect(filter).toEqual({ page: 1, actor: "editor@example.com" });
    expect(values).toEqual({ person: "editor@example.com", kind: "", from: "", to: "" });
    expect(problems).toEqual([
      "There is no kind “gossip”: choose one of sign-in, leads, subscribers, newsletter, team, privacy.",
      "“31/03/2030” is not a date: write it as 2030-01-31.",
    ]);
  });
});
