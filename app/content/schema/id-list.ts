import type { z } from "zod";
import { list } from "./fields.ts";

/**
 * A list holding one item for each of `ids`, in any order: for content that code draws by id
 * (a diagram's positions and icons), so an editor can reword and reorder the items but cannot
 * leave one out, repeat one or add one the drawing has no place for.
 */
export function listOfEach<Item extends z.ZodType<{ id: string }>>(
  item: Item,
  ids: readonly [string, ...string[]],
  label: string,
  options: { description?: string; itemLabel?: string } = {},
) {
  return list(item, label, { ...options, min: ids.length, max: ids.length }).check((payload) => {
    const seen = new Set<string>();
    payload.value.forEach(({ id }, index) => {
      if (seen.has(id)) {
        payload.issues.push({ code: "custom", input: id, path: [index, "id"], message: `"${id}" is listed twice` });
      }
      seen.add(id);
    });
    const missing = ids.filter((id) => !seen.has(id));
    if (missing.length) {
      payload.issues.push({
        code: "custom",
        input: payload.value,
        message: `needs an item for ${missing.map((id) => `"${id}"`).join(", ")} (one for each of ${ids.join(", ")})`,
      });
    }
  });
}
