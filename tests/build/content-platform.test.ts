/**
 * The product's own pages as built (home, ecosystem, trust score, solutions, dynamic pricing,
 * prosperity intelligence, and their aliases): their copy, sections and links, read from
 * build/client. What only a browser shows (the hero's anchor bringing the metrics into view) is in
 * tests/e2e/content-platform.spec.ts.
 */
import { describe, expect, it } from "vitest";
import { isShown, named, textOf, withText } from "../support/built-dom";
import { builtFilePath, builtPage } from "../support/built-page";
import { content } from "../support/content";
import { pagePath, site } from "../support/built-site";

const home = content("pages/home");
const ecosystem = content("pages/ecosystem");
const platform = content("pages/platform");
const solutions = content("pages/solutions");
const dynamicPricing = content("pages/dynamic-pricing");
const prosperityIntelligence = content("pages/prosperity-intelligence");

/*
 * The page copy comes from the content files (content/pages/*.yaml), so rewording a heading
 * or a button there does not break these tests. What must stay word for word
 * (docs/product.md#guarded-strings: the headline, the stakeholder groups, metric and category
 * names, concepts and figures) stays literal on purpose, so that a content edit cannot
 * silently drop it.
 */

const banner = (page: Document) => page.querySelector('[data-slot="page-banner"]');

/** A section found by its `<h2>`, so a test names the section the way a visitor would. */
const sectionTitled = (page: Document, title: string) =>
  [...page.querySelectorAll("section")].find((section) => textOf(section.querySelector("h2")) === title);

/**
 * The address of the link named `name` in `scope`: the whole name with `exact`, else a link whose
 * name contains it (beside an icon's text); undefined when there is no such link.
 */
const hrefOf = (scope: ParentNode | null | undefined, name: string, options?: { exact?: boolean }) =>
  scope ? named(scope, "a[href]", name, options)?.getAttribute("href") : undefined;

const headingTexts = (scope: ParentNode | null | undefined, level: number) =>
  scope ? [...scope.querySelectorAll(`h${level}`)].map(textOf) : [];

/** The dynamic-pricing results (docs/product.md#illustrative-figures) as text, labelled illustrative. */
function expectPricingResults(scope: Element | null | undefined, where: string) {
  const chart = scope?.querySelector('[data-testid="pricing-results"]');
  expect(chart, `the pricing results in ${where}`).toBeTruthy();
  // Guarded labels and figures: literal on purpose.
  expect(textOf(chart), `the pricing results in ${where} are labelled illustrative`).toContain("Illustrative");
  for (const [id, label, figure] of [
    ["vacancy", "Vacancy", "-40%"],
    ["retention", "Retention", "+60%"],
    ["revenue", "Revenue uplift", "+22%"],
    ["reputation", "Reputation", "+18%"],
  ]) {
    const row = textOf(chart!.querySelector(`[data-result="${id}"]`));
    expect(row, `the ${id} result in ${where}`).toContain(label);
    expect(row, `the ${id} result in ${where}`).toContain(figure);
  }
}

/** The info address as a mail link and the product website as a safe outside link. */
function expectProductContacts(page: Document, where: string) {
  const main = page.querySelector("main")!;
  expect(isShown(main.querySelector(`a[href="mailto:${site.emails.info}"]`)), `${where}: the info mail link`).toBe(true);
  const website = main.querySelector(`a[href="${site.urls.productWebsite}"]`);
  expect(website, `${where}: a link to the product website`).not.toBeNull();
  expect(website!.getAttribute("target"), `${where}: the product website opens in a new tab`).toBe("_blank");
  expect(website!.getAttribute("rel"), `${where}: the product website gets no handle on ours`).toBe(
    "noopener noreferrer",
  );
}

/** A diagram (a figure or an island's test hook) shown in the HTML of `scope`. */
const hasDiagram = (scope: Element | null | undefined) => isShown(scope?.querySelector("figure, [data-testid]"));

