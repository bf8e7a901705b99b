import { describe, expect, it } from "vitest";
import { parseSiteConfig } from "~/config/site-schema";
import type { ContentKey } from "~/content/collections";
import { contentCopy } from "../../support/content-fixture";

const copy = contentCopy(["content/team", "content/pages", "content/site"]);
const { problemsAfter } = copy;

describe("the company pages' and the site-wide content files", () => {
  it("are valid as they stand", () => {
    const keys: ContentKey[] = [
      "team",
      "pages/team",
      "pages/company",
      "pages/contact",
      "pages/schedule-demo",
      "site/navigation",
      "site/page-meta",
      "site/site",
    ];
    for (const key of keys) {
      expect(copy.problems(key), key).toEqual([]);
    }
  });

  it("refuse a team page that names someone not in the team, or shows a person twice", () => {
    const problems = problemsAfter("pages/team", "content/pages/team.yaml", (file) => {
      file.setIn(["advisors", 0], "ada-lovelace");
      file.setIn(["advisors", 2], "amara-ndiaye-castell");
    });
    expect(problems).toEqual([
      'content/pages/team.yaml: advisors[0]: "ada-lovelace" is not in team (content/team/)',
      'content/pages/team.yaml: advisors[2]: "amara-ndiaye-castell" is already shown above',
    ]);
  });

  it("refuse a team member's photo without alternative text, or outside the team's picture folder", () => {
    const problems = problemsAfter("team", "content/team/ingrid-solvang.yaml", (file) => {
      file.set("photo", { image: "content/pictures/team/ingrid-solvang/photo.jpg" });
    });
    expect(problems).toEqual([
      "content/team/ingrid-solvang.yaml: photo.alt: is required: say what the picture shows, or write decorative: true for a picture that adds nothing to the page",
    ]);
    const elsewhere = problemsAfter("team", "content/team/ingrid-solvang.yaml", (file) => {
      file.set("photo", { image: "public/images/ingrid-solvang.jpg", alt: "Ingrid Solvang" });
    });
    expect(elsewhere).toEqual([
      "content/team/ingrid-solvang.yaml: photo.image: must be a picture file in content/pictures/team/ (.jpg, .jpeg, .png, .webp, .avif, .gif, .tif, .tiff)",
    ]);
  });

  it("refuse page metadata that leaves a page of the route table out", () => {
    const problems = problemsAfter("site/page-meta", "content/site/page-meta.yaml", (file) => file.delete("terms"));
    expect(problems).toEqual(["content/site/page-meta.yaml: terms: is required"]);
  });

  it("refuse a header section naming a page that does not exist, and a link to nowhere", () => {
    const problems = problemsAfter("site/navigation", "content/site/navigation.yaml", (file) => {
      file.setIn(["headerLinks", 3, "section", 1], "teams");
      file.setIn(["headerCta", "to"], "page:demo");
    });
    expect(problems).toContainEqual(
      expect.stringMatching(/^content\/site\/navigation\.yaml: headerLinks\[3\]\.section\[1\]: Invalid option/),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(/^content\/site\/navigation\.yaml: headerCta\.to: "page:demo" names no page/),
    );
  });

  it("give a department's address from the site configuration, and refuse a department that does not exist", () => {
    const site = parseSiteConfig({ SALES_EMAIL: "sales@example.org" });
    const loaded = copy.load("pages/schedule-demo", site);
    expect((loaded.data as { questions: { email: string } }).questions.email).toBe("sales@example.org");
    const problems = problemsAfter("pages/contact", "content/pages/contact.yaml", (file) => {
      file.setIn(["contactOptions", 0, "email"], "press");
    });
    expect(problems).toEqual([
      expect.stringMatching(/^content\/pages\/contact\.yaml: contactOptions\[0\]\.email: Invalid option/),
    ]);
  });
});
