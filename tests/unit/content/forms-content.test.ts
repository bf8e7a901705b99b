import { execFileSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type YAML from "yaml";
import type { ContentKey } from "~/content/collections";
import { contentCopy } from "../../support/content-fixture";

const repository = path.resolve(import.meta.dirname, "../../..");
const copy = contentCopy(["content/forms"]);

/** The problems of `key` after `change` has edited its file. */
const problemsAfter = (key: ContentKey, change: (document: YAML.Document) => void) =>
  copy.problemsAfter(key, `content/${key}.yaml`, change);

describe("the forms' content files (content/forms/)", () => {
  it("refuse a text that drops the %placeholder% the code fills in, or names one it does not", () => {
    const problems = problemsAfter("forms/common", (file) => {
      file.setIn(["errorSummary", "several"], "Please correct the highlighted fields.");
      file.set("confirm", 'Press "%button%" once more, %name%.');
    });
    expect(problems).toEqual([
      "content/forms/common.yaml: errorSummary.several: must contain %count% (the number of fields to correct)",
      "content/forms/common.yaml: confirm: %name% is not filled in here (this text takes %button%)",
    ]);
  });

  it("refuse a list of choices that misses a value the code posts, or names one twice", () => {
    const problems = problemsAfter("forms/demo-request", (file) => {
      file.setIn(["fields", "role", "options", 1, "value"], "ceo");
    });
    expect(problems).toEqual([
      expect.stringMatching(
        /^content\/forms\/demo-request\.yaml: fields\.role\.options: must list each of ceo, cto, .* exactly once \(check ceo, cto\)$/,
      ),
    ]);
  });

  it("refuse a value the code does not know", () => {
    const problems = problemsAfter("forms/contact", (file) => {
      file.setIn(["fields", "inquiryType", "options", 0, "value"], "sales");
    });
    expect(problems[0]).toMatch(
      /^content\/forms\/contact\.yaml: fields\.inquiryType\.options\[0\]\.value: Invalid option/,
    );
  });
});

describe("~content imports outside Vite", () => {
  it("give a Node process started through loadSiteConfig the same checked content as the build", () => {
    const script = [
      'import { loadSiteConfig } from "./app/config/load-site-config.server.ts";',
      "loadSiteConfig();",
      'const { formCopy, confirmMessage } = await import("./app/forms/form-copy.ts");',
      "console.log(JSON.stringify([formCopy['demo-request'].success, confirmMessage('contact')]));",
      'await import("~content/no/such-entry").catch((error) => console.log(error.message));',
    ].join("\n");
    const output = execFileSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
      cwd: repository,
      env: { ...process.env, PRODUCT_NAME: "Testproduct" },
      encoding: "utf8",
    });
    const [texts, failure] = output.trim().split("\n");
    expect(JSON.parse(texts)).toEqual([
      "We'll contact you within 24 hours to schedule your personalized Testproduct demo.",
      'Please check your details and press "Send Message" once more to send them. This extra step keeps automated spam out.',
    ]);
    expect(failure).toBe("~content/no/such-entry: no such content (see app/content/collections.ts)");
  });
});