describe("home page", () => {
  const page = builtPage(pagePath("home"));

  it("hero: the headline with buttons to schedule a demo and to contact", () => {
    // A guarded string (docs/product.md#guarded-strings): kept literal so a content edit cannot silently change it.
    expect(headingTexts(page, 1), "the headline").toEqual(["Quantify Trust. Power Regenerative Prosperity."]);
    const [demo, contact] = home.banner.actions;
    expect(hrefOf(banner(page), demo.label, { exact: true }), "the demo button").toBe(pagePath("schedule-demo"));
    expect(hrefOf(banner(page), contact.label, { exact: true }), "the contact button").toBe(pagePath("contact"));
  });

  it("the three process steps name contributors, the product and subscribers", () => {
    const flow = sectionTitled(page, home.valueFlow.title);
    const steps = [...(flow?.querySelectorAll("li") ?? [])].map(textOf);
    expect(steps, "three steps").toHaveLength(3);
    // The three process steps, in their guarded words.
    expect(steps[0], "the first step").toContain("Contributors");
    expect(steps[0], "the first step").toContain("privacy-first channels");
    expect(steps[1], "the second step").toContain("prosperity intelligence");
    expect(steps[2], "the third step").toContain("Subscribers");
    expect(steps[2], "the third step").toContain("Use the insights");
  });

  it("the hidden-liability section offers the ethical debt assessment and the white paper", () => {
    const section = sectionTitled(page, home.ethicalDebt.title);
    // Guarded terms.
    expect(textOf(section), "the section's copy").toContain("ethical debt");
    expect(textOf(section), "the section's copy").toContain("confidential Ethical Debt Assessment");
    const [assessment, whitePaper] = home.ethicalDebt.actions;
    expect(hrefOf(section, assessment.label), "the assessment button").toBe(pagePath("contact"));
    expect(hrefOf(section, whitePaper.label, { exact: true }), "the white-paper button").toBe(pagePath("white-paper"));
  });

  it("the three-step section shows Validate & Verify, Generate Insights, Ensure Integrity and a button to the platform", () => {
    const section = page.querySelector("#three-steps");
    // The spec names the three steps: literal on purpose.
    expect(headingTexts(section, 3), "the three steps").toEqual([
      "Validate & Verify",
      "Generate Insights",
      "Ensure Integrity",
    ]);
    expect(hrefOf(section, home.stepsAction.label), "the platform button").toBe(pagePath("platform"));
  });

  it("the ecosystem and data-flow diagrams each sit in a titled section with an introduction", () => {
    const ecosystemSection = page.querySelector("#ecosystem");
    expect(headingTexts(ecosystemSection, 2), "the ecosystem section's title").toEqual([home.stakeholdersSection.title]);
    expect(textOf(ecosystemSection), "the ecosystem section's introduction").toContain(home.stakeholdersSection.intro!);
    expect(hasDiagram(ecosystemSection), "the ecosystem diagram").toBe(true);
    const dataFlow = page.querySelector("#data-flow");
    expect(headingTexts(dataFlow, 2), "the data-flow section's title").toEqual([home.dataFlowSection.title]);
    expect(hasDiagram(dataFlow), "the data-flow diagram").toBe(true);
  });

  it("closing call to action: buttons to schedule a demo and the white paper, with the product's contacts", () => {
    const closing = sectionTitled(page, home.closing.title);
    const [demo, whitePaper] = home.closing.actions;
    expect(hrefOf(closing, demo.label, { exact: true }), "the closing demo button").toBe(pagePath("schedule-demo"));
    expect(hrefOf(closing, whitePaper.label, { exact: true }), "the closing white-paper button").toBe(
      pagePath("white-paper"),
    );
    expectProductContacts(page, "home");
  });
});

