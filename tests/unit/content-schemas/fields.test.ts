/** Field building blocks (app/content/schema/fields.ts) that no committed schema uses in full. */
import { describe, expect, it } from "vitest";
import { parseSiteConfig } from "~/config/site-schema";
import { createContentContext, withContentContext } from "~/content/schema/context";
import { editorMeta, reference, whole } from "~/content/schema/fields";

describe("content fields", () => {
  it("keeps a whole number within the bounds it is given, both ends included, and any without", () => {
    const year = whole("Year", { min: 1900, max: 2100, description: "The year it was published." });
    expect([1900, 2100].map((value) => year.safeParse(value).success)).toEqual([true, true]);
    expect([1899, 2101, 1950.5].map((value) => year.safeParse(value).success)).toEqual([false, false, false]);
    expect([-40, 0, 1e9].map((value) => whole("Change").safeParse(value).success)).toEqual([true, true, true]);
    expect(editorMeta.get(year)).toEqual({ label: "Year", description: "The year it was published." });
  });

  it("takes a reference to an entry that exists, and refuses one to a collection without entries, naming its folder", () => {
    const author = reference("team", "Author", { description: "A member of the team." });
    const site = parseSiteConfig({});
    const withTeam = createContentContext(site, { team: ["ada-byron"] });
    expect(withContentContext(withTeam, () => author.parse("ada-byron"))).toBe("ada-byron");
    const result = withContentContext(createContentContext(site), () => author.safeParse("ada-byron"));
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['"ada-byron" is not in team (content/team/)']);
    // The editor offers the team's entries to pick from.
    expect(editorMeta.get(author)).toEqual({
      label: "Author",
      widget: "reference",
      collection: "team",
      description: "A member of the team.",
    });
  });
});
