/**
 * The component tests that share a worker (vitest.config.ts) replace nothing the next file would
 * inherit: each that does is named in componentTestsThatReplace, and runs on its own.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { componentTestsThatReplace, replacesShared } from "../../support/component-tests";

const root = path.resolve(import.meta.dirname, "../../..");

describe("the component tests' workers", () => {
  it("give each test that replaces a module, a global or the clock a worker of its own, and no other", () => {
    const replacing = readdirSync(path.join(root, "tests/unit"), { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".test.tsx"))
      .map((file) => path.join("tests/unit", file))
      .filter((file) => replacesShared.test(readFileSync(path.join(root, file), "utf8")))
      .sort();
    expect(replacing).toEqual([...componentTestsThatReplace].sort());
  });
});
