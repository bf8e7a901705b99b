import { describe, expect, it } from "vitest";
import { missingPaths, outsideReferencesIn, pathsNamedIn } from "../../../scripts/named-paths";

const repository = new Set([
  "server/desk/roles.ts",
  "server/desk/origin-check.ts",
  "app/design/palette.ts",
  "docs/product.md",
]);
const exists = (resolved: string) => repository.has(resolved);
const missingIn = (files: Record<string, string>) => {
  const texts = new Map(Object.entries(files));
  return missingPaths(
    [...texts].flatMap(([file, text]) => pathsNamedIn(file, text)),
    exists,
    texts,
  ).map((entry) => `${entry.file}:${entry.line} ${entry.named}`);
};

describe("the paths that comments and guides name", () => {
  it("finds a planted path that does not exist, with its file and line, and passes the ones that do", () => {
    const code = [
      "/**",
      " * Roles are data (server/desk/roles.ts); the origin check is ./origin-check.ts.",
      " * The old table lived in server/desk/grants.ts.",
      " */",
      "export const x = 1; // see app/design/palette",
    ].join("\n");
    expect(missingIn({ "server/desk/create-desk.ts": code })).toEqual([
      "server/desk/create-desk.ts:3 server/desk/grants.ts",
    ]);
  });

  it("reads only the comments of code, not its strings", () => {
    expect(missingIn({ "server/a.ts": 'const file = "server/nowhere.ts";\n' })).toEqual([]);
    expect(missingIn({ "server/a.ts": "// server/nowhere.ts\nconst file = 1;\n" })).toEqual([
      "server/a.ts:1 server/nowhere.ts",
    ]);
  });

  it("takes a pattern or an example for what it is, and a guide's link relative to the guide", () => {
    const guide =
      "A feature lives in `app/<feature>/`; records are docs/decisions/NNN-*.md. See [the product](../product.md).";
    expect(missingIn({ "docs/decisions/030-x.md": guide })).toEqual([]);
    expect(missingIn({ "docs/decisions/030-x.md": "See [the product](../products.md)." })).toEqual([
      "docs/decisions/030-x.md:1 ../products.md",
    ]);
    expect(missingIn({ "docs/x.md": "ln -s ../sites-available/site.conf /etc/nginx/sites-enabled/" })).toEqual([]);
  });

  it("lets a decision record keep a gone file only when another record names it too", () => {
    const first = { "docs/decisions/002-a.md": "Made in app/lib/hydration.ts." };
    expect(missingIn(first)).toEqual(["docs/decisions/002-a.md:1 app/lib/hydration.ts"]);
    expect(missingIn({ ...first, "docs/decisions/007-b.md": "app/lib/hydration.ts gave way to islands." })).toEqual([]);
    expect(missingIn({ "README.md": "Made in app/lib/hydration.ts." })).toEqual(["README.md:1 app/lib/hydration.ts"]);
  });

  it("finds a citation of a document outside the repository", () => {
    // The outside documents' names are written in parts, so that this file itself cites none of them.
    const stackGuide = ["STACK", "md"].join(".");
    expect(outsideReferencesIn("server/app.ts", `// as ${stackGuide} says\nconst a = 1;\n`)).toEqual([
      { file: "server/app.ts", line: 1, text: `// as ${stackGuide} says` },
    ]);
    const beside = ["..", "shared", "spec", "notes.md"].join("/");
    expect(outsideReferencesIn("docs/x.md", `Fine.\nSee ${beside}.`)).toHaveLength(1);
    expect(outsideReferencesIn("server/app.ts", `const a = "${stackGuide}";\n`)).toEqual([]);
  });
});
