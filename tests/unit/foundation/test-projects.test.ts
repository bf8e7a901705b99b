/**
 * The unit, build and component files share their workers (vitest.config.ts): each that replaces a
 * module runs on its own, and each of the others puts back what it replaces.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { mocksModules, putBack, testsThatMockModules } from "../../support/module-mocks";

const root = path.resolve(import.meta.dirname, "../../..");
const testFiles = ["tests/unit", "tests/build"].flatMap((folder) =>
  readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => path.join(folder, file)),
);
const source = (file: string) => readFileSync(path.join(root, file), "utf8");

describe("the workers the unit, build and component files share", () => {
  it("give each file that replaces a module a worker of its own, and no other", () => {
    expect(testFiles.filter((file) => mocksModules.test(source(file))).sort()).toEqual(
      [...testsThatMockModules].sort(),
    );
  });

  it("are left as found by every file that shares one: stubbed globals, settings and fake clocks put back", () => {
    const shared = testFiles.filter((file) => !testsThatMockModules.includes(file));
    const notPutBack = shared.flatMap((file) =>
      putBack
        .filter(({ replaces, restores }) => replaces.test(source(file)) && !restores.test(source(file)))
        .map(({ replaces }) => `${file}: ${replaces.source}`),
    );
    expect(notPutBack).toEqual([]);
  });
});
