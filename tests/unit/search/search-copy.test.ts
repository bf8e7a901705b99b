import { readFileSync } from "node:fs";
import path from "node:path";
import YAML from "yaml";
import { describe, expect, it } from "vitest";
import { searchCopy } from "~/content/search-copy";

const file = path.resolve(import.meta.dirname, "../../../content/site/search.yaml");
const copy = () => YAML.parse(readFileSync(file, "utf8"));

function directoryIssues(edit: (sections: { pages: string[] }[]) => void): string[] {
  const data = copy();
  edit(data.page.directory);
  const result = searchCopy.safeParse(data);
  return result.success
    ? []
    : result.error.issues.filter((issue) => issue.path.join(".") === "page.directory").map((issue) => issue.message);
}

describe("the search page's list of every page (content/site/search.yaml)", () => {
  it("names every page once, as it stands", () => {
    expect(directoryIssues(() => {})).toEqual([]);
  });

  it("refuses a list that forgets a page, so a new page cannot be left out", () => {
    expect(
      directoryIssues((sections) => {
        for (const section of sections) section.pages = section.pages.filter((page) => page !== "terms");
      }),
    ).toEqual(['is missing the page "terms"']);
  });

  it("refuses a page listed twice", () => {
    expect(directoryIssues((sections) => sections[0].pages.push("terms"))).toEqual(['lists the page "terms" 2 times']);
  });
});
