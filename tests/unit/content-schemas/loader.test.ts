/**
 * The build's content loader (app/content/loader/load-content.server.ts) on real files in a
 * temporary folder: what it gives pages and the dev server's watcher, and the line an editor
 * gets for each mistake, `file: field: reason`, with the line of the file as the editor sees it.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import YAML from "yaml";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parseSiteConfig } from "~/config/site-schema";
import type { ContentKey } from "~/content/collections";
import { contextFor, formatIssue, loadAllContent, loadEntry } from "~/content/loader/load-content.server";

const repository = path.resolve(import.meta.dirname, "../../..");
const site = parseSiteConfig({});
let root: string;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "content-loader-"));
  // Articles name their authors and topics by the names of these files.
  write("content/team/ada-byron.yaml", "name: Ada Byron\ntitle: Advisor\n");
  write("content/topics/trust.yaml", "title: Trust\ndescription: How trust is measured.\n");
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function write(file: string, source: string) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), source);
}

const load = (key: ContentKey) => loadEntry(key, contextFor(site, root), root);
const problems = (key: ContentKey) => load(key).issues.map(formatIssue);

const summary = "How the trust premium is measured, what it says about an organisation and what it leaves out.";

/** An article's file: its front matter (YAML lines, without the `---`) and its Markdoc body. */
const article = (frontmatter: string, body = "## What it is\n\nTrust, as {product} measures it.\n") =>
  `---\n${frontmatter}\n---\n\n${body}`;
const frontmatter = (title: string) =>
  `title: ${title}\nsummary: ${summary}\npublished: 2025-06-01\nauthors:\n  - ada-byron\ntopics:\n  - trust`;

describe("what the loader gives", () => {
  it("gives a collection's entries in file-name order, each with its slug, its fields and its body", () => {
    write("content/articles/measuring-trust.mdoc", article(frontmatter("Measuring trust")));
    write("content/articles/ethical-debt.mdoc", article(frontmatter("Ethical debt")));
    // A draft of another kind in the folder is not an entry.
    write("content/articles/notes.txt", "ideas for later");
    const body = {
      lead: [],
      sections: [
        {
          id: "what-it-is",
          title: "What it is",
          blocks: [{ type: "paragraph", text: [{ kind: "text", text: `Trust, as ${site.productName} measures it.` }] }],
        },
      ],
    };
    const entry = (slug: string, title: string) => ({
      slug,
      title,
      summary,
      published: "2025-06-01",
      authors: ["ada-byron"],
      topics: ["trust"],
      body,
    });
    expect(load("articles")).toEqual({
      data: [entry("ethical-debt", "Ethical debt"), entry("measuring-trust", "Measuring trust")],
      issues: [],
      // The dev server watches these, so an edit reloads the page.
      files: ["content/articles", "content/articles/ethical-debt.mdoc", "content/articles/measuring-trust.mdoc"],
    });
  });

  it("gives a single file's fields, and its file to watch", () => {
    write("content/site/site.yaml", "tagline: Trust, measured.\n");
    expect(load("site/site")).toEqual({
      data: { tagline: "Trust, measured." },
      issues: [],
      files: ["content/site/site.yaml"],
    });
  });

  it("reads a file again once its text changes, as the dev server's reload needs, and not before", () => {
    write("content/site/site.yaml", "tagline: Trust, measured.\n");
    const first = load("site/site").data;
    // The same text in the same context: the build's several reads of a file cost one.
    expect(load("site/site").data).toBe(first);
    write("content/site/site.yaml", "tagline: Trust, measured again.\n");
    expect(load("site/site").data).toEqual({ tagline: "Trust, measured again." });
    write("content/site/site.yaml", "tagline: [\n");
    expect(problems("site/site")).toEqual([
      expect.stringMatching(/^content\/site\/site\.yaml: line \d+: not valid YAML/),
    ]);
    // Another site configuration resolves its `{token}`s anew.
    write("content/site/site.yaml", "tagline: Trust, by {product}.\n");
    const renamed = parseSiteConfig({ PRODUCT_NAME: "Veritas" });
    expect(loadEntry("site/site", contextFor(renamed, root), root).data).toEqual({ tagline: "Trust, by Veritas." });
    expect(load("site/site").data).toEqual({ tagline: `Trust, by ${site.productName}.` });
  });

  it("leaves out an optional text or group the editor cleared, as if never written", () => {
    write(
      "content/team/ada-byron.yaml",
      'name: Ada Byron\ntitle: Advisor\nbio: "  "\nphoto:\n  image: ""\n  alt: ""\n',
    );
    const { data, issues } = load("team");
    expect(issues).toEqual([]);
    expect(data).toEqual([{ slug: "ada-byron", name: "Ada Byron", title: "Advisor" }]);
    const [member] = data as object[];
    expect(member).not.toHaveProperty("bio");
    expect(member).not.toHaveProperty("photo");
  });

  it("leaves out an article's cover the editor left empty, in the front matter as in YAML files", () => {
    // Keystatic saves a group whose every field is empty as `{}`, and a text cleared by hand as "".
    write("content/articles/no-cover.mdoc", article(`${frontmatter("No cover")}\ncover: {}`));
    write(
      "content/articles/cleared-cover.mdoc",
      article(`${frontmatter("Cleared cover")}\ncover:\n  image: ""\n  alt: " "`),
    );
    const { data, issues } = load("articles");
    expect(issues).toEqual([]);
    expect(data).toHaveLength(2);
    for (const entry of data as object[]) expect(entry).not.toHaveProperty("cover");
  });

  it("gives a collection without a folder no entries, and no problem", () => {
    rmSync(path.join(root, "content/team"), { recursive: true });
    expect(load("team")).toEqual({ data: [], issues: [], files: ["content/team"] });
  });

  it("loads every entry, and reports the problems of all of them", () => {
    cpSync(path.join(repository, "content"), path.join(root, "content"), { recursive: true });
    rmSync(path.join(root, "content/site/site.yaml"));
    write("content/topics/Data_Stewardship.yaml", readFileSync(path.join(root, "content/topics/trust.yaml"), "utf8"));
    const { data, issues } = loadAllContent(site, root);
    expect(issues.map(formatIssue)).toEqual([
      "content/site/site.yaml: (file): the file is missing",
      "content/topics/Data_Stewardship.yaml: (file name): use lower-case letters, digits and single hyphens",
    ]);
    expect(data["site/site"]).toBeUndefined();
    expect(data["site/navigation"]).toEqual(load("site/navigation").data);
  });
});

