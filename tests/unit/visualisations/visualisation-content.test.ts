import { describe, expect, it } from "vitest";
import type YAML from "yaml";
import type { ContentKey } from "~/content/collections";
import { contentCopy } from "../../support/content-fixture";

const copy = contentCopy(["content/data"]);

/** The problems of `content/data/<name>.yaml` after `change` has edited it. */
const problemsAfter = (name: string, change: (file: YAML.Document) => void) =>
  copy.problemsAfter(`data/${name}` as ContentKey, `content/data/${name}.yaml`, change);

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
