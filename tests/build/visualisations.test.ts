/**
 * The visualisations are complete in the pre-rendered HTML (docs/product.md#visualisations): a
 * visitor without script, and a search engine, read every group, stage, metric and hint.
 */
import { expect, it } from "vitest";
import { builtFile } from "../support/built-page";
import { pagePath } from "../support/built-site";

const expectations: [Parameters<typeof pagePath>[0], string[]][] = [
  ["home", ["Contributors", "Philanthropists", "Data infrastructure partners", "Data Ingress", "Continuous-learning feedback loop"]],
  ["ecosystem", ["Market Data", "Stakeholder Voice", "Consented feedback from customers", "Ingesting", "94.2", "89.3"]],
  [
    "platform",
    ["Market Prosperity Quotient", "capacity to absorb ethical shocks", "Use case", "Click to unify the four dimensions"],
  ],
  ["impact", ["Click to see individual voices become collective insight", "Each particle is one individual voice."]],
];

it.each(expectations)("%s carries its diagrams' full text before any script runs", (id, texts) => {
  const html = builtFile(pagePath(id)).toString("utf8");
  for (const text of texts) expect(html, `${id} carries "${text}"`).toContain(text);
});
