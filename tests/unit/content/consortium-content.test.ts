import { describe, expect, it } from "vitest";
import type YAML from "yaml";
import type { ContentKey } from "~/content/collections";
import { contentCopy } from "../../support/content-fixture";

const copy = contentCopy(["content/data", "content/pages"]);
const { problemsAfter } = copy;

describe("the consortium's content files", () => {
  it("are valid as they stand", () => {
    const keys: ContentKey[] = [
      "data/consortium",
      "pages/consortium-mission",
      "pages/data-stewardship",
      "pages/impact",
      "pages/community-voice",
      "pages/data-literacy",
      "pages/get-involved",
      "pages/consortium-about",
    ];
    for (const key of keys) {
      expect(copy.problems(key), key).toEqual([]);
    }
  });

  it("refuse a tab bar that leaves a consortium page without its tab, which is also its heading", () => {
    const problems = problemsAfter("data/consortium", "content/data/consortium.yaml", (file) => {
      file.deleteIn(["tabs", "impact"]);
    });
    expect(problems).toEqual(["content/data/consortium.yaml: tabs.impact: is required"]);
  });

  it("refuse a programme icon that is not one of the site's icons", () => {
    const problems = problemsAfter("data/consortium", "content/data/consortium.yaml", (file) => {
      file.setIn(["programmes", "community-voice", "icon"], "megaphones");
    });
    expect(problems).toEqual([
      expect.stringMatching(/^content\/data\/consortium\.yaml: programmes\.community-voice\.icon: Invalid option/),
    ]);
  });

  it("refuse a sixth data-flow stage, which the custody line of the diagram cannot frame", () => {
    const problems = problemsAfter("pages/data-stewardship", "content/pages/data-stewardship.yaml", (file) => {
      const stages = file.getIn(["dataFlow", "stages"]) as YAML.YAMLSeq;
      stages.add(stages.get(0));
    });
    expect(problems).toEqual(["content/pages/data-stewardship.yaml: dataFlow.stages: takes at most 5 items"]);
  });

  it("refuse a partner card without the link that makes it a way to partner", () => {
    const problems = problemsAfter("pages/consortium-about", "content/pages/consortium-about.yaml", (file) => {
      file.deleteIn(["partners", "items", 0, "action"]);
    });
    expect(problems).toEqual(["content/pages/consortium-about.yaml: partners.items[0].action: is required"]);
  });

  it("refuse a pathway whose anchor other pages could not link to, and a button to an unknown address", () => {
    const problems = problemsAfter("pages/get-involved", "content/pages/get-involved.yaml", (file) => {
      file.setIn(["pathways", "items", 1, "id"], "Partner with us");
      file.setIn(["pathways", "items", 3, "action", "to"], "email:research");
    });
    expect(problems).toEqual([
      "content/pages/get-involved.yaml: pathways.items[1].id: use lower-case letters, digits and single hyphens",
      expect.stringMatching(
        /^content\/pages\/get-involved\.yaml: pathways\.items\[3\]\.action\.to: "email:research" names no department address/,
      ),
    ]);
  });

  it("refuse a programme page naming a setting that does not exist", () => {
    const problems = problemsAfter("pages/data-literacy", "content/pages/data-literacy.yaml", (file) => {
      file.setIn(["overview", "facts", 0, "detail"], "{consortiumName}");
    });
    expect(problems).toEqual([
      expect.stringMatching(
        /^content\/pages\/data-literacy\.yaml: overview\.facts\[0\]\.detail: unknown token \{consortiumName\}/,
      ),
    ]);
  });
});
