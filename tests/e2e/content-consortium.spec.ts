import { type Page } from "@playwright/test";
import { expect, test } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";
import { pagePath, site } from "../support/site";

const tabs = [
  ["Our Mission", "consortium-mission"],
  ["Responsible Data Governance", "data-stewardship"],
  ["Our Impact", "impact"],
  ["Get Involved", "get-involved"],
  ["About the Consortium", "consortium-about"],
] as const;

type ConsortiumPageId = (typeof tabs)[number][1] | "community-voice" | "data-literacy";

/** Each consortium page, its banner heading and the tab its tab bar marks as current. */
const pages: { id: ConsortiumPageId; heading: string; currentTab: string }[] = [
  { id: "consortium-mission", heading: "Our Mission", currentTab: "Our Mission" },
  { id: "data-stewardship", heading: "Responsible Data Governance", currentTab: "Responsible Data Governance" },
  { id: "impact", heading: "Our Impact", currentTab: "Our Impact" },
  { id: "get-involved", heading: "Get Involved", currentTab: "Get Involved" },
  { id: "consortium-about", heading: "About the Consortium", currentTab: "About the Consortium" },
  { id: "community-voice", heading: "Community Voice", currentTab: "Our Impact" },
  { id: "data-literacy", heading: "Data Literacy", currentTab: "Our Impact" },
];

const tabBar = (page: Page) => page.getByRole("navigation", { name: "Consortium" });

async function expectTabBar(page: Page, currentTab: string) {
  const links = tabBar(page).getByRole("link");
  await expect(links).toHaveText(tabs.map(([label]) => label));
  for (const [index, [, id]] of tabs.entries()) {
    await expect(links.nth(index)).toHaveAttribute("href", pagePath(id));
  }
  const current = tabBar(page).locator('[aria-current="page"]');
  await expect(current).toHaveCount(1);
  await expect(current).toHaveText(currentTab);
}

test.describe("consortium tab bar", () => {
  for (const { id, heading, currentTab } of pages) {
    test(`${id}: sits right below the banner and marks "${currentTab}" as current`, async ({ page }) => {
      await page.goto(pagePath(id));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page.locator('[data-slot="page-banner"] + nav[aria-label="Consortium"]')).toHaveCount(1);
      await expectTabBar(page, currentTab);
    });
  }

  test("the current tab is visibly different from the others", async ({ page }) => {
    await page.goto(pagePath("get-involved"));
    const style = (name: string) =>
      tabBar(page)
        .getByRole("link", { name, exact: true })
        .evaluate((link) => {
          const computed = getComputedStyle(link);
          return `${computed.color} ${computed.borderBottomColor}`;
        });
    expect(await style("Get Involved")).not.toBe(await style("Our Mission"));
  });

  test("following a tab opens its page", async ({ page }) => {
    await page.goto(pagePath("consortium-mission"));
    await tabBar(page).getByRole("link", { name: "About the Consortium" }).click();
    await expect(page).toHaveURL(new RegExp(`${pagePath("consortium-about")}$`));
    await expectTabBar(page, "About the Consortium");
  });

  test("on a 375 px screen the tabs scroll sideways without widening the page", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(pagePath("consortium-about"));
    const scroller = tabBar(page).locator("div").first();
    const overflows = await scroller.evaluate((element) => element.scrollWidth > element.clientWidth);
    expect(overflows, "the tab row is wider than the screen and scrolls").toBe(true);
    const pageOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(pageOverflow).toBeLessThanOrEqual(0);
    await expect(tabBar(page).getByRole("link", { name: "About the Consortium" })).toBeInViewport();
  });

  test("any other path under /consortium shows the mission page with its tab current", async ({ page }) => {
    const response = await page.goto("/consortium/anything");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Mission");
    await expectTabBar(page, "Our Mission");
  });
});

