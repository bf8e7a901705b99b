/** A list with one item per id (app/content/schema/id-list.ts): an editor is told which id is repeated or missing. */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { text } from "~/content/schema/fields";
import { listOfEach } from "~/content/schema/id-list";

const diagram = listOfEach(z.object({ id: z.string(), label: text("Label") }), ["hub", "source", "sink"], "Nodes");

describe("list of each id", () => {
  it("accepts one item per id in any order", () => {
    const items = ["sink", "hub", "source"].map((id) => ({ id, label: id }));
    expect(diagram.safeParse(items).success).toBe(true);
  });

  it("names the repeated id at its item, and the missing one with the ids it needs", () => {
    const result = diagram.safeParse(["hub", "source", "hub"].map((id) => ({ id, label: id })));
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ code: "custom", path: [2, "id"], message: '"hub" is listed twice' }),
      expect.objectContaining({
        code: "custom",
        path: [],
        message: 'needs an item for "sink" (one for each of hub, source, sink)',
      }),
    ]);
  });

  it("names every missing id", () => {
    const result = diagram.safeParse(["hub", "hub", "hub"].map((id) => ({ id, label: id })));
    expect(result.error?.issues.at(-1)?.message).toBe(
      'needs an item for "source", "sink" (one for each of hub, source, sink)',
    );
  });
});
