import { type Page } from "@playwright/test";
import { expect, test } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";
import { pagePath, site } from "../support/site";
import { content } from "../support/content";

const corporationAbout = content("pages/corporation-about");
const howItWorks = content("pages/how-it-works");
const insights = content("pages/insights");
const investors = content("pages/investors");
const prosperityPoints = content("pages/prosperity-points");
const theDifference = content("pages/the-difference");
const vision = content("pages/vision");
const whitePaper = content("white-paper");

/*
 * The page copy comes from the content files, so rewording it there does not break
 * these tests. What must stay word for word (docs/product.md#guarded-strings: concepts, process steps,
 * figures and the white paper's version and date) stays literal on purpose, so that a
 * content edit cannot silently change it.
 */

type CorporationPageId =
  "how-it-works" | "prosperity-points" | "corporation-about" | "investors" | "the-difference" | "vision" | "insights";

type PageExpectations = {
  id: CorporationPageId;
  heading: string;
  /** Section headings (h2) the page must show. */
  sections: string[];
  /** Other texts the page must show. */
  texts: string[];
  /** Internal pages the page must link to (canonical paths, optionally with a hash). */
  links: string[];
};

const contactHash = (hash: string) => `${pagePath("contact")}#${hash}`;

const pages: PageExpectations[] = [
  {
    id: "how-it-works",
    heading: howItWorks.banner.title,
    sections: [
      howItWorks.stepsSection,
      howItWorks.architectureSection,
      howItWorks.engineSection,
      howItWorks.safeguardsSection,
      howItWorks.loopSection,
    ].map((section) => section.title),
    texts: [
      ...howItWorks.steps.map((step) => step.title),
      howItWorks.architecture.corporation.duties[0],
      // Guarded words.
      "Produces privacy-preserving synthetic data tagged with consortium unique identifiers",
      "Multi-dimensional validation engine",
      "Knowledge graph with a continuous-learning feedback loop",
      "Blockchain audit trails",
    ],
    links: [pagePath("platform"), pagePath("data-stewardship"), pagePath("contact")],
  },
  {
    id: "prosperity-points",
    heading: prosperityPoints.banner.title,
    sections: [
      prosperityPoints.introduction,
      prosperityPoints.tiersSection,
      prosperityPoints.flowSection,
      prosperityPoints.defencesSection,
      prosperityPoints.pricing,
    ].map((section) => section.title),
    // Guarded concepts, then the example's label.
    texts: [
      "Two-tier points architecture",
      "Incentive units",
      "Defences against gaming",
      prosperityPoints.pricingExample.label,
    ],
    links: [pagePath("dynamic-pricing"), pagePath("contact")],
  },
  {
    id: "corporation-about",
    heading: corporationAbout.banner.title,
    sections: [
      corporationAbout.whoWeAre,
      corporationAbout.productsSection,
      corporationAbout.relationshipSection,
      corporationAbout.valuesSection,
    ].map((section) => section.title),
    texts: [
      ...corporationAbout.facts.map((fact) => fact.detail),
      ...corporationAbout.values.map((value) => value.title),
    ],
    links: [pagePath("team"), pagePath("investors"), pagePath("consortium-mission"), pagePath("contact")],
  },
  {
    id: "investors",
    heading: investors.banner.title,
    sections: [
      investors.thesis,
      investors.evidenceSection,
      investors.pillarsSection,
      investors.investorTypesSection,
      investors.fundsSection,
      investors.milestonesSection,
    ].map((section) => section.title),
    texts: [...investors.investorTypes, ...investors.pillars].map((item) => item.title),
    links: [contactHash("investment-inquiry"), pagePath("white-paper")],
  },
  {
    id: "the-difference",
    heading: theDifference.banner.title,
    sections: [theDifference.gapsSection, theDifference.pillarsSection, theDifference.ethicalDimension].map(
      (section) => section.title,
    ),
    texts: [
      ...theDifference.comparisons.map((comparison) => comparison.subject),
      ...theDifference.pillars.map((pillar) => pillar.title),
    ],
    links: [pagePath("platform"), pagePath("how-it-works"), pagePath("contact")],
  },
  {
    id: "vision",
    // The page's guarded title.
    heading: "Architecting the Economy of Tomorrow",
    sections: [
      vision.economyOfTrust,
      vision.regenerativeSection,
      vision.debtToPremiumSection,
      vision.communities,
      vision.horizonSection,
    ].map((section) => section.title),
    texts: [
      "Our Vision",
      ...[vision.economyOfTrust, vision.debtToPremiumSection, vision.communities].map((section) => section.eyebrow!),
    ],
    links: [pagePath("white-paper"), pagePath("consortium-mission"), pagePath("contact")],
  },
  {
    id: "insights",
    heading: insights.banner.title,
    sections: [whitePaper.title, insights.moreSection.title],
    texts: [insights.featuredPaper.label],
    links: [pagePath("white-paper"), pagePath("vision"), pagePath("how-it-works"), pagePath("impact")],
  },
];