test.describe("our mission", () => {
  test("hero buttons, principles, the ecosystem link and two join cards", async ({ page }) => {
    await page.goto(pagePath("consortium-mission"));
    const hero = page.locator('[data-slot="page-banner"]');
    await expect(hero.getByRole("link", { name: "Get Involved" })).toHaveAttribute("href", pagePath("get-involved"));
    await expect(hero.getByRole("link", { name: "How We Steward Data" })).toHaveAttribute(
      "href",
      pagePath("data-stewardship"),
    );
    for (const principle of [
      "Consent before collection",
      "Privacy by design",
      "Independent stewardship",
      "Fairness you can measure",
      "Transparency and accountability",
      "Shared value",
    ]) {
      await expect(page.getByRole("heading", { level: 3, name: principle })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: `Explore the ${site.productName} Ecosystem` })).toHaveAttribute(
      "href",
      pagePath("ecosystem"),
    );
    await expect(page.getByRole("heading", { level: 3, name: "Contribute your experience" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: "Partner with the consortium" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Start Contributing" })).toHaveAttribute(
      "href",
      `${pagePath("get-involved")}#data-contribution`,
    );
    await expect(page.getByRole("link", { name: "Explore Partnerships" })).toHaveAttribute(
      "href",
      `${pagePath("get-involved")}#partner-with-us`,
    );
  });
});

test.describe("responsible data governance", () => {
  test("explains both entities, the data handling and the data flow in order", async ({ page }) => {
    await page.goto(pagePath("data-stewardship"));
    await expect(page.getByRole("heading", { level: 3, name: site.consortiumName, exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: site.corporationName, exact: true })).toBeVisible();
    await expect(
      page.getByText("Uses only the consortium's synthetic data, never raw or identifiable records"),
    ).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "How we handle data, step by step" })).toBeVisible();

    const diagram = page.getByRole("figure").filter({ has: page.getByRole("heading", { name: "Raw data" }) });
    await expect(diagram.getByRole("heading", { level: 3 })).toHaveText([
      "Raw data",
      "Consortium safeguards",
      "Synthetic data",
      "Corporation",
      "Validated insights",
    ]);
    for (const step of ["Consent checked", "De-identification", "Synthesis", "Consortium unique identifiers"]) {
      await expect(diagram.getByText(step, { exact: true })).toBeVisible();
    }
    await expect(diagram.locator("figcaption")).toContainText("only ever receives synthetic data");
  });

  test("covers bias mitigation and explainability and links to the consortium and to contact", async ({ page }) => {
    await page.goto(pagePath("data-stewardship"));
    await expect(page.getByRole("heading", { level: 2, name: "Fair by measurement, not by assumption" })).toBeVisible();
    await expect(page.getByText("quantitative ethical dimension", { exact: false }).first()).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Every score comes with its reasons" })).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "About the Consortium" }).last()).toHaveAttribute(
      "href",
      pagePath("consortium-about"),
    );
    await expect(main.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", pagePath("contact"));
  });
});

