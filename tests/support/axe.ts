import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

const wcag22aa = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/** Fails with the list of WCAG 2.2 A/AA violations axe-core finds on the page as it is now. */
export async function expectNoAxeViolations(page: Page, options: { include?: string } = {}) {
  let builder = new AxeBuilder({ page }).withTags(wcag22aa);
  if (options.include) builder = builder.include(options.include);
  const { violations } = await builder.analyze();
  const summary = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(" ")}: ${node.failureSummary?.split("\n").join(" ")}`)
        .join("\n"),
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}
