/**
 * The Insights feeds stay well-formed, with the same items, whatever an edition's subject holds: the
 * desk accepts the subject, the server answers the feeds with every edition sent (issue 39).
 */
import fc from "fast-check";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { feedBody } from "~/lib/insights-feed.server";
import { articles } from "~/lib/insights-articles";
import type { ArchivedEdition } from "~/newsletter/archive-contract";
import newsletter from "~content/forms/newsletter";
import { parseXmlFeed } from "../../support/xml-feed";

const { DOMParser } = new JSDOM("").window;

const edition = (subject: string, number = 7): ArchivedEdition => ({
  number,
  sentAt: "2026-11-20T09:00:00.000Z",
  subject,
  introduction: [[{ kind: "text", text: subject }]],
  articles: [],
});

/** What a title reads as: the subject, with what XML cannot carry shown as U+FFFD, line ends as an XML parser reads them. */
function titleOf(subject: string, number = 7) {
  const kept = subject
    // eslint-disable-next-line no-control-regex -- the characters XML 1.0 forbids
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, "\uFFFD")
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD");
  return `${kept} (${newsletter.pages.archive.edition} ${number})`;
}

const asXmlReadsIt = (text: string) => text.replace(/\r\n?/g, "\n").trim();
/** Atom's title is `type="html"`: its text is HTML, which a reader parses once more. */
const htmlText = (html: string) =>
  new DOMParser().parseFromString(`<p>${html}</p>`, "text/html").body.textContent ?? "";

function editionTitles(subjects: string[]) {
  const editions = subjects.map((subject, index) => edition(subject, index + 1));
  const rss = parseXmlFeed(feedBody("rss", editions), "rss");
  const atom = parseXmlFeed(feedBody("atom", editions), "atom");
  const json = JSON.parse(feedBody("json", editions)) as { items: { title: string }[] };
  return {
    wellFormed: { rss: !rss.error, atom: !atom.error },
    counts: { rss: rss.entries.length, atom: atom.entries.length, json: json.items.length },
    rss: rss.entries.slice(articles.length).map((entry) => entry.title),
    atom: atom.entries.slice(articles.length).map((entry) => htmlText(String(entry.title))),
    json: json.items.slice(articles.length).map((item) => item.title),
  };
}

function expectTitles(subjects: string[]) {
  const read = editionTitles(subjects);
  const expected = subjects.map((subject, index) => titleOf(subject, index + 1));
  const count = articles.length + subjects.length;
  expect(read.wellFormed, "well-formed XML").toEqual({ rss: true, atom: true });
  expect(read.counts, "the articles and the editions, no more").toEqual({ rss: count, atom: count, json: count });
  expect(read.rss, "RSS titles").toEqual(expected.map(asXmlReadsIt));
  expect(read.atom, "Atom titles").toEqual(expected.map(asXmlReadsIt));
  expect(read.json, "JSON Feed titles").toEqual(expected);
}

describe("the feeds with any subject", () => {
  it("carry `]]>`, `<`, `&`, a subject that mimics an item and control characters as text", () => {
    expectTitles([
      "Two ]]> ends ]]> of CDATA ]]]]>",
      "]]></title></item><item><title>evil",
      "]]></title></entry><entry><title>evil",
      "<b>bold</b> & <script>alert(1)</script> &amp;",
      "NUL \u0000 bell \u0007 escape \u001b form feed \u000c \uFFFE \uFFFF lone \uD800 end",
      "right-to-left \u202Eevil\u202C",
    ]);
  });

  it("never make markup of a subject in Atom's HTML title", () => {
    const atom = feedBody("atom", [edition("<img src=x onerror=alert(1)>")]);
    const title = parseXmlFeed(atom, "atom").entries.at(-1)!.title as string;
    const parsed = new DOMParser().parseFromString(title, "text/html");
    expect(parsed.querySelector("img"), "no element from the subject").toBeNull();
  });

  it("stay well-formed, with exactly the expected items, for any string as a subject", () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: "binary", maxLength: 40 }), { minLength: 1, maxLength: 3 }), (subjects) =>
        expectTitles(subjects),
      ),
      { numRuns: 40 },
    );
    // Each run writes the three feeds with every article: about a second on a busy two-core machine.
  }, 120_000);

  it("stay well-formed with a subject of CDATA ends and XML's own characters", () => {
    const pieces = fc.constantFrom("]]>", "]", ">", "<", "&", "]]", "<![CDATA[", "</title>", "\u0000", "\uFFFF", "a");
    fc.assert(
      fc.property(
        fc.array(pieces, { maxLength: 12 }).map((parts) => parts.join("")),
        (subject) => expectTitles([subject]),
      ),
      { numRuns: 40 },
    );
  }, 120_000);
});
