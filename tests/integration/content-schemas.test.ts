/**
 * Every content file is checked before anything is built (docs/product.md#content): a broken
 * file is refused with its path, the field and the reason, one line each, never a stack trace.
 * Each collection is broken on a copy of content/ and loaded with the build's own loader.
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import YAML from "yaml";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parseSiteConfig } from "~/config/site-schema";
import { contentEntries, type ContentKey } from "~/content/collections";
import { contextFor, formatIssue, loadAllContent, loadEntry } from "~/content/loader/load-content.server";
import type { ContentEntryDefinition } from "~/content/schema/entries";

const repository = path.resolve(import.meta.dirname, "../..");
const site = parseSiteConfig({});
let root: string;

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), "content-"));
  cpSync(path.join(repository, "content"), path.join(root, "content"), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function firstFile(entry: ContentEntryDefinition): string {
  if (entry.kind === "singleton") return entry.file;
  const slug = readdirSlugs(entry.folder, entry.extension)[0];
  return `${entry.folder}/${slug}${entry.extension}`;
}

function readdirSlugs(folder: string, extension: string): string[] {
  return execFileSync("ls", [path.join(root, folder)], { encoding: "utf8" })
    .split("\n")
    .filter((name) => name.endsWith(extension))
    .map((name) => name.slice(0, -extension.length));
}

/** Reads a file's data (YAML, or the front matter of a .mdoc) and writes it back changed. */
function editData(file: string, change: (data: Record<string, unknown>) => void) {
  const absolute = path.join(root, file);
  const source = readFileSync(absolute, "utf8");
  if (file.endsWith(".mdoc")) {
    const [, frontmatter, body] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source)!;
    const data = YAML.parse(frontmatter);
    change(data);
    writeFileSync(absolute, `---\n${YAML.stringify(data)}---\n${body}`);
  } else {
    const data = YAML.parse(source);
    change(data);
    writeFileSync(absolute, YAML.stringify(data));
  }
}

/** The path of the first text in the data, and a setter for it. */
function firstText(
  data: unknown,
  at: (string | number)[] = [],
): { at: (string | number)[]; set: (value: unknown) => void } | undefined {
  if (Array.isArray(data)) {
    for (const [index, item] of data.entries()) {
      if (typeof item === "string") return { at: [...at, index], set: (value) => (data[index] = value) };
      const found = firstText(item, [...at, index]);
      if (found) return found;
    }
  } else if (data && typeof data === "object") {
    for (const [key, item] of Object.entries(data)) {
      if (typeof item === "string") {
        return { at: [...at, key], set: (value) => ((data as Record<string, unknown>)[key] = value) };
      }
      const found = firstText(item, [...at, key]);
      if (found) return found;
    }
  }
  return undefined;
}