const main = (page: Page) => page.getByRole("main");

async function internalLinkTargets(page: Page): Promise<string[]> {
  const hrefs = await main(page)
    .locator('a[href^="/"]')
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href") ?? ""));
  return [...new Set(hrefs)];
}

for (const expectations of pages) {
  test.describe(`${expectations.id} page`, () => {
    test("shows its headline, its sections and its key texts", async ({ page }) => {
      await page.goto(pagePath(expectations.id));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(expectations.heading);
      for (const section of expectations.sections) {
        await expect(main(page).getByRole("heading", { level: 2, name: section, exact: true })).toBeVisible();
      }
      for (const text of expectations.texts) {
        await expect(main(page).getByText(text, { exact: true }).first()).toBeVisible();
      }
    });

    test("links to the pages its copy points to", async ({ page }) => {
      await page.goto(pagePath(expectations.id));
      const targets = await internalLinkTargets(page);
      for (const link of expectations.links) expect(targets, `a link to ${link}`).toContain(link);
    });

    test("every internal link opens a real page, and every anchor it names exists there", async ({ page, request }) => {
      await page.goto(pagePath(expectations.id));
      for (const target of await internalLinkTargets(page)) {
        const [path, hash] = target.split("#");
        const response = await request.get(path);
        expect(response.status(), `${target} answers`).toBe(200);
        if (hash) expect(await response.text(), `${target} has its anchor`).toContain(`id="${hash}"`);
      }
    });

    for (const width of [1280, 375]) {
      test(`has no axe violations and no sideways scrolling at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(pagePath(expectations.id));
        await expectNoAxeViolations(page);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      });
    }
  });
}

test.describe("insights page", () => {
  test("features the white paper with its version, date and abstract, linking to it", async ({ page }) => {
    await page.goto(pagePath("insights"));
    const card = main(page)
      .getByRole("article")
      .filter({
        has: page.getByRole("heading", { name: whitePaper.title }),
      });
    // The guarded version and date.
    await expect(card.getByText("3.0", { exact: true })).toBeVisible();
    await expect(card.getByText("July 2025", { exact: true })).toBeVisible();
    const abstract = card.locator("p").filter({ hasText: /ethical debt/ });
    await expect(abstract).toBeVisible();
    expect((await abstract.textContent())?.length ?? 0, "a short abstract, not a teaser").toBeGreaterThan(120);
    await expect(card.getByRole("link", { name: insights.featuredPaper.action.label })).toHaveAttribute(
      "href",
      pagePath("white-paper"),
    );
  });

  test("the featured card's link opens the white paper", async ({ page }) => {
    await page.goto(pagePath("insights"));
    await main(page).getByRole("link", { name: insights.featuredPaper.action.label }).first().click();
    await expect(page).toHaveURL(new RegExp(`${pagePath("white-paper")}$`));
  });

  test("each further insight is a card whose title links to a page of this site", async ({ page }) => {
    await page.goto(pagePath("insights"));
    const cards = page.locator("#more-insights li");
    await expect(cards).toHaveCount(6);
    const titles = cards.getByRole("heading", { level: 3 }).getByRole("link");
    const hrefs = await titles.evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual([
      pagePath("vision"),
      pagePath("how-it-works"),
      pagePath("the-difference"),
      pagePath("prosperity-points"),
      pagePath("data-stewardship"),
      pagePath("impact"),
    ]);
  });
});

test.describe("investors page", () => {
  test("opens the investor-relations site in a new tab without giving it a handle on ours", async ({ page }) => {
    await page.goto(pagePath("investors"));
    const external = main(page).locator(`a[href="${site.urls.investorRelations}"]`);
    await expect(external.first()).toBeVisible();
    for (const link of await external.all()) {
      await expect(link).toHaveAttribute("target", "_blank");
      const rel = (await link.getAttribute("rel")) ?? "";
      expect(rel.split(/\s+/)).toEqual(expect.arrayContaining(["noopener", "noreferrer"]));
      await expect(link).toContainText("(opens in a new tab)"); // written by the external-link component, not a content file
    }
  });

  test("offers an investment inquiry that lands on the contact page's investment section", async ({ page }) => {
    await page.goto(pagePath("investors"));
    const { inquiry } = investors.investorLinks;
    expect(inquiry.to).toBe(contactHash("investment-inquiry"));
    await main(page).getByRole("link", { name: inquiry.label }).first().click();
    await expect(page).toHaveURL(new RegExp(`${pagePath("contact")}#investment-inquiry$`));
    await expect(page.locator("#investment-inquiry")).toBeVisible();
  });

  test("says it is not an offer of securities", async ({ page }) => {
    await page.goto(pagePath("investors"));
    expect(investors.notice).toMatch(/not an offer to sell/);
    await expect(main(page).getByText(investors.notice)).toBeVisible();
  });
});

test.describe("white-paper claims", () => {
  for (const id of ["investors", "vision", "insights"] as const) {
    test(`${id}: the quoted figures appear only with their attribution to the white paper`, async ({ page }) => {
      await page.goto(pagePath(id));
      // The figures, version and date are guarded strings.
      const figure = main(page).locator("figure").filter({ hasText: "2.5x" });
      await expect(figure).toHaveCount(1);
      for (const value of ["2.5x", "50%", "20%", "30%", "70 to 120%"]) {
        await expect(figure.getByText(value, { exact: true })).toBeVisible();
      }
      const caption = figure.locator("figcaption");
      await expect(caption).toContainText(`Claims quoted in the white paper "${whitePaper.title}"`);
      await expect(caption).toContainText(insights.whitePaperClaims.attribution.after);
      await expect(caption).toContainText("version 3.0, July 2025");
      await expect(caption.getByRole("link")).toHaveAttribute("href", pagePath("white-paper"));
    });
  }

  test("the P-Points example is labelled illustrative", async ({ page }) => {
    await page.goto(pagePath("prosperity-points"));
    const example = main(page).locator("aside").filter({ hasText: "30% sales uplift" }); // a guarded figure
    await expect(example.getByText(prosperityPoints.pricingExample.label)).toBeVisible();
  });
});

test.describe("names come from the site configuration", () => {
  test("how it works names both organisations of the dual-entity architecture", async ({ page }) => {
    await page.goto(pagePath("how-it-works"));
    const architecture = page.locator("#dual-entity-architecture");
    await expect(architecture.getByRole("heading", { level: 3, name: site.consortiumName })).toBeVisible();
    await expect(architecture.getByRole("heading", { level: 3, name: site.corporationName })).toBeVisible();
    await expect(architecture.getByText(howItWorks.architecture.bridge!.label)).toBeVisible();
  });

  test("the three process steps are in order: contributors, the product, subscribers", async ({ page }) => {
    await page.goto(pagePath("how-it-works"));
    const steps = page.locator("#three-steps ol > li");
    await expect(steps).toHaveCount(3);
    // The three process steps, word for word.
    await expect(steps.getByRole("heading", { level: 3 })).toHaveText([
      "Provide data through privacy-first channels",
      "Turn it into prosperity intelligence",
      "Use the insights",
    ]);
    await expect(steps.nth(1)).toContainText(site.productName);
  });
});