describe("what the loader refuses, and where", () => {
  it("a file that is missing", () => {
    expect(problems("site/site")).toEqual(["content/site/site.yaml: (file): the file is missing"]);
  });

  it("a collection's file whose name cannot be an address", () => {
    write("content/team/Ada_Lovelace.yaml", "name: Ada Lovelace\ntitle: Advisor\n");
    expect(problems("team")).toEqual([
      "content/team/Ada_Lovelace.yaml: (file name): use lower-case letters, digits and single hyphens",
    ]);
  });

  it("a key written twice, at the line of the second", () => {
    write("content/site/site.yaml", "tagline: Trust, measured.\ntagline: Trust, priced.\n");
    expect(problems("site/site")).toEqual(["content/site/site.yaml: line 2: not valid YAML: Map keys must be unique"]);
  });

  it("front matter that is not valid YAML, at the line of the file", () => {
    write("content/articles/measuring-trust.mdoc", article(`title: One\ntitle: Two\n${frontmatter("Three")}`));
    expect(problems("articles")).toEqual([
      "content/articles/measuring-trust.mdoc: line 3: not valid YAML: Map keys must be unique",
    ]);
  });

  it("an unknown brace name in prose, at its line", () => {
    write(
      "content/articles/measuring-trust.mdoc",
      article(frontmatter("Measuring trust"), "Text.\n\nAbout {produkt}.\n"),
    );
    expect(problems("articles")).toEqual([
      expect.stringMatching(/^content\/articles\/measuring-trust\.mdoc: line 13: unknown token \{produkt\} \(known: /),
    ]);
  });

  it("a prose file without front matter, naming each required field", () => {
    write("content/articles/measuring-trust.mdoc", "## What it is\n\nTrust.\n");
    expect(problems("articles")).toEqual(
      ["title", "summary", "published", "authors", "topics"].map(
        (field) => `content/articles/measuring-trust.mdoc: ${field}: is required`,
      ),
    );
  });

  it("a missing choice as required, like any other field", () => {
    const data = YAML.parse(readFileSync(path.join(repository, "content/data/pricing-results.yaml"), "utf8"));
    delete data.items[0].id;
    write("content/data/pricing-results.yaml", YAML.stringify(data));
    expect(problems("data/pricing-results")).toEqual(["content/data/pricing-results.yaml: items[0].id: is required"]);
  });

  it("a file that holds a list where its fields belong, at the top level", () => {
    write("content/site/site.yaml", "- Trust, measured.\n");
    expect(problems("site/site")).toEqual([
      "content/site/site.yaml: (top level): Invalid input: expected object, received array",
    ]);
  });
});