function fieldPath(at: (string | number)[]): string {
  return at.map((part, index) => (typeof part === "number" ? `[${part}]` : `${index ? "." : ""}${part}`)).join("");
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function load(key: ContentKey) {
  return loadEntry(key, contextFor(site, root), root);
}

describe("the content as committed", () => {
  it("is valid, every file of every collection", () => {
    const { issues } = loadAllContent(site, repository);
    expect(issues.map(formatIssue)).toEqual([]);
  });
});

describe.each(Object.entries(contentEntries) as [ContentKey, ContentEntryDefinition][])("%s", (key, entry) => {
  it("names the file, the field and the reason when a field holds a number instead of text", () => {
    const file = firstFile(entry);
    let broken: string | undefined;
    editData(file, (data) => {
      const text = firstText(data)!;
      broken = fieldPath(text.at);
      text.set(42);
    });
    const { issues } = load(key);
    // A free text says it expected text; a choice (an id the code relies on) lists its options.
    expect(issues.map(formatIssue)).toContainEqual(
      expect.stringMatching(new RegExp(`^${escape(`${file}: ${broken}: Invalid`)} (input: expected string|option)`)),
    );
  });

  it("names a missing required field", () => {
    const file = firstFile(entry);
    const shape = (
      entry.schema as unknown as { shape: Record<string, { safeParse(value: unknown): { success: boolean } }> }
    ).shape;
    const required = Object.keys(shape).find((name) => !shape[name].safeParse(undefined).success)!;
    editData(file, (data) => delete data[required]);
    expect(load(key).issues.map(formatIssue)).toContain(`${file}: ${required}: is required`);
  });

  it("refuses a field the schema does not know, so a misspelt name is not silently lost", () => {
    const file = firstFile(entry);
    editData(file, (data) => (data.tilte = "A misspelt field"));
    expect(load(key).issues.map(formatIssue).join("\n")).toMatch(
      new RegExp(`^${file}: .*Unrecognized key.*tilte`, "m"),
    );
  });
});

describe("content problems the build refuses", () => {
  it("YAML that does not parse, with its line", () => {
    writeFileSync(path.join(root, "content/pages/vision.yaml"), "banner:\n  title: [unclosed\n");
    const [issue] = load("pages/vision").issues;
    expect(issue.file).toBe("content/pages/vision.yaml");
    expect(issue.field).toMatch(/^line \d+$/);
    expect(issue.reason).toMatch(/^not valid YAML: /);
  });

  it("an unknown token, listing the known ones", () => {
    editData(
      "content/pages/vision.yaml",
      (data) => ((data.banner as Record<string, string>).title = "Hello {produkt}"),
    );
    expect(load("pages/vision").issues.map(formatIssue)).toEqual([
      expect.stringMatching(
        /^content\/pages\/vision\.yaml: banner\.title: unknown token \{produkt\} \(known: \{product\}/,
      ),
    ]);
  });

  it("a link to a page that does not exist", () => {
    editData("content/pages/vision.yaml", (data) => {
      (data.closing as { actions: { to: string }[] }).actions[0].to = "page:no-such-page";
    });
    expect(load("pages/vision").issues.map(formatIssue)).toEqual([
      expect.stringMatching(
        /^content\/pages\/vision\.yaml: closing\.actions\[0\]\.to: "page:no-such-page" names no page/,
      ),
    ]);
  });

  it("a picture without alternative text", () => {
    const slug = readdirSlugs("content/team", ".yaml")[0];
    const file = `content/team/${slug}.yaml`;
    editData(file, (data) => (data.photo = { image: `content/pictures/team/${slug}/photo.jpg` }));
    expect(load("team").issues.map(formatIssue)).toContain(
      `${file}: photo.alt: is required: say what the picture shows, or write decorative: true for a picture that adds nothing to the page`,
    );
  });

  it("a heading level prose does not use, with its line", () => {
    const file = path.join(root, "content/legal/terms.mdoc");
    writeFileSync(file, `${readFileSync(file, "utf8")}\n# A stray title\n`);
    const issues = load("legal/terms").issues.map(formatIssue);
    expect(issues).toEqual([expect.stringMatching(/^content\/legal\/terms\.mdoc: line \d+: use ## for sections/)]);
  });

  it("npm run content:check prints one line per problem and no stack trace", () => {
    for (const name of ["app", "scripts", "package.json", "tsconfig.json"]) {
      cpSync(path.join(repository, name), path.join(root, name), { recursive: true });
    }
    symlinkSync(path.join(repository, "node_modules"), path.join(root, "node_modules"));
    editData(
      "content/pages/vision.yaml",
      (data) => ((data.banner as Record<string, string>).title = "Hello {produkt}"),
    );
    let output = "";
    let status = 0;
    try {
      execFileSync(process.execPath, ["--import", "tsx", "scripts/content-check.ts"], { cwd: root, stdio: "pipe" });
    } catch (error) {
      const failure = error as { status: number; stderr: Buffer };
      status = failure.status;
      output = failure.stderr.toString();
    }
    expect(status).toBe(1);
    expect(output.trim().split("\n")).toEqual([
      expect.stringMatching(/^content\/pages\/vision\.yaml: banner\.title: unknown token \{produkt\}/),
      "1 problem(s) in the site's content.",
    ]);
  });
});
