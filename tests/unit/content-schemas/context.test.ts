/**
 * The content context (app/content/schema/context.ts): schemas that resolve links and names read
 * it, so it holds only while a file is parsed, and a parse inside another gives the outer one back.
 */
import { describe, expect, it } from "vitest";
import { parseSiteConfig } from "~/config/site-schema";
import { contentContext, createContentContext, withContentContext } from "~/content/schema/context";

const outsideRefusal = "Content schemas parse only inside withContentContext()";

describe("content context", () => {
  it("holds only while a parse runs, and a parse inside another gives the outer context back", () => {
    const outer = createContentContext(parseSiteConfig({}), { articles: ["outer"] });
    const inner = createContentContext(parseSiteConfig({ PRODUCT_NAME: "Equa" }), { articles: ["inner"] });
    expect(contentContext).toThrow(outsideRefusal);
    withContentContext(outer, () => {
      expect(withContentContext(inner, contentContext)).toBe(inner);
      expect(contentContext()).toBe(outer);
    });
    expect(contentContext).toThrow(outsideRefusal);
  });

  it("is given back when the parse fails", () => {
    const context = createContentContext(parseSiteConfig({}));
    expect(() =>
      withContentContext(context, () => {
        throw new Error("a schema failed");
      }),
    ).toThrow("a schema failed");
    expect(contentContext).toThrow(outsideRefusal);
  });
});
