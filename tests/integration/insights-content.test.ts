/**
 * Articles are checked like every content file (docs/product.md#insights): an author who is not
 * in the team, a topic that does not exist, a date that is not a date or a summary of the wrong
 * length stops the build with the file, the field and the reason. Each case breaks a copy of
 * content/ and loads it with the build's own loader.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import YAML from "yaml";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parseSiteConfig } from "~/config/site-schema";
import { contextFor, formatIssue, loadEntry } from "~/content/loader/load-content.server";

const repository = path.resolve(import.meta.dirname, "../..");
const site = parseSiteConfig({});
let root: string;
let file: string;

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), "articles-"));
  cpSync(path.join(repository, "content"), path.join(root, "content"), { recursive: true });
  file = `content/articles/${readdirSync(path.join(root, "content/articles")).sort()[0]}`;
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Rewrites the article's front matter; `body` replaces its text when given. */
function editArticle(change: (data: Record<string, unknown>) => void, body?: string) {
  const absolute = path.join(root, file);
  const [, frontmatter, text] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(readFileSync(absolute, "utf8"))!;
  const data = YAML.parse(frontmatter) as Record<string, unknown>;
  change(data);
  writeFileSync(absolute, `---\n${YAML.stringify(data)}---\n${body ?? text}`);
}

const problems = () => loadEntry("articles", contextFor(site, root), root).issues.map(formatIssue);

describe("an article the build refuses", () => {
  it("names an author who is not in the team", () => {
    editArticle((data) => (data.authors = ["no-such-person"]));
    expect(problems()).toEqual([`${file}: authors[0]: "no-such-person" is not in team (content/team/)`]);
  });

  it("names a topic that does not exist", () => {
    editArticle((data) => (data.topics = ["no-such-topic"]));
    expect(problems()).toEqual([`${file}: topics[0]: "no-such-topic" is not in topics (content/topics/)`]);
  });

  it.each([
    ["published", "2026-02-30"],
    ["published", "next Tuesday"],
    ["updated", "2026-13-01"],
  ])("refuses %s: %s, which is not a date", (field, value) => {
    editArticle((data) => (data[field] = value));
    expect(problems()).toEqual([`${file}: ${field}: is not a date: use the form YYYY-MM-DD, e.g. 2025-07-01`]);
  });

  it("was updated before it was published", () => {
    editArticle((data) => (data.updated = "2000-01-01"));
    expect(problems()).toEqual([`${file}: updated: is before the publication date`]);
  });

  it("has a summary shorter than 80 or longer than 200 characters", () => {
    editArticle((data) => (data.summary = "Too short."));
    expect(problems()).toEqual([`${file}: summary: needs 80 to 200 characters (it has 10)`]);
    editArticle((data) => (data.summary = "A long summary. ".repeat(14).trim()));
    expect(problems()).toEqual([`${file}: summary: needs 80 to 200 characters (it has 223)`]);
  });

  it("has no author or no topic", () => {
    editArticle((data) => {
      data.authors = [];
      data.topics = [];
    });
    expect(problems()).toEqual([`${file}: authors: needs at least 1 item`, `${file}: topics: needs at least 1 item`]);
  });

  it("links to an article that does not exist, or uses a Markdoc tag articles do not allow", () => {
    editArticle(() => {}, "Read [this](article:no-such-article).\n\n{% dashboard /%}\n");
    const found = problems();
    expect(found).toContainEqual(
      expect.stringMatching(new RegExp(`^${file}: line \\d+: "article:no-such-article" names no article`)),
    );
    expect(found).toContainEqual(expect.stringMatching(new RegExp(`^${file}: line \\d+: Undefined tag: 'dashboard'`)));
  });
});
