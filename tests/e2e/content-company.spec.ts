import { type Page } from "@playwright/test";
import { expect, test } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";
import { content } from "../support/content";
import { pagePath, site } from "../support/site";

const company = content("pages/company");
const contact = content("pages/contact");
const teamPage = content("pages/team");
const team = content("team");

const member = (slug: string) => {
  const found = team.find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(`no team member ${slug}`);
  return found;
};

/*
 * The page copy comes from the content files, so rewording it there does not break
 * these tests. What must stay word for word (docs/product.md#guarded-strings: the advisors' titles, the demo
 * page's headline, cards, list and duration, the legal pages' date) stays literal on
 * purpose, and so do the legal pages' commitments: a content edit must not silently change them.
 */

const advisorTitles = [
  "Strategic Advisor",
  "Technical Advisor",
  "Go-to-Market Advisor",
  "Ethics & Governance Advisor",
  "Advisor",
  "Research & Innovation Advisor",
];

/** The hash target is scrolled fully into view, below the fixed header rather than under it. */
async function expectRevealedBelowHeader(page: Page, selector: string) {
  const target = page.locator(selector);
  await expect(target).toBeInViewport({ ratio: 0.9 });
  const header = await page.locator("body > header").first().boundingBox();
  const box = await target.boundingBox();
  expect(box?.y ?? 0).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0) - 1);
}

function teamList(page: Page, heading: string) {
  return page.getByRole("list", { name: heading });
}

test.describe("team page", () => {
  test("shows the founder and CEO first, then ten advisors with their titles", async ({ page }) => {
    await page.goto(pagePath("team"));
    const cards = teamList(page, teamPage.teamSection.title).getByRole("listitem");
    await expect(cards).toHaveCount(11);
    await expect(cards.first()).toContainText(member(teamPage.founder).title);
    const titles = await cards.locator("h3 + p").allTextContents();
    for (const title of advisorTitles) expect(titles.slice(1)).toContain(title);
  });

  test("shows the people the team page names, in its order, on the team and company pages", async ({ page }) => {
    const names = [teamPage.founder, ...teamPage.advisors].map((slug) => member(slug).name);
    await page.goto(pagePath("team"));
    await expect(teamList(page, teamPage.teamSection.title).getByRole("heading", { level: 3 })).toHaveText(names);
    await page.goto(pagePath("company"));
    await expect(teamList(page, company.teamSection.title).getByRole("heading", { level: 3 })).toHaveText(names);
  });

  test("every member has a written bio and a decorative monogram of fixed size", async ({ page }) => {
    await page.goto(pagePath("team"));
    const cards = teamList(page, teamPage.teamSection.title).getByRole("listitem");
    for (const card of await cards.all()) {
      const paragraphs = await card.locator("p").allTextContents();
      expect(Math.max(...paragraphs.map((text) => text.length))).toBeGreaterThan(150);
      const avatar = card.locator("svg[aria-hidden='true']").first();
      await expect(avatar).toHaveAttribute("width", /\d+/);
      await expect(avatar).toHaveAttribute("height", /\d+/);
    }
  });
});

const contactOption = (id: string) => {
  const option = contact.contactOptions.find((candidate) => candidate.id === id);
  if (!option) throw new Error(`no contact option ${id}`);
  return option;
};

test.describe("contact page", () => {
  test("the demo-request link lands on a visible demo card that leads to the demo page", async ({ page }) => {
    await page.goto(`${pagePath("contact")}#demo-request`);
    await expectRevealedBelowHeader(page, "#demo-request");
    const card = page.locator("#demo-request");
    const [schedule] = contactOption("demo-request").actions;
    await expect(card.getByRole("link", { name: schedule.label })).toHaveAttribute("href", pagePath("schedule-demo"));
    await expect(card.getByRole("link", { name: site.emails.sales })).toHaveAttribute(
      "href",
      `mailto:${site.emails.sales}`,
    );
  });

  test("the investment-inquiry link lands on a visible card with the investors address and page", async ({ page }) => {
    await page.goto(`${pagePath("contact")}#investment-inquiry`);
    await expectRevealedBelowHeader(page, "#investment-inquiry");
    const card = page.locator("#investment-inquiry");
    await expect(card.getByRole("link", { name: site.emails.investors })).toHaveAttribute(
      "href",
      `mailto:${site.emails.investors}`,
    );
    const [overview] = contactOption("investment-inquiry").actions;
    await expect(card.getByRole("link", { name: overview.label })).toHaveAttribute("href", pagePath("investors"));
  });

  test("offers six contact options, the info address, the product website and a bounded form section", async ({
    page,
  }) => {
    await page.goto(pagePath("contact"));
    expect(contact.contactOptions).toHaveLength(6);
    for (const { title } of contact.contactOptions) {
      await expect(page.getByRole("heading", { level: 3, name: title })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: site.emails.info }).first()).toHaveAttribute(
      "href",
      `mailto:${site.emails.info}`,
    );
    const website = page.locator(`a[href="${site.urls.productWebsite}"]`).first();
    await expect(website).toHaveAttribute("target", "_blank");
    await expect(website).toHaveAttribute("rel", "noopener noreferrer");
    await expect(page.getByRole("region", { name: contact.formSection.title })).toBeVisible();
  });
});

