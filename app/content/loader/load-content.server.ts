import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import YAML, { LineCounter } from "yaml";
import type { z } from "zod";
import type { SiteConfig } from "../../config/site-schema.ts";
import { contentEntries, type ContentKey } from "../collections.ts";
import { createContentContext, withContentContext, type ContentContext } from "../schema/context.ts";
import type { CollectionEntry, ContentEntryDefinition, SingletonEntry } from "../schema/entries.ts";
import { parseProse } from "../schema/prose.ts";
import { contentTokens, resolveTokens, UnknownTokenError } from "../schema/content-tokens.ts";

/** One thing wrong with one file: printed as `file: field: reason`, one line each. */
export type ContentIssue = { file: string; field: string; reason: string };

export function formatIssue(issue: ContentIssue): string {
  return `${issue.file}: ${issue.field}: ${issue.reason}`;
}

export type LoadResult = { data?: unknown; issues: ContentIssue[]; files: string[] };

/** Every collection's slugs, so links and references between entries can be checked. */
function collectionSlugs(root: string): Record<string, string[]> {
  const slugs: Record<string, string[]> = {};
  for (const [key, entry] of Object.entries(contentEntries) as [string, ContentEntryDefinition][]) {
    if (entry.kind === "collection") slugs[key] = collectionFiles(root, entry).map((file) => slugOf(file, entry));
  }
  return slugs;
}

export function contextFor(site: SiteConfig, root: string): ContentContext {
  return createContentContext(site, collectionSlugs(root));
}

export function loadEntry(key: ContentKey, context: ContentContext, root: string): LoadResult {
  const entry = contentEntries[key] as ContentEntryDefinition;
  if (entry.kind === "singleton") {
    const result = loadFile(entry, entry.file, context, root);
    return { ...result, files: [entry.file] };
  }
  const files = collectionFiles(root, entry);
  const issues: ContentIssue[] = [];
  const items = files.map((file) => {
    const result = loadFile(entry, file, context, root);
    issues.push(...result.issues);
    return { slug: slugOf(file, entry), ...(result.data as object) };
  });
  return { data: issues.length ? undefined : items, issues, files: [entry.folder, ...files] };
}

export function loadAllContent(
  site: SiteConfig,
  root: string,
): { data: Record<string, unknown>; issues: ContentIssue[] } {
  const context = contextFor(site, root);
  const data: Record<string, unknown> = {};
  const issues: ContentIssue[] = [];
  for (const key of Object.keys(contentEntries) as ContentKey[]) {
    const result = loadEntry(key, context, root);
    data[key] = result.data;
    issues.push(...result.issues);
  }
  return { data, issues };
}

function collectionFiles(root: string, entry: CollectionEntry): string[] {
  const folder = path.join(root, entry.folder);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith(entry.extension))
    .sort()
    .map((name) => `${entry.folder}/${name}`);
}

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function slugOf(file: string, entry: CollectionEntry): string {
  return path.basename(file, entry.extension);
}

function loadFile(
  entry: SingletonEntry | CollectionEntry,
  file: string,
  context: ContentContext,
  root: string,
): { data?: unknown; issues: ContentIssue[] } {
  const absolute = path.join(root, file);
  if (!existsSync(absolute)) return { issues: [{ file, field: "(file)", reason: "the file is missing" }] };
  if (entry.kind === "collection" && !slugPattern.test(slugOf(file, entry))) {
    return { issues: [{ file, field: "(file name)", reason: "use lower-case letters, digits and single hyphens" }] };
  }
  const source = readFileSync(absolute, "utf8");
  return checkedOnce(context, file, source, () => parseFile(entry, file, source, context));
}

type FileResult = { data?: unknown; issues: ContentIssue[] };

/**
 * The last result of each file, by the context it was read in, for this whole process: a build reads
 * every file several times (the configuration's check, then each environment's build and its imports),
 * and its configuration is loaded afresh for each, so a module's own memory would not last. A file read
 * again with the same text in the same context gives what it gave; its results are never changed.
 */
const lastResults = ((globalThis as { [key: symbol]: unknown })[Symbol.for("site.content-file-results")] ??= new Map<
  string,
  { source: string; result: FileResult }
>()) as Map<string, { source: string; result: FileResult }>;

function checkedOnce(context: ContentContext, file: string, source: string, parse: () => FileResult): FileResult {
  const key = `${JSON.stringify([context.site, context.slugs])}\0${file}`;
  const last = lastResults.get(key);
  if (last?.source === source) return last.result;
  const result = parse();
  lastResults.set(key, { source, result });
  return result;
}

