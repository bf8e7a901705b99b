/**
 * The newsletter's public archive (server/newsletter/edition-archive.ts) on real SQLite and PostgreSQL: every
 * edition sent, newest first, with the words its editor wrote or the content's own, and its articles as
 * the e-mail showed them; nothing of its recipients; an edition never sent is not there.
 */
import newsletter from "~content/forms/newsletter";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { EditionArticle } from "../../server/newsletter/edition-articles";
import { createNewsletterArchive } from "../../server/newsletter/edition-archive";
import { queueEdition } from "../../server/newsletter/editions";
import { Storage } from "../../server/storage/database";
import { confirmedSubscriber } from "../support/confirmed-subscriber";
import { editionArticle } from "../support/edition-article";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-databases";

const origin = "https://www.aequa.example";
const now = Date.UTC(2030, 5, 1, 12);
const article = (slug: string, published: string): EditionArticle => ({
  ...editionArticle(slug, published),
  cover: { src: `${origin}/assets/${slug}.jpeg`, width: 1104, height: 552, alt: "A cover" },
});

describe.each(databaseKinds)("the newsletter's archive on %s", (kind) => {
  let database: TestDatabase;
  let storage: Storage;

  beforeEach(async () => {
    database = await createTestDatabase(kind);
    storage = new Storage(database.location, () => {});
    const db = await storage.ready();
    const consent = { page: "/insights", consent_version: "test", client_hash: null };
    await confirmedSubscriber(db, "reader@example.org", { consent, now });
  });
  afterEach(async () => {
    await storage.close();
    await database.drop();
  });

  it("shows every edition sent, newest first, with its editor's words or the content's, and no recipient", async () => {
    const db = storage.db;
    await queueEdition(db, { number: 1, articles: [article("first", "2030-05-01")] }, { ratePerMinute: 60, now });
    await queueEdition(
      db,
      {
        number: 2,
        articles: [article("second", "2030-05-20"), article("third", "2030-05-21")],
        subject: "Ledgers, <b>trust</b> and you",
        introduction: "Dear readers,\n\nRead [our vision](/vision), **today**.",
      },
      { ratePerMinute: 60, now: now + 60_000 },
    );
    const archive = createNewsletterArchive({ storage, origin });
    const expected = [
      {
        number: 2,
        sentAt: new Date(now + 60_000).toISOString(),
        subject: "Ledgers, <b>trust</b> and you",
        introduction: [
          [{ kind: "text", text: "Dear readers," }],
          [
            { kind: "text", text: "Read " },
            { kind: "link", text: "our vision", href: `${origin}/vision`, external: false },
            { kind: "text", text: ", " },
            { kind: "strong", text: "today" },
            { kind: "text", text: "." },
          ],
        ],
        articles: ["second", "third"].map((slug) => ({
          slug,
          title: `Title of ${slug}`,
          summary: "A summary.",
          authors: ["Ada Lovelace"],
          url: `${origin}/insights/${slug}`,
        })),
      },
      {
        number: 1,
        sentAt: new Date(now).toISOString(),
        subject: newsletter.emails.edition.subject,
        introduction: [],
        articles: [
          {
            slug: "first",
            title: "Title of first",
            summary: "A summary.",
            authors: ["Ada Lovelace"],
            url: `${origin}/insights/first`,
          },
        ],
      },
    ];
    expect(await archive.editions()).toEqual(expected);
    expect(await archive.edition(1)).toEqual(expected[1]);
    expect(JSON.stringify(await archive.editions())).not.toContain("reader@example.org");
  });

  it("has no edition that was never sent", async () => {
    const archive = createNewsletterArchive({ storage, origin });
    expect(await archive.editions()).toEqual([]);
    expect(await archive.edition(1)).toBeUndefined();
  });
});