describe("ecosystem overview page", () => {
  const page = builtPage(pagePath("ecosystem"));

  it("has all eight sections in order", () => {
    expect(headingTexts(page, 1), "the banner's heading").toEqual([ecosystem.banner.title]);
    expect(headingTexts(page.querySelector("main"), 2), "the sections' titles").toEqual(
      [
        ecosystem.networkSection,
        ecosystem.perceptionSection,
        ecosystem.dualEntitySection,
        ecosystem.subscribersSection,
        ecosystem.pointsSection,
        ecosystem.missionVision,
        ecosystem.partnerNetwork,
        ecosystem.nextStepsSection,
      ].map((section) => section.title),
    );
  });

  it("the network section holds the diagram and the three stakeholder groups", () => {
    const network = page.querySelector("#network");
    // The guarded names of the stakeholder groups.
    for (const group of ["Contributors", "Subscribers", "Support"]) {
      expect(isShown(named(network!, "h3", group, { exact: true })), `the ${group} group`).toBe(true);
    }
    expect(hasDiagram(network), "the network diagram").toBe(true);
  });

  it("the dual-entity model states what each organisation does with data", () => {
    const model = textOf(page.querySelector("#dual-entity-model"));
    expect(model, "the consortium's name").toContain(site.consortiumName);
    expect(model, "the corporation's name").toContain(site.corporationName);
    // What each organisation does, in its guarded words.
    for (const words of [
      "501(c)(3)",
      "Manages accounts, privacy and consent",
      "Guards raw identifiable data, including individually controlled data",
      "Produces privacy-preserving synthetic data tagged with consortium unique identifiers",
      "quantified prosperity insights",
      ...ecosystem.dualEntity.consortium.duties,
      ...ecosystem.dualEntity.corporation.duties,
    ]) {
      expect(model, `the model says "${words}"`).toContain(words);
    }
  });

  it("the P-Points explainer covers both tiers and the defences against gaming", () => {
    const points = page.querySelector("#p-points");
    for (const tier of ecosystem.pointsTiers) expect(textOf(points), `the tier ${tier.label}`).toContain(tier.label!);
    expect(textOf(points), "the explainer's copy").toContain("incentive units"); // a guarded term
    expect(isShown(named(points!, "h1, h2, h3, h4, h5, h6", ecosystem.pointsDefences.title)), "the defences").toBe(true);
    expect(hrefOf(points, ecosystem.pointsDefences.action.label, { exact: true }), "the P-Points link").toBe(
      pagePath("prosperity-points"),
    );
  });

  it("the partner network graphic is static HTML: eight partners around one hub, spokes hidden from assistive technology", () => {
    const graphic = page.querySelector("#partner-network figure");
    const items = [...(graphic?.querySelectorAll("li") ?? [])].filter(isShown);
    expect(items, "the hub and eight partners").toHaveLength(9);
    expect(textOf(items[0]), "the hub comes first").toContain(ecosystem.partnerNetwork.hub.title);
    const svgHidden = [...graphic!.querySelectorAll("svg")].map((svg) => svg.getAttribute("aria-hidden"));
    expect(svgHidden.length, "the spokes are drawn").toBeGreaterThan(0);
    expect(svgHidden, "every spoke hidden from assistive technology").toEqual(svgHidden.map(() => "true"));
    expect(textOf(graphic!.querySelector("figcaption")), "the graphic's caption").toContain("partner network");
  });

  it("four call-to-action cards lead to the platform, the consortium, get-involved and contact", () => {
    const cards = [...page.querySelectorAll("#next-steps li")];
    expect(cards, "four cards").toHaveLength(4);
    const hrefs = cards.flatMap((card) => [...card.querySelectorAll("a[href]")].map((link) => link.getAttribute("href")!));
    expect(hrefs, "the cards' pages").toEqual([
      pagePath("platform"),
      pagePath("consortium-mission"),
      pagePath("get-involved"),
      pagePath("contact"),
    ]);
    for (const href of hrefs) expect(builtFilePath(href), `the built page ${href}`).toBeDefined();
    expectProductContacts(page, "ecosystem");
  });

  it("the /about alias shows the same page and names the canonical URL", () => {
    const alias = builtPage("/about");
    expect(headingTexts(alias, 1), "the alias's heading").toEqual([ecosystem.banner.title]);
    expect(alias.querySelector('link[rel="canonical"]')?.getAttribute("href"), "the canonical URL").toMatch(
      new RegExp(`${pagePath("ecosystem")}$`),
    );
  });
});

describe("trust-score landing page", () => {
  const page = builtPage(pagePath("platform"));

  it("hero: an in-page link to the metrics section #qpi and a link to insights", () => {
    expect(page.querySelectorAll("#qpi"), "one metrics section #qpi").toHaveLength(1);
    expect(hrefOf(banner(page), platform.banner.jump.label), "the hero's jump link").toBe("#qpi");
    expect(hrefOf(banner(page), platform.banner.insights.label, { exact: true }), "the hero's insights link").toBe(
      pagePath("insights"),
    );
  });

  it("the metrics section names the four headline metrics, MHEM included", () => {
    const metrics = page.querySelector("#qpi")!;
    // The guarded names of the four headline metrics.
    for (const name of [
      "Market Prosperity Quotient",
      "Community Prosperity Index",
      "Human Experience Metric (MHEM)",
      "Ethical Resilience Index",
    ]) {
      expect(textOf(metrics), `the metric ${name}`).toContain(name);
    }
  });

  it("dynamic-pricing results: four illustrative figures and a link to contact", () => {
    const section = page.querySelector("#dynamic-pricing-results");
    expectPricingResults(section, "the trust-score page");
    expect(hrefOf(section, platform.pricingResultsCopy.actions[0].label), "the contact link").toBe(pagePath("contact"));
  });

  it("the particle visualisation sits in a titled section that names the four categories", () => {
    const section = page.querySelector("#trust-signals");
    expect(headingTexts(section, 2), "the section's title").toEqual([platform.signalsSection.title]);
    // The guarded names of the four categories.
    for (const category of ["Environmental", "Social", "Ethical", "Economic"]) {
      expect(isShown(named(section!, "h3", category, { exact: true })), `the category ${category}`).toBe(true);
    }
    expectProductContacts(page, "trust score");
  });
});