function parseFile(
  entry: SingletonEntry | CollectionEntry,
  file: string,
  source: string,
  context: ContentContext,
): FileResult {
  const tokens = contentTokens(context.site);
  return withContentContext(context, () => {
    if (entry.prose) {
      const resolved = resolveTokensByLine(source, tokens, file);
      if (resolved.issues.length) return { issues: resolved.issues };
      const prose = parseProse(resolved.text, entry.prose);
      if (!prose.document) {
        return { issues: prose.issues.map((issue) => ({ file, field: `line ${issue.line}`, reason: issue.reason })) };
      }
      // The front matter starts on the file's second line, below its `---`.
      const frontmatter = parseYaml(prose.frontmatter, file, 2);
      if (frontmatter.issues.length) return frontmatter;
      // Its braces were resolved with the body's, line by line, above.
      const fields = withoutEmptyFields(frontmatter.value, (text) => text) ?? {};
      const parsed = validate(entry.schema, fields, file);
      return parsed.issues.length ? parsed : { data: { ...(parsed.data as object), body: prose.document }, issues: [] };
    }
    const yaml = parseYaml(source, file);
    if (yaml.issues.length) return yaml;
    const issues: ContentIssue[] = [];
    const resolve = (text: string, at: (string | number)[]) =>
      resolveTokensOrReport(text, tokens, (reason) => issues.push({ file, field: fieldPath(at), reason }));
    // An emptied file is an entry with no fields, so each required one is named.
    const value = withoutEmptyFields(yaml.value, resolve) ?? {};
    if (issues.length) return { issues };
    return validate(entry.schema, value, file);
  });
}

/** `firstLine`: the line of the file the YAML starts on, so an error names the line the editor sees. */
function parseYaml(source: string, file: string, firstLine = 1): { value?: unknown; issues: ContentIssue[] } {
  const lines = new LineCounter();
  // Plain messages: the pretty ones count lines from where the YAML starts, not from the file's top.
  const document = YAML.parseDocument(source, { lineCounter: lines, prettyErrors: false });
  const [error] = document.errors;
  if (error) {
    const line = firstLine + lines.linePos(error.pos[0]).line - 1;
    return { issues: [{ file, field: `line ${line}`, reason: `not valid YAML: ${error.message}` }] };
  }
  return { value: document.toJS(), issues: [] };
}

/**
 * Each text as `resolve` gives it back (its `{token}`s resolved), with empty texts and groups left
 * out: the editor writes them for cleared optional fields ("" for a text, `{}` for a group whose
 * every field is empty), and an empty field and a missing one mean the same.
 */
function withoutEmptyFields(
  value: unknown,
  resolve: (text: string, at: (string | number)[]) => string,
  at: (string | number)[] = [],
): unknown {
  if (typeof value === "string") {
    const text = resolve(value, at);
    return text.trim() === "" ? undefined : text;
  }
  if (Array.isArray(value)) return value.map((item, index) => withoutEmptyFields(item, resolve, [...at, index]));
  if (value && typeof value === "object") {
    const entries = Object.entries(value).map(([key, item]) => [key, withoutEmptyFields(item, resolve, [...at, key])]);
    const kept = entries.filter(([, item]) => item !== undefined);
    // A group whose every field was cleared is a group left out.
    return kept.length ? Object.fromEntries(kept) : undefined;
  }
  return value;
}

/** A text with its `{token}`s resolved; an unknown one is reported and the text kept as written. */
function resolveTokensOrReport(text: string, tokens: Record<string, string>, report: (reason: string) => void): string {
  try {
    return resolveTokens(text, tokens);
  } catch (error) {
    if (!(error instanceof UnknownTokenError)) throw error;
    report(error.message);
    return text;
  }
}

function resolveTokensByLine(source: string, tokens: Record<string, string>, file: string) {
  const issues: ContentIssue[] = [];
  const lines = source
    .split("\n")
    .map((line, index) =>
      resolveTokensOrReport(line, tokens, (reason) => issues.push({ file, field: `line ${index + 1}`, reason })),
    );
  return { text: lines.join("\n"), issues };
}

function validate(schema: z.ZodType, value: unknown, file: string): { data?: unknown; issues: ContentIssue[] } {
  // A field left out is "required", whatever it holds when present (text, a choice, a list, a group).
  const result = schema.safeParse(value, { error: (issue) => (issue.input === undefined ? "is required" : undefined) });
  if (result.success) return { data: result.data, issues: [] };
  return {
    issues: result.error.issues.map((issue) => ({
      file,
      field: fieldPath(issue.path) || "(top level)",
      reason: issue.message,
    })),
  };
}

function fieldPath(at: PropertyKey[]): string {
  return at
    .map((part, index) => (typeof part === "number" ? `[${part}]` : `${index ? "." : ""}${String(part)}`))
    .join("");
}
