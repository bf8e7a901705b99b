/**
 * The newsletter's editions in the desk, on SQLite and PostgreSQL with a real SMTP receiver: an edition
 * composed (its introduction escaped in the e-mail's HTML and text), test-sent to the editor alone and
 * counted nowhere, sent once under a double submit, refused with nothing in it and while the previous one
 * goes out, its progress counted from the send records as the outbox settles; a viewer reads and changes
 * nothing.
 */
import { simpleParser } from "mailparser";
import type { Transporter } from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSmtpTransport } from "../../server/delivery/channels";
import { DeliveryWorker } from "../../server/delivery/delivery-worker";
import { checkEditionWords } from "../../server/desk/edition-desk";
import { createSignInLink } from "../../server/desk/sign-in-links";
import { addStaff, makeOwner, type StaffMember } from "../../server/desk/staff";
import type { Ability } from "../../server/desk/roles";
import type { EditionArticle } from "../../server/newsletter/edition-articles";
import { editionProgress } from "../../server/newsletter/edition-composer";
import { newsletterKeysSource } from "../../server/newsletter/newsletter-keys";
import { importSubscribers } from "../../server/newsletter/subscriber-import";
import { Storage } from "../../server/storage/database";
import {
  cookiePair,
  deskOrigin,
  deskRequest,
  hourMs,
  refusalOf,
  testClock,
  testDesk,
  testNewsletterSecret,
  testSubscriptionChannels,
} from "../support/test-desk";
import { startSmtpReceiver } from "../support/receivers";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-databases";

const quiet = () => {};
const article = (slug: string, published: string): EditionArticle => ({
  slug,
  title: `The ${slug} article`,
  summary: `What ${slug} says.`,
  authors: ["Ada Lovelace"],
  published,
  url: `${deskOrigin}/insights/${slug}`,
});

