/**
 * The editor's form for an article is derived from its schema (app/content/editor/keystatic-fields.tsx):
 * dates are date pickers and the summary's length is checked at the field, before anything is saved.
 */
import { describe, expect, it } from "vitest";
import { parseSiteConfig } from "~/config/site-schema";
import { keystaticConfig } from "~/content/editor/keystatic-config";

type Field = { validate(value: unknown): unknown; serialize(value: unknown): { value: unknown } };

const schema = keystaticConfig(parseSiteConfig({}), { kind: "local" }).collections!.articles
  .schema as unknown as Record<string, Field>;

describe("the editor's article form", () => {
  it("edits the publication and update dates with date pickers, the publication date required", () => {
    for (const name of ["published", "updated"]) {
      expect(schema[name].serialize("2026-09-29").value, name).toBeInstanceOf(Date);
    }
    expect(() => schema.published.validate(null)).toThrow(/Published on is required/);
    expect(() => schema.updated.validate(null)).not.toThrow();
  });

  it("refuses a summary shorter than 80 or longer than 200 characters at the field", () => {
    expect(() => schema.summary.validate("Too short.")).toThrow(/at least 80 characters/);
    expect(() => schema.summary.validate("x".repeat(201))).toThrow(/200 characters/);
    expect(() => schema.summary.validate("x".repeat(120))).not.toThrow();
  });
});
