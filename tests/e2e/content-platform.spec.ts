import { type Locator, type Page } from "@playwright/test";
import { expect, test } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";
import { pagePath, routeTable, site } from "../support/site";

type PageId = (typeof routeTable)[number]["id"];

const ownPages: PageId[] = ["home", "ecosystem", "platform", "solutions", "dynamic-pricing", "prosperity-intelligence"];

const banner = (page: Page) => page.locator('[data-slot="page-banner"]');

/** A section found by its `<h2>`, so a test names the section the way a visitor would. */
const sectionTitled = (page: Page, title: string | RegExp) =>
  page.locator("section").filter({ has: page.getByRole("heading", { level: 2, name: title }) });

async function expectLink(scope: Locator, name: string | RegExp, href: string) {
  await expect(scope.getByRole("link", { name, exact: typeof name === "string" })).toHaveAttribute("href", href);
}

/** The dynamic-pricing results (spec 2.6 and 9) as text, labelled illustrative. */
async function expectPricingResults(scope: Locator) {
  const chart = scope.getByTestId("pricing-results");
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

/** Spec 2.9: the info address as a mail link and the product website as a safe outside link. */
async function expectProductContacts(page: Page) {
  await expect(page.locator("main").locator(`a[href="mailto:${site.emails.info}"]`).first()).toBeVisible();
  const website = page.locator("main").locator(`a[href="${site.urls.productWebsite}"]`).first();
  await expect(website).toHaveAttribute("target", "_blank");
  await expect(website).toHaveAttribute("rel", "noopener noreferrer");
}

test.describe("home page", () => {
  test("hero: the spec's headline with buttons to schedule a demo and to contact", async ({ page }) => {
    await page.goto(pagePath("home"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Quantify Trust. Power Regenerative Prosperity.");
    await expectLink(banner(page), "Schedule a Demo", pagePath("schedule-demo"));
    await expectLink(banner(page), "Contact Us", pagePath("contact"));
  });

  test("the three process steps name contributors, the product and subscribers", async ({ page }) => {
    await page.goto(pagePath("home"));
    const flow = sectionTitled(page, `How ${site.productName} creates value`);
    const steps = flow.getByRole("listitem");
    await expect(steps).toHaveCount(3);
    await expect(steps.nth(0)).toContainText("Contributors");
    await expect(steps.nth(0)).toContainText("privacy-first channels");
    await expect(steps.nth(1)).toContainText("prosperity intelligence");
    await expect(steps.nth(2)).toContainText("Subscribers");
    await expect(steps.nth(2)).toContainText("Use the insights");
  });

  test("the hidden-liability section offers the ethical debt assessment and the white paper", async ({ page }) => {
    await page.goto(pagePath("home"));
    const section = sectionTitled(page, "Turn hidden liability into visible opportunity");
    await expect(section).toContainText("ethical debt");
    await expect(section).toContainText("confidential Ethical Debt Assessment");
    await expectLink(section, /Request an Assessment/, pagePath("contact"));
    await expectLink(section, "Read the White Paper", pagePath("white-paper"));
  });

  test("the three-step section shows Validate & Verify, Generate Insights, Ensure Integrity and a button to the platform", async ({ page }) => {
    await page.goto(pagePath("home"));
    const section = page.locator("#three-steps");
    await expect(section.getByRole("heading", { level: 3 })).toHaveText(["Validate & Verify", "Generate Insights", "Ensure Integrity"]);
    await expectLink(section, /Explore the Platform/, pagePath("platform"));
  });

  test("the ecosystem and data-flow diagrams each sit in a titled section with an introduction", async ({ page }) => {
    await page.goto(pagePath("home"));
    const ecosystem = page.locator("#ecosystem");
    await expect(ecosystem.getByRole("heading", { level: 2 })).toHaveText("Three stakeholder groups, one shared picture of trust");
    await expect(ecosystem).toContainText("Contributors (communities, investors and philanthropists) provide the data");
    await expect(ecosystem).toContainText("researchers to data infrastructure providers");
    await expect(ecosystem.locator("figure, [data-testid]").first()).toBeVisible();
    const dataFlow = page.locator("#data-flow");
    await expect(dataFlow.getByRole("heading", { level: 2 })).toHaveText("How data becomes intelligence");
    await expect(dataFlow.locator("figure, [data-testid]").first()).toBeVisible();
  });

  test("closing call to action: buttons to schedule a demo and the white paper, with the product's contacts", async ({ page }) => {
    await page.goto(pagePath("home"));
    const closing = sectionTitled(page, "See what your organisation's trust is worth");
    await expectLink(closing, "Schedule a Demo", pagePath("schedule-demo"));
    await expectLink(closing, "Read the White Paper", pagePath("white-paper"));
    await expectProductContacts(page);
  });
});

test.describe("ecosystem overview page", () => {
  test("has all eight sections in order", async ({ page }) => {
    await page.goto(pagePath("ecosystem"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`About the ${site.productName} Ecosystem`);
    await expect(page.locator("main h2")).toHaveText([
      "A network built to measure what matters",
      "Trust is the most valuable asset nobody measures",
      "The Corporation and the Consortium",
      "What subscribers gain",
      "P-Points: a currency for verified good conduct",
      "Why the ecosystem exists",
      "Who makes the network work",
      "Find your place in the ecosystem",
    ]);
  });

  test("the network section holds the diagram and the three stakeholder groups", async ({ page }) => {
    await page.goto(pagePath("ecosystem"));
    const network = page.locator("#network");
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
    await expect(model).toContainText("501(c)(3)");
    await expect(model).toContainText("Manages accounts, privacy and consent");
    await expect(model).toContainText("Guards raw identifiable data, including individually controlled data");
    await expect(model).toContainText("Produces privacy-preserving synthetic data tagged with consortium unique identifiers");
    await expect(model).toContainText("Uses only the consortium's synthetic data");
    await expect(model).toContainText("quantified prosperity insights");
  });

  test("the P-Points explainer covers both tiers and the defences against gaming", async ({ page }) => {
    await page.goto(pagePath("ecosystem"));
    const points = page.locator("#p-points");
    await expect(points).toContainText("Tier one");
    await expect(points).toContainText("Tier two");
    await expect(points).toContainText("incentive units");
    await expect(points.getByRole("heading", { name: "Defences against gaming" })).toBeVisible();
    await expectLink(points, "Learn about P-Points", pagePath("prosperity-points"));
  });

  test("the partner network graphic is static HTML: eight partners around one hub, spokes hidden from assistive technology", async ({ page }) => {
    await page.goto(pagePath("ecosystem"));
    const graphic = page.locator("#partner-network figure");
    await expect(graphic.getByRole("listitem")).toHaveCount(9);
    await expect(graphic.getByRole("listitem").first()).toContainText(`The ${site.productName} hub`);
    const svgHidden = await graphic.locator("svg").evaluateAll((svgs) => svgs.map((svg) => svg.getAttribute("aria-hidden")));
    expect(svgHidden.length).toBeGreaterThan(0);
    expect(svgHidden.every((hidden) => hidden === "true")).toBe(true);
    await expect(graphic.locator("figcaption")).toContainText("partner network");
  });

  test("four call-to-action cards lead to the platform, the consortium, get-involved and contact", async ({ page }) => {
    await page.goto(pagePath("ecosystem"));
    const cards = page.locator("#next-steps").getByRole("listitem");
    await expect(cards).toHaveCount(4);
    const hrefs = await cards.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual([pagePath("platform"), pagePath("consortium-mission"), pagePath("get-involved"), pagePath("contact")]);
    await expectProductContacts(page);
  });

  test("the /about alias shows the same page and names the canonical URL", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`About the ${site.productName} Ecosystem`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${pagePath("ecosystem")}$`));
  });
});

test.describe("trust-score landing page", () => {
  test("hero: an in-page link to the metrics section #qpi and a link to insights", async ({ page }) => {
    await page.goto(pagePath("platform"));
    await expect(page.locator("#qpi")).toHaveCount(1);
    await expect(banner(page).getByRole("link", { name: "Explore the Four Metrics" })).toHaveAttribute("href", "#qpi");
    await expectLink(banner(page), "Read Our Insights", pagePath("insights"));
  });

  test("following the hero anchor brings the metrics section into view", async ({ page }) => {
    await page.goto(pagePath("platform"));
    await banner(page).getByRole("link", { name: "Explore the Four Metrics" }).click();
    await expect(page).toHaveURL(/#qpi$/);
    await expect(page.getByRole("heading", { level: 2, name: "Four headline metrics" })).toBeInViewport();
  });

  test("the metrics section names the four headline metrics, MHEM included", async ({ page }) => {
    await page.goto(pagePath("platform"));
    const metrics = page.locator("#qpi");
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
    await expectLink(section, /Discuss Dynamic Pricing/, pagePath("contact"));
  });

  test("the particle visualisation sits in a titled section that names the four categories", async ({ page }) => {
    await page.goto(pagePath("platform"));
    const section = page.locator("#trust-signals");
    await expect(section.getByRole("heading", { level: 2 })).toHaveText("Four kinds of evidence, one trust score");
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
    await expect(banner(page).getByRole("link", { name: "Explore Core Solutions" })).toHaveAttribute("href", "#core-solutions");
    const core = page.locator("#core-solutions");
    await expect(core.getByRole("heading", { level: 3 })).toHaveCount(6);
    const hrefs = await core.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    for (const id of ["platform", "dynamic-pricing", "prosperity-intelligence", "prosperity-points", "how-it-works", "contact"] as const) {
      expect(hrefs).toContain(pagePath(id));
    }
    await expectPricingResults(page.locator("main"));
    await expectProductContacts(page);
  });

  test("the /platform/solutions alias shows the same page", async ({ page }) => {
    await page.goto("/platform/solutions");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Solutions for the Trust Economy");
    await expect(page.locator("#core-solutions")).toHaveCount(1);
  });
});

test.describe("dynamic pricing page", () => {
  test("shows the results bars and the rental-housing example, labelled illustrative", async ({ page }) => {
    await page.goto(pagePath("dynamic-pricing"));
    const example = page.locator("#rental-housing-example");
    await expect(example.getByRole("heading", { level: 2 })).toHaveText("A rental-housing portfolio");
    await expectPricingResults(example);
    await expect(example).toContainText("vacancy falls by 40%");
    await expect(example).toContainText("tenant retention rises by 60%");
    await expect(example).toContainText("Gross rental revenue grows by 25%");
    await expect(example).toContainText("Community satisfaction rises by 80%");
    await expect(example).toContainText("reputation by 18%");
    await expect(example.getByText("+80%")).toBeVisible();
    await expect(example.getByText("Community satisfaction (illustrative)")).toBeVisible();
  });

  test("shows the 30% sales uplift from adjusting payment options, labelled illustrative", async ({ page }) => {
    await page.goto(pagePath("dynamic-pricing"));
    const section = page.locator("#payment-options");
    await expect(section).toContainText("+30%");
    await expect(section).toContainText("Sales uplift from adjusting payment options (illustrative)");
  });

  test("leads to contact and explains P-Points", async ({ page }) => {
    await page.goto(pagePath("dynamic-pricing"));
    await expectLink(banner(page), /Discuss Dynamic Pricing/, pagePath("contact"));
    await expectLink(banner(page), "How P-Points Work", pagePath("prosperity-points"));
    await expect(page.locator("#how-dynamic-pricing-works")).toContainText("two-tier points architecture");
    await expectProductContacts(page);
  });
});

test.describe("quantitative prosperity intelligence page", () => {
  test("explains the measurement standard, the fairness metric, validation, the knowledge graph and audit trails", async ({ page }) => {
    await page.goto(pagePath("prosperity-intelligence"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Quantitative Prosperity Intelligence");
    await expect(page.locator("#measurement-standard h3")).toHaveText(["Environmental", "Social", "Ethical", "Economic"]);
    await expect(page.locator("#quantitative-ethical-dimension")).toContainText("fairness metric");
    await expect(page.locator("#validation-engine")).toContainText("multi-dimensional validation engine");
    await expect(page.locator("#knowledge-graph")).toContainText("continuous-learning feedback loop");
    await expect(page.locator("#audit-trails")).toContainText("Blockchain audit trails");
    await expectLink(banner(page), /Explore the Four Metrics/, `${pagePath("platform")}#qpi`);
    await expectProductContacts(page);
  });

  test("the /platform/esee-intelligence alias shows the same page", async ({ page }) => {
    await page.goto("/platform/esee-intelligence");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Quantitative Prosperity Intelligence");
  });
});

test.describe("platform content pages: links and accessibility", () => {
  for (const id of ownPages) {
    test(`${id}: every internal link resolves to a page and every in-page anchor to an element`, async ({ page, request }) => {
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