describe.each(databaseKinds)("editions from the desk on %s", (kind) => {
  let database: TestDatabase;
  let storage: Storage;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  let transport: Transporter;
  const clock = testClock();
  const articles = [article("first", "2030-01-05")];
  let editor: StaffMember;
  let viewer: StaffMember;
  const desk = () => testDesk(storage, { clock, transport, articles: () => articles });
  const as = async (member: StaffMember, ability: Ability = "editions:send") => {
    const token = await createSignInLink(await storage.ready(), member.id, "invitation", clock.now);
    const cookie = cookiePair(
      (await desk().useLink(deskRequest("/desk/sign-in/link", { method: "POST" }), token)) as string,
    );
    return desk().requireStaff(deskRequest("/desk/editions", { method: "POST", cookie }), ability);
  };
  const counts = async () => {
    const db = await storage.ready();
    const [editions, sends, copies] = await Promise.all([
      db.selectFrom("editions").select("id").execute(),
      db.selectFrom("edition_sends").select("edition_id").execute(),
      db.selectFrom("deliveries").select("id").where("channel", "=", "edition").execute(),
    ]);
    return { editions: editions.length, sends: sends.length, copies: copies.length };
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    storage = new Storage(database.location, quiet);
    const db = await storage.ready();
    smtp = await startSmtpReceiver();
    transport = createSmtpTransport(smtp.url);
    await makeOwner(db, "owner@example.com", clock.now);
    editor = (await addStaff(db, { email: "editor@example.com", role: "editor" }, clock.now)) as StaffMember;
    viewer = (await addStaff(db, { email: "viewer@example.com", role: "viewer" }, clock.now)) as StaffMember;
    const report = await importSubscribers(db, await newsletterKeysSource(storage, testNewsletterSecret)(), {
      text: "email\nreader1@example.com\nreader2@example.com\nreader3@example.com",
      fileName: "list.csv",
      now: clock.now,
    });
    expect(report).toMatchObject({ imported: 3 });
  });
  afterAll(async () => {
    transport?.close();
    await smtp?.close();
    await storage?.close();
    await database?.drop();
  });

  it("composes an edition whose introduction is escaped, and test-sends it to the editor alone", async () => {
    const introduction =
      'Dear <b>readers</b>, <script>alert("x")</script>\n\nThis month: **ledgers** and *trust*, [our page](/insights).';
    expect(checkEditionWords({ number: 1, subject: "Subject", introduction }, deskOrigin)).toBeUndefined();
    expect(checkEditionWords({ number: 1, subject: "", introduction: "# A heading" }, deskOrigin)).toEqual({
      field: "introduction",
      message: "Line 1: a heading is not allowed here: write paragraphs, **bold**, *italics* and [links](https://…).",
    });
    expect(checkEditionWords({ number: 1, subject: "Two\nlines", introduction: "" }, deskOrigin)?.field).toBe(
      "subject",
    );

    const staff = await as(editor);
    expect(await staff.saveEdition({ number: 1, subject: "Ledgers & <trust>", introduction })).toBe("saved");
    const { draft, recipients, preview } = await staff.editions();
    expect([draft.number, draft.articles.map((item) => item.slug), recipients]).toEqual([1, ["first"], 3]);
    expect(preview?.subject).toBe("Ledgers & <trust>");
    expect(preview?.html).toContain(
      "Dear &lt;b&gt;readers&lt;/b&gt;, &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;",
    );
    expect(preview?.html).not.toMatch(/<script|<b>/);
    expect(preview?.html).toContain("<strong>ledgers</strong>");
    expect(preview?.html).toContain(`href="${deskOrigin}/insights"`);
    expect(preview?.html).toContain(`href="${deskOrigin}/newsletter/archive/1"`);
    expect(preview?.text).toContain(
      'Dear <b>readers</b>, <script>alert("x")</script>\n\nThis month: ledgers and trust, our page (http://localhost:4000/insights).',
    );

    expect(await staff.testSendEdition(1)).toBe("sent");
    expect(smtp.messages.map((message) => message.to)).toEqual([["editor@example.com"]]);
    const mail = await simpleParser(smtp.messages[0].raw);
    expect(mail.subject).toBe("[Test] Ledgers & <trust>");
    expect(mail.html).not.toMatch(/<script/);
    // The edition has no page in the archive before it is sent: its test copy links to none.
    expect(`${mail.html}\n${mail.text}`).not.toContain("/newsletter/archive/");
    expect(await counts()).toEqual({ editions: 0, sends: 0, copies: 0 });
    const audit = await storage.db
      .selectFrom("audit_log")
      .select(["actor", "action", "target"])
      .orderBy("id")
      .execute();
    expect(audit.filter((entry) => entry.action.startsWith("edition."))).toEqual([
      { actor: "editor@example.com", action: "edition.saved", target: "edition:1" },
      { actor: "editor@example.com", action: "edition.test-sent", target: "edition:1" },
    ]);
  });

  it("lets a viewer read the editions and refuses every change", async () => {
    const reader = await as(viewer, "editions:read");
    expect((await reader.editions()).draft.number).toBe(1);
    expect((await refusalOf(as(viewer, "editions:send"))).status).toBe(403);
    expect(
      (await refusalOf(Promise.resolve().then(() => reader.requestEditionSend({ number: 1, confirmedRecipients: 3 }))))
        .status,
    ).toBe(403);
    expect((await refusalOf(Promise.resolve().then(() => reader.testSendEdition(1)))).status).toBe(403);
    expect(
      (await refusalOf(Promise.resolve().then(() => reader.saveEdition({ number: 1, subject: "x", introduction: "" }))))
        .status,
    ).toBe(403);
    expect(await counts()).toEqual({ editions: 0, sends: 0, copies: 0 });
    expect(smtp.messages).toHaveLength(1);
  });

  it("sends once under a double submit, refuses an empty edition and one while the last goes out, and counts its progress", async () => {
    const [first, second] = [await as(editor), await as(editor)];
    const outcomes = await Promise.all([
      first.requestEditionSend({ number: 1, confirmedRecipients: 3 }),
      second.requestEditionSend({ number: 1, confirmedRecipients: 3 }),
    ]);
    expect(outcomes.map((sent) => sent.outcome).sort()).toEqual(["already-sent", "queued"]);
    expect(await counts()).toEqual({ editions: 1, sends: 3, copies: 3 });
    const edition = await storage.db.selectFrom("editions").selectAll().executeTakeFirstOrThrow();
    expect([edition.subject, edition.sent_by]).toEqual(["Ledgers & <trust>", "editor@example.com"]);
    expect(await first.requestEditionSend({ number: 2, confirmedRecipients: 3 })).toEqual({
      outcome: "nothing-to-send",
      number: 2,
    });

    articles.unshift(article("second", "2030-01-06"));
    const refused = await first.requestEditionSend({ number: 2, confirmedRecipients: 3 });
    expect(refused).toMatchObject({ outcome: "still-going-out", number: 1, progress: { queued: 3, total: 3 } });

    const worker = new DeliveryWorker({
      storage,
      channels: testSubscriptionChannels(storage, transport),
      backoff: { baseMs: 30_000, maxMs: hourMs, jitter: 0 },
      batchSize: 2,
      bulk: { channel: "edition", perMinute: 60_000 },
      giveUpAfterMs: 72 * hourMs,
      alertAfterMs: 24 * hourMs,
      now: () => clock.now,
      log: quiet,
    });
    const outbox = async () => {
      const rows = await storage.db
        .selectFrom("deliveries")
        .select(["delivered_at"])
        .where("edition_id", "=", edition.id)
        .execute();
      return {
        queued: rows.filter((row) => row.delivered_at === null).length,
        sent: rows.filter((row) => row.delivered_at !== null).length,
      };
    };
    await worker.runOnce();
    const halfway = await editionProgress(storage.db, edition.id);
    expect({ queued: halfway.queued, sent: halfway.sent }).toEqual(await outbox());
    expect(halfway.sent).toBeGreaterThan(0);
    for (let pass = 0; pass < 10 && (await editionProgress(storage.db, edition.id)).queued > 0; pass++) {
      clock.advance(60_000);
      await worker.runOnce();
    }
    expect(await editionProgress(storage.db, edition.id)).toEqual({
      queued: 0,
      sent: 3,
      skipped: 0,
      bounced: 0,
      failed: 0,
      total: 3,
    });
    expect(await outbox()).toEqual({ queued: 0, sent: 3 });
    const subjects = await Promise.all(
      smtp.messages.slice(1).map(async (message) => (await simpleParser(message.raw)).subject),
    );
    expect(subjects).toEqual(Array(3).fill("Ledgers & <trust>"));

    const next = await first.requestEditionSend({ number: 2, confirmedRecipients: 3 });
    expect(next).toMatchObject({ outcome: "queued", edition: { number: 2, recipients: 3 } });
    const audit = await storage.db
      .selectFrom("audit_log")
      .select(["action", "target", "detail"])
      .where("action", "=", "edition.sent")
      .orderBy("id")
      .execute();
    expect(audit).toEqual([
      { action: "edition.sent", target: "edition:1", detail: '{"list":"insights","recipients":3}' },
      { action: "edition.sent", target: "edition:2", detail: '{"list":"insights","recipients":3}' },
    ]);
  });
});