test.describe("our impact", () => {
  test("the visualisation section, partnership cards and programme cards", async ({ page }) => {
    await page.goto(pagePath("impact"));
    const visualisation = page.getByRole("region", { name: "Every contribution counts, none is exposed" });
    await expect(visualisation.getByText("Each point of light stands for one person's contribution")).toBeVisible();
    await expect(visualisation.locator("figure, canvas").first()).toBeVisible();

    await expect(page.getByRole("heading", { level: 2, name: "Impact multiplied through partnership" })).toBeVisible();
    for (const partnership of [
      "Community organisations",
      "Research institutions",
      "Data infrastructure partners",
      "Philanthropic partners",
    ]) {
      await expect(page.getByRole("heading", { level: 3, name: partnership })).toBeVisible();
    }

    await expect(page.getByRole("link", { name: "Explore Community Voice" })).toHaveAttribute(
      "href",
      pagePath("community-voice"),
    );
    await expect(page.getByRole("link", { name: "Explore Data Literacy" })).toHaveAttribute(
      "href",
      pagePath("data-literacy"),
    );
  });

  test("a programme card opens its programme page", async ({ page }) => {
    await page.goto(pagePath("impact"));
    await page.getByRole("link", { name: "Explore Data Literacy" }).click();
    await expect(page).toHaveURL(new RegExp(`${pagePath("data-literacy")}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Data Literacy");
  });
});

test.describe("programme pages", () => {
  const programmes = [
    {
      id: "community-voice",
      takePart: "Become a Data Contributor",
      takePartHref: `${pagePath("get-involved")}#data-contribution`,
    },
    { id: "data-literacy", takePart: "Request a Workshop", takePartHref: pagePath("contact") },
  ] as const;

  for (const { id, takePart, takePartHref } of programmes) {
    test(`${id}: what it is, who it serves, how it works, privacy and how to take part`, async ({ page }) => {
      await page.goto(pagePath(id));
      for (const heading of [
        "What the programme is",
        "Who it serves",
        "How it works",
        "How your privacy is protected",
      ]) {
        await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
      }
      await expect(
        page.getByRole("heading", { level: 2, name: "How it works" }).locator("xpath=../..").getByRole("listitem"),
      ).toHaveCount(5);
      await expect(page.getByRole("link", { name: "How We Govern Data" })).toHaveAttribute(
        "href",
        pagePath("data-stewardship"),
      );
      await expect(page.getByRole("link", { name: takePart })).toHaveAttribute("href", takePartHref);
    });
  }
});

test.describe("get involved", () => {
  test("six pathway cards for the six audiences", async ({ page }) => {
    await page.goto(pagePath("get-involved"));
    const cards = page.locator("main li[id]");
    await expect(cards).toHaveCount(6);
    for (const audience of [
      "Investors",
      "Businesses",
      "Data contributors",
      "Researchers",
      "Donors and grant makers",
      "Talent",
    ]) {
      await expect(page.getByText(audience, { exact: true })).toBeVisible();
    }
  });

  test("the investor card opens investor relations in a new tab, safely", async ({ page }) => {
    await page.goto(pagePath("get-involved"));
    const link = page.locator("#invest").getByRole("link", { name: /Visit Investor Relations/ });
    await expect(link).toHaveAttribute("href", site.urls.investorRelations);
    await expect(link).toHaveAttribute("target", "_blank");
    const rel = ((await link.getAttribute("rel")) ?? "").split(/\s+/);
    expect(rel).toEqual(expect.arrayContaining(["noopener", "noreferrer"]));
  });

  test("the other cards lead to real pages and addresses", async ({ page }) => {
    await page.goto(pagePath("get-involved"));
    await expect(page.locator("#partner-with-us").getByRole("link", { name: "Request a Demo" })).toHaveAttribute(
      "href",
      `${pagePath("contact")}#demo-request`,
    );
    await expect(page.locator("#data-contribution").getByRole("link", { name: "Start Contributing" })).toHaveAttribute(
      "href",
      pagePath("contact"),
    );
    await expect(page.locator("#research").getByRole("link", { name: "E-mail Our Partnerships Team" })).toHaveAttribute(
      "href",
      new RegExp(`^mailto:${site.emails.partnerships}\\?subject=`),
    );
    await expect(page.locator("#support-us").getByRole("link", { name: "Discuss a Gift" })).toHaveAttribute(
      "href",
      new RegExp(`^mailto:${site.emails.partnerships}\\?subject=`),
    );
    await expect(page.locator("#careers").getByRole("link", { name: "Meet the team" })).toHaveAttribute(
      "href",
      pagePath("team"),
    );
  });

  for (const anchor of ["partner-with-us", "data-contribution", "support-us"]) {
    test(`#${anchor} resolves to its card and scrolls it into view`, async ({ page }) => {
      await page.goto(`${pagePath("get-involved")}#${anchor}`);
      const target = page.locator(`#${anchor}`);
      await expect(target).toHaveCount(1);
      await expect(target).toBeInViewport();
    });
  }

  test("Stay Connected links to the networks and the info address", async ({ page }) => {
    await page.goto(pagePath("get-involved"));
    const block = page.getByRole("region", { name: "Stay Connected" });
    await expect(block.locator(`a[href="${site.urls.professionalNetwork}"]`)).toHaveAttribute("target", "_blank");
    await expect(block.locator(`a[href="${site.urls.socialNetwork}"]`)).toHaveAttribute("target", "_blank");
    await expect(block.getByRole("link", { name: site.emails.info })).toHaveAttribute(
      "href",
      `mailto:${site.emails.info}`,
    );
  });
});

test.describe("about the consortium", () => {
  test("identity, problem, capabilities, mission and vision, and three partner cards to contact", async ({ page }) => {
    await page.goto(pagePath("consortium-about"));
    await expect(page.getByText("Independent 501(c)(3) non-profit", { exact: true })).toBeVisible();
    await expect(
      page.getByRole("heading", { level: 2, name: "Trust is the most valuable asset no one can measure fairly" }),
    ).toBeVisible();
    for (const capability of [
      "Data stewardship",
      "Privacy-preserving synthesis",
      "Ethical governance and audit",
      "Community capacity",
    ]) {
      await expect(page.getByRole("heading", { level: 3, name: capability })).toBeVisible();
    }
    await expect(page.getByRole("heading", { level: 3, name: "Our mission" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: "Our vision" })).toBeVisible();
    for (const partner of ["Community", "Research", "Infrastructure"]) {
      const link = page.getByRole("link", { name: new RegExp(`^Become an? ${partner} Partner$`) });
      await expect(link).toHaveAttribute("href", pagePath("contact"));
    }
  });
});

test.describe("accessibility", () => {
  for (const { id } of pages) {
    for (const width of [1280, 375]) {
      test(`${id} has no axe violations at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(pagePath(id));
        await expectNoAxeViolations(page);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, "no horizontal scrolling").toBeLessThanOrEqual(0);
      });
    }
  }

  test("no consortium page scrolls sideways on a 320 px screen", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    for (const { id } of pages) {
      await page.goto(pagePath(id));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${id} is no wider than the screen`).toBeLessThanOrEqual(0);
    }
  });
});
