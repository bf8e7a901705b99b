import path from "node:path";
import prettier from "prettier";
import { describe, expect, it } from "vitest";
import { tidySavedYaml } from "~/content/editor/tidy-saved-file.server";

const file = path.resolve(import.meta.dirname, "../../../content/pages/example.yaml");

describe("a file the editor saved", () => {
  it("gets its long texts back on one line and loses the empty choices the editor writes", async () => {
    const saved = [
      "closing:",
      "  title: Help architect the economy of tomorrow",
      "  text: >-",
      "    Read the research behind the vision, join the consortium that protects the",
      "    people behind the data, or tell us how you would like to take part.",
      "  actions:",
      "    - label: Read the White Paper",
      "      to: page:white-paper",
      '      variant: ""',
      "",
    ].join("\n");
    const tidy = await tidySavedYaml(saved, file);
    expect(tidy).toBe(
      [
        "closing:",
        "  title: Help architect the economy of tomorrow",
        "  text: Read the research behind the vision, join the consortium that protects the people behind the data, or tell us how you would like to take part.",
        "  actions:",
        "    - label: Read the White Paper",
        "      to: page:white-paper",
        "",
      ].join("\n"),
    );
    await expect(prettier.check(tidy, { filepath: file })).resolves.toBe(true);
  });

  it("keeps texts that need quotes quoted", async () => {
    const tidy = await tidySavedYaml('subject: "Who holds the data: {consortium}"\n', file);
    expect(tidy).toBe('subject: "Who holds the data: {consortium}"\n');
  });
});
