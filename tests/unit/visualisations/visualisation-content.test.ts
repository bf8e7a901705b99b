import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import YAML from "yaml";
import { parseSiteConfig } from "~/config/site-schema";
import type { ContentKey } from "~/content/collections";
import { contextFor, formatIssue, loadEntry } from "~/content/loader/load-content.server";

const repository = path.resolve(import.meta.dirname, "../../..");
let root: string;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "visualisation-content-"));
  cpSync(path.join(repository, "content/data"), path.join(root, "content/data"), { recursive: true });
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Loads `content/data/<name>.yaml` after `change` has edited it, as the build would, and returns its problems. */
function problemsAfter(name: string, change: (file: YAML.Document) => void) {
  const file = path.join(root, `content/data/${name}.yaml`);
  const document = YAML.parseDocument(readFileSync(file, "utf8"));
  change(document);
  writeFileSync(file, document.toString());
  const key = `data/${name}` as ContentKey;
  return loadEntry(key, contextFor(parseSiteConfig({}), root), root).issues.map(formatIssue);
}

describe("the visualisations' content files", () => {
  it("are valid as they stand", () => {
    const names = [
      "categories",
      "data-flow",
      "ecosystem-network",
      "metric-definitions",
      "particle-canvases",
      "stakeholder-groups",
    ];
    for (const name of names) {
      expect(problemsAfter(name, () => {})).toEqual([]);
    }
  });

  it("refuse a data source listed twice, naming the file, the field and the source left without an entry", () => {
    const problems = problemsAfter("ecosystem-network", (file) => file.setIn(["sources", 3, "id"], "market-data"));
    expect(problems).toEqual([
      'content/data/ecosystem-network.yaml: sources[3].id: "market-data" is listed twice',
      expect.stringMatching(/^content\/data\/ecosystem-network\.yaml: sources: needs an item for "esg-indicators"/),
    ]);
  });

  it("refuse a metric chip left out, and more hub phases than chips to highlight", () => {
    const problems = problemsAfter("ecosystem-network", (file) => {
      file.deleteIn(["metricChips", 3]);
      file.addIn(["hubPhases"], "Reporting");
    });
    expect(problems).toContain("content/data/ecosystem-network.yaml: hubPhases: takes at most 4 items");
    expect(problems).toContain("content/data/ecosystem-network.yaml: metricChips: needs at least 4 items");
    expect(problems).toContainEqual(expect.stringContaining('metricChips: needs an item for "eri"'));
  });

  it("refuse a sample value that is not a score out of 100", () => {
    const problems = problemsAfter("ecosystem-network", (file) => file.setIn(["metricChips", 0, "value"], 942));
    expect(problems).toEqual([
      expect.stringMatching(/^content\/data\/ecosystem-network\.yaml: metricChips\[0\]\.value: /),
    ]);
  });

  it("refuse a stakeholder group the diagram has no icon for", () => {
    const problems = problemsAfter("stakeholder-groups", (file) => file.setIn(["groups", 0, "id"], "donors"));
    expect(problems).toContainEqual(
      expect.stringMatching(/^content\/data\/stakeholder-groups\.yaml: groups\[0\]\.id: /),
    );
  });

  it("refuse a fourth data-flow stage and a category name left empty", () => {
    expect(problemsAfter("data-flow", (file) => file.addIn(["stages"], file.getIn(["stages", 0])))).toEqual([
      "content/data/data-flow.yaml: stages: takes at most 3 items",
    ]);
    expect(problemsAfter("categories", (file) => file.set("social", ""))).toEqual([
      "content/data/categories.yaml: social: is required",
    ]);
  });
});
