import { type Locator, type Page } from "@playwright/test";
import { expect, test } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";
import { pagePath, site } from "../support/site";
import { content } from "../support/content";
import type { PageId } from "~/route-table";

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

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** Matches a link whose accessible name contains the label (e.g. beside an icon's text). */
const containing = (label: string) => new RegExp(escapeRegExp(label));

const ownPages: PageId[] = ["home", "ecosystem", "platform", "solutions", "dynamic-pricing", "prosperity-intelligence"];

const banner = (page: Page) => page.locator('[data-slot="page-banner"]');

/** A section found by its `<h2>`, so a test names the section the way a visitor would. */
const sectionTitled = (page: Page, title: string | RegExp) =>
  page.locator("section").filter({ has: page.getByRole("heading", { level: 2, name: title }) });

async function expectLink(scope: Locator, name: string | RegExp, href: string) {
  await expect(scope.getByRole("link", { name, exact: typeof name === "string" })).toHaveAttribute("href", href);
}

/** The dynamic-pricing results (docs/product.md#illustrative-figures) as text, labelled illustrative. */
async function expectPricingResults(scope: Locator) {
  const chart = scope.getByTestId("pricing-results");
  // Guarded labels and figures: literal on purpose.
  await expect(chart).toContainText("Illustrative");
  for (const [id, label, figure] of [
    ["vacancy", "Vacancy", "-40%"],
    ["retention", "Retention", "+60%"],
    ["revenue", "Revenue uplift", "+22%"],
    ["reputation", "Reputation", "+18%"],
  ]) {
    const row = chart.locator(`[data-result="${id}"]`);
    await expect(row).toContainText(label);
    await expect(row).toContainText(figure);
  }
}

/** The info address as a mail link and the product website as a safe outside link. */
async function expectProductContacts(page: Page) {
  await expect(page.locator("main").locator(`a[href="mailto:${site.emails.info}"]`).first()).toBeVisible();
  const website = page.locator("main").locator(`a[href="${site.urls.productWebsite}"]`).first();
  await expect(website).toHaveAttribute("target", "_blank");
  await expect(website).toHaveAttribute("rel", "noopener noreferrer");
}

test.describe("home page", () => {
  test("hero: the headline with buttons to schedule a demo and to contact", async ({ page }) => {
    await page.goto(pagePath("home"));
    // A guarded string (docs/product.md#guarded-strings): kept literal so a content edit cannot silently change it.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Quantify Trust. Power Regenerative Prosperity.");
    const [demo, contact] = home.banner.actions;
    await expectLink(banner(page), demo.label, pagePath("schedule-demo"));
    await expectLink(banner(page), contact.label, pagePath("contact"));
  });

  test("the three process steps name contributors, the product and subscribers", async ({ page }) => {
    await page.goto(pagePath("home"));
    const flow = sectionTitled(page, home.valueFlow.title);
    const steps = flow.getByRole("listitem");
    await expect(steps).toHaveCount(3);
    // The three process steps, in their guarded words.
    await expect(steps.nth(0)).toContainText("Contributors");
    await expect(steps.nth(0)).toContainText("privacy-first channels");
    await expect(steps.nth(1)).toContainText("prosperity intelligence");
    await expect(steps.nth(2)).toContainText("Subscribers");
    await expect(steps.nth(2)).toContainText("Use the insights");
  });

  test("the hidden-liability section offers the ethical debt assessment and the white paper", async ({ page }) => {
    await page.goto(pagePath("home"));
    const section = sectionTitled(page, home.ethicalDebt.title);
    // Guarded terms.
    await expect(section).toContainText("ethical debt");
    await expect(section).toContainText("confidential Ethical Debt Assessment");
    const [assessment, whitePaper] = home.ethicalDebt.actions;
    await expectLink(section, containing(assessment.label), pagePath("contact"));
    await expectLink(section, whitePaper.label, pagePath("white-paper"));
  });

  test("the three-step section shows Validate & Verify, Generate Insights, Ensure Integrity and a button to the platform", async ({
    page,
  }) => {
    await page.goto(pagePath("home"));
    const section = page.locator("#three-steps");
    // The spec names the three steps: literal on purpose.
    await expect(section.getByRole("heading", { level: 3 })).toHaveText([
      "Validate & Verify",
      "Generate Insights",
      "Ensure Integrity",
    ]);
    await expectLink(section, containing(home.stepsAction.label), pagePath("platform"));
  });

  test("the ecosystem and data-flow diagrams each sit in a titled section with an introduction", async ({ page }) => {
    await page.goto(pagePath("home"));
    const ecosystem = page.locator("#ecosystem");
    await expect(ecosystem.getByRole("heading", { level: 2 })).toHaveText(home.stakeholdersSection.title);
    await expect(ecosystem).toContainText(home.stakeholdersSection.intro!);
    await expect(ecosystem.locator("figure, [data-testid]").first()).toBeVisible();
    const dataFlow = page.locator("#data-flow");
    await expect(dataFlow.getByRole("heading", { level: 2 })).toHaveText(home.dataFlowSection.title);
    await expect(dataFlow.locator("figure, [data-testid]").first()).toBeVisible();
  });

  test("closing call to action: buttons to schedule a demo and the white paper, with the product's contacts", async ({
    page,
  }) => {
    await page.goto(pagePath("home"));
    const closing = sectionTitled(page, home.closing.title);
    const [demo, whitePaper] = home.closing.actions;
    await expectLink(closing, demo.label, pagePath("schedule-demo"));
    await expectLink(closing, whitePaper.label, pagePath("white-paper"));
    await expectProductContacts(page);
  });
});

test.describe("ecosystem overview page", () => {
  test("has all eight sections in order", async ({ page }) => {
    await page.goto(pagePath("ecosystem"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ecosystem.banner.title);
    await expect(page.locator("main h2")).toHaveText(
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

  test("the network section holds the diagram and the three stakeholder groups", async ({ page }) => {
    await page.goto(pagePath("ecosystem"));
    const network = page.locator("#network");
    // The guarded names of the stakeholder groups.
    for (const group of ["Contributors", "Subscribers", "Support"]) {
      await expect(network.getByRole("heading", { level: 3, name: group, exact: true })).toBeVisible();
    }
    await expect(network.locator("figure, [data-testid]").first()).toBeVisible();
  });

  test("the dual-entity model states what each organisation does with data", async ({ page }) => {
    await page.goto(pagePath("ecosystem"));
    const model = page.locator("#dual-entity-model");
    await expect(model).toContainText(site.consortiumName);
    await expect(model).toContainText(site.corporationName);
    // What each organisation does, in its guarded words.
    await expect(model).toContainText("501(c)(3)");
    await expect(model).toContainText("Manages accounts, privacy and consent");
    await expect(model).toContainText("Guards raw identifiable data, including individually controlled data");
    await expect(model).toContainText(
      "Produces privacy-preserving synthetic data tagged with consortium unique identifiers",
    );
    await expect(model).toContainText("quantified prosperity insights");
    for (const duty of [...ecosystem.dualEntity.consortium.duties, ...ecosystem.dualEntity.corporation.duties]) {
      await expect(model).toContainText(duty);
    }
  });

  test("the P-Points explainer covers both tiers and the defences against gaming", async ({ page }) => {
    await page.goto(pagePath("ecosystem"));
    const points = page.locator("#p-points");
    for (const tier of ecosystem.pointsTiers) await expect(points).toContainText(tier.label!);
    await expect(points).toContainText("incentive units"); // a guarded term
    await expect(points.getByRole("heading", { name: ecosystem.pointsDefences.title })).toBeVisible();
    await expectLink(points, ecosystem.pointsDefences.action.label, pagePath("prosperity-points"));
  });

  test("the partner network graphic is static HTML: eight partners around one hub, spokes hidden from assistive technology", async ({
    page,
  }) => {
    await page.goto(pagePath("ecosystem"));
    const graphic = page.locator("#partner-network figure");
    await expect(graphic.getByRole("listitem")).toHaveCount(9);
    await expect(graphic.getByRole("listitem").first()).toContainText(ecosystem.partnerNetwork.hub.title);
    const svgHidden = await graphic
      .locator("svg")
      .evaluateAll((svgs) => svgs.map((svg) => svg.getAttribute("aria-hidden")));
    expect(svgHidden.length).toBeGreaterThan(0);
    expect(svgHidden.every((hidden) => hidden === "true")).toBe(true);
    await expect(graphic.locator("figcaption")).toContainText("partner network");
  });

  test("four call-to-action cards lead to the platform, the consortium, get-involved and contact", async ({ page }) => {
    await page.goto(pagePath("ecosystem"));
    const cards = page.locator("#next-steps").getByRole("listitem");
    await expect(cards).toHaveCount(4);
    const hrefs = await cards.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual([
      pagePath("platform"),
      pagePath("consortium-mission"),
      pagePath("get-involved"),
      pagePath("contact"),
    ]);
    await expectProductContacts(page);
  });

  test("the /about alias shows the same page and names the canonical URL", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ecosystem.banner.title);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new RegExp(`${pagePath("ecosystem")}$`),
    );
  });
});

test.describe("trust-score landing page", () => {
  test("hero: an in-page link to the metrics section #qpi and a link to insights", async ({ page }) => {
    await page.goto(pagePath("platform"));
    await expect(page.locator("#qpi")).toHaveCount(1);
    await expect(banner(page).getByRole("link", { name: platform.banner.jump.label })).toHaveAttribute("href", "#qpi");
    await expectLink(banner(page), platform.banner.insights.label, pagePath("insights"));
  });

  test("following the hero anchor brings the metrics section into view", async ({ page }) => {
    await page.goto(pagePath("platform"));
    await banner(page).getByRole("link", { name: platform.banner.jump.label }).click();
    await expect(page).toHaveURL(/#qpi$/);
    await expect(page.getByRole("heading", { level: 2, name: platform.metricsSection.title })).toBeInViewport();
  });

  test("the metrics section names the four headline metrics, MHEM included", async ({ page }) => {
    await page.goto(pagePath("platform"));
    const metrics = page.locator("#qpi");
    // The guarded names of the four headline metrics.
    for (const name of [
      "Market Prosperity Quotient",
      "Community Prosperity Index",
      "Human Experience Metric (MHEM)",
      "Ethical Resilience Index",
    ]) {
      await expect(metrics.getByText(name, { exact: false }).first()).toBeVisible();
    }
  });

  test("dynamic-pricing results: four illustrative figures and a link to contact", async ({ page }) => {
    await page.goto(pagePath("platform"));
    const section = page.locator("#dynamic-pricing-results");
    await expectPricingResults(section);
    await expectLink(section, containing(platform.pricingResultsCopy.actions[0].label), pagePath("contact"));
  });

  test("the particle visualisation sits in a titled section that names the four categories", async ({ page }) => {
    await page.goto(pagePath("platform"));
    const section = page.locator("#trust-signals");
    await expect(section.getByRole("heading", { level: 2 })).toHaveText(platform.signalsSection.title);
    // The guarded names of the four categories.
    for (const category of ["Environmental", "Social", "Ethical", "Economic"]) {
      await expect(section.getByRole("heading", { level: 3, name: category, exact: true })).toBeVisible();
    }
    await expectProductContacts(page);
  });
});

test.describe("solutions page", () => {
  test("has the #core-solutions section, reached from the hero, and links to each solution", async ({ page }) => {
    await page.goto(pagePath("solutions"));
    await expect(page.locator("#core-solutions")).toHaveCount(1);
    await expect(banner(page).getByRole("link", { name: solutions.banner.jump.label })).toHaveAttribute(
      "href",
      "#core-solutions",
    );
    const core = page.locator("#core-solutions");
    await expect(core.getByRole("heading", { level: 3 })).toHaveCount(6);
    const hrefs = await core.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    for (const id of [
      "platform",
      "dynamic-pricing",
      "prosperity-intelligence",
      "prosperity-points",
      "how-it-works",
      "contact",
    ] as const) {
      expect(hrefs).toContain(pagePath(id));
    }
    await expectPricingResults(page.locator("main"));
    await expectProductContacts(page);
  });

  test("the /platform/solutions alias shows the same page", async ({ page }) => {
    await page.goto("/platform/solutions");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(solutions.banner.title);
    await expect(page.locator("#core-solutions")).toHaveCount(1);
  });
});

test.describe("dynamic pricing page", () => {
  test("shows the results bars and the rental-housing example, labelled illustrative", async ({ page }) => {
    await page.goto(pagePath("dynamic-pricing"));
    const example = page.locator("#rental-housing-example");
    await expect(example.getByRole("heading", { level: 2 })).toHaveText(dynamicPricing.exampleCopy.title);
    await expectPricingResults(example);
    // The rental-housing example's guarded figures: literal on purpose.
    await expect(example).toContainText("vacancy falls by 40%");
    await expect(example).toContainText("tenant retention rises by 60%");
    await expect(example).toContainText("Gross rental revenue grows by 25%");
    await expect(example).toContainText("Community satisfaction rises by 80%");
    await expect(example).toContainText("reputation by 18%");
    await expect(example.getByText("+80%")).toBeVisible();
    const satisfaction = dynamicPricing.exampleExtraStats.find((stat) => stat.value === "+80%");
    await expect(example.getByText(satisfaction!.label)).toBeVisible();
  });

  test("shows the 30% sales uplift from adjusting payment options, labelled illustrative", async ({ page }) => {
    await page.goto(pagePath("dynamic-pricing"));
    const section = page.locator("#payment-options");
    await expect(section).toContainText("+30%"); // a guarded figure
    await expect(section).toContainText(dynamicPricing.paymentOptions.stat.label);
  });

  test("leads to contact and explains P-Points", async ({ page }) => {
    await page.goto(pagePath("dynamic-pricing"));
    const [discuss, points] = dynamicPricing.banner.actions;
    await expectLink(banner(page), containing(discuss.label), pagePath("contact"));
    await expectLink(banner(page), points.label, pagePath("prosperity-points"));
    await expect(page.locator("#how-dynamic-pricing-works")).toContainText("two-tier points architecture"); // a guarded term
    await expectProductContacts(page);
  });
});

test.describe("quantitative prosperity intelligence page", () => {
  test("explains the measurement standard, the fairness metric, validation, the knowledge graph and audit trails", async ({
    page,
  }) => {
    await page.goto(pagePath("prosperity-intelligence"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(prosperityIntelligence.banner.title);
    // Guarded categories and concepts.
    await expect(page.locator("#measurement-standard h3")).toHaveText([
      "Environmental",
      "Social",
      "Ethical",
      "Economic",
    ]);
    await expect(page.locator("#quantitative-ethical-dimension")).toContainText("fairness metric");
    await expect(page.locator("#validation-engine")).toContainText("multi-dimensional validation engine");
    await expect(page.locator("#knowledge-graph")).toContainText("continuous-learning feedback loop");
    await expect(page.locator("#audit-trails")).toContainText("Blockchain audit trails");
    await expectLink(
      banner(page),
      containing(prosperityIntelligence.banner.actions[0].label),
      `${pagePath("platform")}#qpi`,
    );
    await expectProductContacts(page);
  });

  test("the /platform/esee-intelligence alias shows the same page", async ({ page }) => {
    await page.goto("/platform/esee-intelligence");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(prosperityIntelligence.banner.title);
  });
});

test.describe("platform content pages: links and accessibility", () => {
  for (const id of ownPages) {
    test(`${id}: every internal link resolves to a page and every in-page anchor to an element`, async ({
      page,
      request,
    }) => {
      await page.goto(pagePath(id));
      const hrefs = await page
        .locator("main a[href]")
        .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute("href") ?? ""))]);
      for (const href of hrefs.filter((href) => href.startsWith("#"))) {
        await expect(page.locator(href), `anchor ${href}`).toHaveCount(1);
      }
      for (const href of hrefs.filter((href) => href.startsWith("/"))) {
        const response = await request.get(href.split("#")[0]);
        expect(response.status(), `link ${href}`).toBe(200);
      }
    });

    for (const width of [1280, 375]) {
      test(`${id}: no axe violations and no horizontal scrolling at ${width} px`, async ({ browser }) => {
        const context = await browser.newContext({ viewport: { width, height: 900 } });
        const page = await context.newPage();
        await page.goto(pagePath(id));
        await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await expectNoAxeViolations(page);
        await context.close();
      });
    }
  }
});