describe("solutions page", () => {
  it("has the #core-solutions section, reached from the hero, and links to each solution", () => {
    const page = builtPage(pagePath("solutions"));
    expect(page.querySelectorAll("#core-solutions"), "one section #core-solutions").toHaveLength(1);
    expect(hrefOf(banner(page), solutions.banner.jump.label), "the hero's jump link").toBe("#core-solutions");
    const core = page.querySelector("#core-solutions")!;
    expect(core.querySelectorAll("h3"), "six solutions").toHaveLength(6);
    const hrefs = [...core.querySelectorAll("a[href]")].map((link) => link.getAttribute("href"));
    for (const id of [
      "platform",
      "dynamic-pricing",
      "prosperity-intelligence",
      "prosperity-points",
      "how-it-works",
      "contact",
    ] as const) {
      expect(hrefs, `a link to ${id}`).toContain(pagePath(id));
    }
    expectPricingResults(page.querySelector("main"), "the solutions page");
    expectProductContacts(page, "solutions");
  });

  it("the /platform/solutions alias shows the same page", () => {
    const alias = builtPage("/platform/solutions");
    expect(headingTexts(alias, 1), "the alias's heading").toEqual([solutions.banner.title]);
    expect(alias.querySelectorAll("#core-solutions"), "the alias's #core-solutions").toHaveLength(1);
  });
});

describe("dynamic pricing page", () => {
  const page = builtPage(pagePath("dynamic-pricing"));

  it("shows the results bars and the rental-housing example, labelled illustrative", () => {
    const example = page.querySelector("#rental-housing-example")!;
    expect(headingTexts(example, 2), "the example's title").toEqual([dynamicPricing.exampleCopy.title]);
    expectPricingResults(example, "the rental-housing example");
    // The rental-housing example's guarded figures: literal on purpose.
    for (const figure of [
      "vacancy falls by 40%",
      "tenant retention rises by 60%",
      "Gross rental revenue grows by 25%",
      "Community satisfaction rises by 80%",
      "reputation by 18%",
    ]) {
      expect(textOf(example), `the example says "${figure}"`).toContain(figure);
    }
    expect(withText(example, "+80%").filter(isShown), "the +80% figure").toHaveLength(1);
    const satisfaction = dynamicPricing.exampleExtraStats.find((stat) => stat.value === "+80%");
    expect(textOf(example), "the +80% figure's label").toContain(satisfaction!.label);
  });

  it("shows the 30% sales uplift from adjusting payment options, labelled illustrative", () => {
    const section = textOf(page.querySelector("#payment-options"));
    expect(section, "the payment-options figure").toContain("+30%"); // a guarded figure
    expect(section, "the figure's label").toContain(dynamicPricing.paymentOptions.stat.label);
  });

  it("leads to contact and explains P-Points", () => {
    const [discuss, points] = dynamicPricing.banner.actions;
    expect(hrefOf(banner(page), discuss.label), "the hero's contact link").toBe(pagePath("contact"));
    expect(hrefOf(banner(page), points.label, { exact: true }), "the hero's P-Points link").toBe(
      pagePath("prosperity-points"),
    );
    expect(textOf(page.querySelector("#how-dynamic-pricing-works")), "the explainer").toContain(
      "two-tier points architecture", // a guarded term
    );
    expectProductContacts(page, "dynamic pricing");
  });
});

describe("quantitative prosperity intelligence page", () => {
  it("explains the measurement standard, the fairness metric, validation, the knowledge graph and audit trails", () => {
    const page = builtPage(pagePath("prosperity-intelligence"));
    expect(headingTexts(page, 1), "the banner's heading").toEqual([prosperityIntelligence.banner.title]);
    // Guarded categories and concepts.
    expect(headingTexts(page.querySelector("#measurement-standard"), 3), "the four categories").toEqual([
      "Environmental",
      "Social",
      "Ethical",
      "Economic",
    ]);
    for (const [id, concept] of [
      ["quantitative-ethical-dimension", "fairness metric"],
      ["validation-engine", "multi-dimensional validation engine"],
      ["knowledge-graph", "continuous-learning feedback loop"],
      ["audit-trails", "Blockchain audit trails"],
    ]) {
      expect(textOf(page.querySelector(`#${id}`)), `#${id} names the ${concept}`).toContain(concept);
    }
    expect(hrefOf(banner(page), prosperityIntelligence.banner.actions[0].label), "the hero's metrics link").toBe(
      `${pagePath("platform")}#qpi`,
    );
    expectProductContacts(page, "prosperity intelligence");
  });

  it("the /platform/esee-intelligence alias shows the same page", () => {
    expect(headingTexts(builtPage("/platform/esee-intelligence"), 1), "the alias's heading").toEqual([
      prosperityIntelligence.banner.title,
    ]);
  });
});