test.describe("company page", () => {
  test("shows the mission, the team grid and the three department addresses as mail links", async ({ page }) => {
    await page.goto(pagePath("company"));
    await expect(page.getByRole("heading", { level: 2, name: company.mission.title })).toBeVisible();
    await expect(teamList(page, company.teamSection.title).getByRole("listitem")).toHaveCount(11);
    const departments = page.getByRole("region", { name: company.departmentsSection.title });
    for (const address of [site.emails.sales, site.emails.partnerships, site.emails.investors]) {
      await expect(departments.getByRole("link", { name: address })).toHaveAttribute("href", `mailto:${address}`);
    }
    await expect(page.getByRole("region", { name: company.formSection.title })).toBeVisible();
  });
});

test.describe("schedule-demo page", () => {
  test("shows the hero cards, what a visitor will experience, the duration, the form section and the privacy note", async ({
    page,
  }) => {
    await page.goto(pagePath("schedule-demo"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Experience ${site.productName} in Action`);
    for (const card of ["Quantify Your Prosperity", "Address Ethical Debt", "Generate Foresight"]) {
      await expect(page.getByRole("heading", { name: card })).toBeVisible();
    }
    const experience = page.getByRole("region", { name: "What You'll Experience" });
    const items = experience.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3 }) });
    await expect(items.getByRole("heading", { level: 3 })).toHaveText([
      "Interactive AI Query System",
      "TrustScore Intelligence",
      "Dual-Entity Architecture",
      "Tailored Use Cases",
    ]);
    await expect(items.nth(0)).toContainText("mock AI oracle");
    await expect(items.nth(1)).toContainText("Quantified Prosperity Insights");
    await expect(items.nth(2)).toContainText(/for-profit.*non-profit/);
    await expect(page.getByText("Demo Duration: 30-45 minutes", { exact: true })).toBeVisible();
    const formSection = page.getByRole("region", { name: "Schedule Your Demo" });
    await expect(formSection.getByRole("heading", { level: 2, name: "Schedule Your Demo" })).toBeVisible();
    await expect(formSection).toContainText("All demo data is simulated and synthetic.");
  });
});

test.describe("legal pages", () => {
  for (const id of ["privacy", "terms"] as const) {
    test(`${id} shows its last-updated date and a table of contents whose links reach their sections`, async ({
      page,
    }) => {
      await page.goto(pagePath(id));
      await expect(page.getByText("Last updated May 2025", { exact: true })).toBeVisible();
      const toc = page.getByRole("navigation", { name: "On this page" });
      const links = toc.getByRole("link");
      expect(await links.count()).toBeGreaterThanOrEqual(8);
      for (const link of await links.all()) {
        const target = (await link.getAttribute("href"))?.slice(1) ?? "";
        await expect(page.locator(`[id="${target}"]`)).toHaveCount(1);
      }
      await links.last().click();
      const lastTarget = (await links.last().getAttribute("href"))?.slice(1) ?? "";
      await expect(page.locator(`[id="${lastTarget}"]`)).toBeInViewport();
    });
  }

  test("the privacy policy states the 365-day retention, no analytics and how to exercise rights", async ({ page }) => {
    await page.goto(pagePath("privacy"));
    const policy = page.getByRole("article");
    await expect(policy).toContainText("kept for 365 days and then deleted automatically");
    await expect(policy).toContainText("configured retention period");
    // Analytics are off in this build: the policy says so, in the words of its "off" text.
    const { on, off } = content("legal/privacy").analytics;
    await expect(policy).toContainText(off.summary);
    await expect(policy).toContainText(off.statement[0]);
    await expect(policy).not.toContainText(on.statement[0]);
    await expect(policy.getByRole("link", { name: site.emails.info }).first()).toHaveAttribute(
      "href",
      `mailto:${site.emails.info}`,
    );
  });

  test("the terms name Delaware law and say nothing on the site is investment advice", async ({ page }) => {
    await page.goto(pagePath("terms"));
    const terms = page.getByRole("article");
    await expect(terms).toContainText("the laws of the State of Delaware, United States");
    await expect(terms.getByRole("heading", { name: /No investment advice/ })).toBeVisible();
  });
});

test.describe("accessibility", () => {
  for (const id of ["team", "contact", "company", "schedule-demo", "privacy", "terms"] as const) {
    for (const width of [1280, 375]) {
      test(`${id} has no axe violations at ${width} px and no horizontal scroll`, async ({ browser }) => {
        const context = await browser.newContext({ viewport: { width, height: 900 } });
        const page = await context.newPage();
        await page.goto(pagePath(id));
        await expectNoAxeViolations(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await context.close();
      });
    }
  }
});
