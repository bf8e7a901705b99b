import { describe, expect, it } from "vitest";
import { hubPhaseIntervalMs, nextHubPhaseIndex } from "~/visualisations/ecosystem-network/hub-cycle";
import { ecosystemSourceNodes, hubPhases, metricChips } from "~/visualisations/ecosystem-network/network";
import { categoryColourTokens } from "~/visualisations/shared/category-order";
import { toggleStakeholder, type StakeholderSelection } from "~/visualisations/stakeholder-diagram/selection";
import { content } from "../../support/content";

describe("hub phase cycle", () => {
  it("cycles Ingesting, Analyzing, Correlating, Scoring and back, every 2 s", () => {
    let index = 0;
    const seen = [hubPhases[index]];
    for (let tick = 0; tick < 8; tick++) {
      index = nextHubPhaseIndex(index, hubPhases.length);
      seen.push(hubPhases[index]);
    }
    expect(seen).toEqual([
      "Ingesting",
      "Analyzing",
      "Correlating",
      "Scoring",
      "Ingesting",
      "Analyzing",
      "Correlating",
      "Scoring",
      "Ingesting",
    ]);
    expect(hubPhaseIntervalMs).toBe(2000);
  });
});

describe("ecosystem content", () => {
  it("has the six source nodes inside the 800x384 space, coloured by category", () => {
    expect(ecosystemSourceNodes.map((node) => node.label)).toEqual([
      "Market Data",
      "Community Metrics",
      "Governance Data",
      "ESG Indicators",
      "Financial Flows",
      "Stakeholder Voice",
    ]);
    for (const node of ecosystemSourceNodes) {
      expect(node.x).toBeGreaterThan(0);
      expect(node.x).toBeLessThan(800);
      expect(node.y).toBeGreaterThan(0);
      expect(node.y).toBeLessThan(384);
      expect(node.colour).toBe(categoryColourTokens[node.category]);
      expect(node.description.length).toBeGreaterThan(20);
    }
    expect(new Set(ecosystemSourceNodes.map((node) => node.category))).toEqual(
      new Set(["economic", "social", "ethical", "environmental"]),
    );
  });

  it("has the four metric chips with the illustrative sample values", () => {
    expect(metricChips.map((chip) => [chip.id, chip.value])).toEqual([
      ["mpq", 94.2],
      ["cpi", 87.6],
      ["hxm", 91.8],
      ["eri", 89.3],
    ]);
  });
});

describe("stakeholder selection", () => {
  it("selects a group, switches to another, and deselects the selected one", () => {
    let selection: StakeholderSelection = null;
    selection = toggleStakeholder(selection, "contributors");
    expect(selection).toBe("contributors");
    selection = toggleStakeholder(selection, "support");
    expect(selection).toBe("support");
    selection = toggleStakeholder(selection, "support");
    expect(selection).toBeNull();
  });

  it("shows the three stakeholder groups with their members", () => {
    expect(content("data/stakeholder-groups").groups.map((group) => [group.id, group.members])).toEqual([
      ["contributors", ["Communities", "Investors", "Philanthropists"]],
      ["subscribers", ["Businesses"]],
      ["support", ["Researchers", "Data infrastructure partners"]],
    ]);
  });
});
