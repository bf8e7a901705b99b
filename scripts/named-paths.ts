/**
 * The repository paths that a code comment or a guide names, and which of them do not exist. A comment
 * that sends a reader to a file that was renamed or deleted misleads more than no comment: `npm run
 * lint` runs this over every tracked file (scripts/check-paths.ts).
 */
import path from "node:path";
import ts from "typescript";

/** The folders and files at the top of the repository that a path in prose starts from. */
const topLevel = [
  "app",
  "server",
  "tests",
  "scripts",
  "docs",
  "content",
  "bench",
  "ops",
  ".ci",
  "README.md",
  "package.json",
  "stryker.areas.json",
  "stryker.config.mjs",
  "playwright.config.ts",
  "vite.config.ts",
  "vitest.config.ts",
  "vitest.engines.config.ts",
  "vitest.mutation.config.ts",
  "react-router.config.ts",
  "knip.config.ts",
  "eslint.config.js",
  "tsconfig.json",
];

const pathCharacters = String.raw`[\w.@+\-/$*<>{}]`;
const fromTheTop = new RegExp(
  String.raw`(?<![\w./~\-])((?:${topLevel.map((name) => name.replace(/\./g, "\\.")).join("|")})(?:/${pathCharacters}*)?)`,
  "g",
);
const relativeToTheFile = new RegExp(String.raw`(?<![\w./~\-])(\.\.?/${pathCharacters}+\.\w+)`, "g");
const markdownLinkTarget = /\]\((\.\.?\/[^)\s#]+)/g;

/** Documents that live beside the repository, not in it: a reader of the repository cannot open them. */
const outsideTheRepository =
  /(?:\.\.\/shared\/|\bshared\/(?:STYLE|STACK|spec)|\b(?:STACK|STYLE|DEVELOPERS)\.md\b|product-spec\.md)/;

export type NamedPath = { file: string; line: number; named: string; resolved: string };
export type OutsideReference = { file: string; line: number; text: string };

/** Where a written path stops: sentence punctuation and Markdown's backticks are not part of it. */
function trimPath(raw: string): string {
  return raw.replace(/[.,:;]+$/, "");
}

/** A path written as a pattern or an example (`app/routes/<feature>/`, `docs/decisions/NNN-*.md`) names no file. */
const isPattern = (named: string) => /[<>*{}]|NNN|\.\.\.|\$\{/.test(named);

function lineOf(text: string, offset: number): number {
  let line = 1;
  for (let index = 0; index < offset; index++) if (text.charCodeAt(index) === 10) line++;
  return line;
}

/** The comments of a TypeScript or JavaScript file, each with where it starts. */
function commentsOf(file: string, text: string): { start: number; text: string }[] {
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : file.endsWith(".ts") ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const seen = new Map<number, string>();
  const collect = (ranges: ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) seen.set(range.pos, text.slice(range.pos, range.end));
  };
  const visit = (node: ts.Node) => {
    collect(ts.getLeadingCommentRanges(text, node.getFullStart()));
    collect(ts.getTrailingCommentRanges(text, node.getEnd()));
    node.getChildren(source).forEach(visit);
  };
  visit(source);
  return [...seen].map(([start, comment]) => ({ start, text: comment }));
}

/** The comments of a shell script or a YAML file: from `#` to the end of the line. */
function hashCommentsOf(text: string): { start: number; text: string }[] {
  const comments: { start: number; text: string }[] = [];
  for (const match of text.matchAll(/(^|\s)(#.*)$/gm)) {
    comments.push({ start: (match.index ?? 0) + match[1].length, text: match[2] });
  }
  return comments;
}

/** The parts of a file that are prose: a guide whole, a source file's comments. */
function proseOf(file: string, text: string): { start: number; text: string }[] {
  if (file.endsWith(".md")) return [{ start: 0, text }];
  if (/\.(?:[cm]?[jt]sx?)$/.test(file)) return commentsOf(file, text);
  if (/\.(?:sh|ya?ml|conf|service|timer)$/.test(file) || path.basename(file) === "run") return hashCommentsOf(text);
  return [];
}

/** Every repository path the prose of a file names, resolved against the repository's root. */
export function pathsNamedIn(file: string, text: string): NamedPath[] {
  const named: NamedPath[] = [];
  for (const part of proseOf(file, text)) {
    const add = (raw: string, offset: number, resolve: (written: string) => string) => {
      const written = trimPath(raw);
      if (written === "" || isPattern(written)) return;
      named.push({ file, line: lineOf(text, part.start + offset), named: written, resolved: resolve(written) });
    };
    for (const match of part.text.matchAll(fromTheTop)) {
      add(match[1], match.index ?? 0, (written) => path.posix.normalize(written));
    }
    // A guide's relative path is its links' (a shell example's `../` is the host's, not the repository's).
    const relative = file.endsWith(".md") ? markdownLinkTarget : relativeToTheFile;
    for (const match of part.text.matchAll(relative)) {
      add(match[1], match.index ?? 0, (written) => path.posix.join(path.posix.dirname(file), written));
    }
  }
  return named;
}

/** The lines of a file's prose that cite a document outside the repository. */
export function outsideReferencesIn(file: string, text: string): OutsideReference[] {
  const found: OutsideReference[] = [];
  for (const part of proseOf(file, text)) {
    for (const [index, line] of part.text.split("\n").entries()) {
      if (outsideTheRepository.test(line)) {
        found.push({ file, line: lineOf(text, part.start) + index, text: line.trim() });
      }
    }
  }
  return found;
}

/** The files a named path may mean: itself, or a module named without its extension. */
export const candidateFiles = (resolved: string) =>
  ["", ".ts", ".tsx", ".js", ".mjs", "/index.ts"].map((ending) => resolved.replace(/\/$/, "") + ending);

/**
 * Whether a written path names something: a file or folder as written, a module named without its
 * extension (`./palette` for palette.ts), or a decision record by its number (`docs/decisions/019`).
 */
function namesSomething(resolved: string, exists: (resolved: string) => boolean, files: string[]): boolean {
  if (candidateFiles(resolved).some(exists)) return true;
  const bare = resolved.replace(/\/$/, "");
  return /^docs\/decisions\/\d{3}$/.test(bare) && files.some((file) => file.startsWith(`${bare}-`));
}

const decisionNumber = (file: string) => /^docs\/decisions\/(\d{3})-/.exec(file)?.[1];

/**
 * The named paths that do not exist. A decision record keeps its history: a path it names may since
 * have gone, as long as another record names it too (the later one saying what replaced it).
 */
export function missingPaths(
  named: NamedPath[],
  exists: (resolved: string) => boolean,
  texts: Map<string, string>,
): NamedPath[] {
  const files = [...texts.keys()];
  return named.filter((entry) => {
    if (namesSomething(entry.resolved, exists, files)) return false;
    if (!decisionNumber(entry.file)) return true;
    return ![...texts].some(
      ([other, text]) => other !== entry.file && decisionNumber(other) && text.includes(entry.named),
    );
  });
}
