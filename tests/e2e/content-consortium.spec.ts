import { type Page } from "@playwright/test";
import { expect, test } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";
import { content } from "../support/content";
import { pagePath, site } from "../support/site";

const { programmes } = content("data/consortium");
const consortiumAbout = content("pages/consortium-about");
const mission = content("pages/consortium-mission");
const dataStewardship = content("pages/data-stewardship");
const getInvolved = content("pages/get-involved");
const impact = content("pages/impact");

/*
 * The page copy comes from the content files, so rewording it there does not break
 * these tests. What must stay word for word (docs/product.md#guarded-strings: the five tabs, which are also
 * the pages' headlines, "Stay Connected", 501(c)(3)) stays literal on purpose, so that
 * a content edit cannot silently change it.
 */

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
  { id: "community-voice", heading: programmes["community-voice"].name, currentTab: "Our Impact" },
  { id: "data-literacy", heading: programmes["data-literacy"].name, currentTab: "Our Impact" },
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
    const [getInvolvedAction, stewardshipAction] = mission.heroActions;
    await expect(hero.getByRole("link", { name: getInvolvedAction.label })).toHaveAttribute(
      "href",
      pagePath("get-involved"),
    );
    await expect(hero.getByRole("link", { name: stewardshipAction.label })).toHaveAttribute(
      "href",
      pagePath("data-stewardship"),
    );
    expect(mission.principles.items).toHaveLength(6);
    for (const principle of mission.principles.items) {
      await expect(page.getByRole("heading", { level: 3, name: principle.title })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: mission.ecosystem.action.label })).toHaveAttribute(
      "href",
      pagePath("ecosystem"),
    );
    const [contribute, partner] = mission.join.cards;
    await expect(page.getByRole("heading", { level: 3, name: contribute.title })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: partner.title })).toBeVisible();
    await expect(page.getByRole("link", { name: contribute.action.label })).toHaveAttribute(
      "href",
      `${pagePath("get-involved")}#data-contribution`,
    );
    await expect(page.getByRole("link", { name: partner.action.label })).toHaveAttribute(
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
    const { consortium, corporation } = dataStewardship.dualEntity;
    for (const duty of [...consortium.duties, ...corporation.duties]) {
      await expect(page.getByText(duty)).toBeVisible();
    }
    await expect(page.getByRole("heading", { level: 2, name: dataStewardship.handling.title })).toBeVisible();

    const { stages, caption } = dataStewardship.dataFlow;
    const diagram = page.getByRole("figure").filter({ has: page.getByRole("heading", { name: stages[0].title }) });
    expect(stages).toHaveLength(5);
    await expect(diagram.getByRole("heading", { level: 3 })).toHaveText(stages.map((stage) => stage.title));
    const safeguardSteps = stages.flatMap((stage) => stage.steps ?? []);
    expect(safeguardSteps).toHaveLength(4);
    for (const step of safeguardSteps) {
      await expect(diagram.getByText(step, { exact: true })).toBeVisible();
    }
    await expect(diagram.locator("figcaption")).toContainText(caption);
  });

  test("covers bias mitigation and explainability and links to the consortium and to contact", async ({ page }) => {
    await page.goto(pagePath("data-stewardship"));
    const [biasMitigation, explainability] = dataStewardship.practices;
    await expect(page.getByRole("heading", { level: 2, name: biasMitigation.title })).toBeVisible();
    // A guarded term.
    await expect(page.getByText("quantitative ethical dimension", { exact: false }).first()).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: explainability.title })).toBeVisible();
    const main = page.getByRole("main");
    const [aboutAction, contactAction] = dataStewardship.closing.actions;
    await expect(main.getByRole("link", { name: aboutAction.label }).last()).toHaveAttribute(
      "href",
      pagePath("consortium-about"),
    );
    await expect(main.getByRole("link", { name: contactAction.label })).toHaveAttribute("href", pagePath("contact"));
  });
});

/** The programme card's link on the impact page. */
const exploreProgramme = ({ name }: { name: string }) => `Explore ${name}`;

test.describe("our impact", () => {
  test("the visualisation section, partnership cards and programme cards", async ({ page }) => {
    await page.goto(pagePath("impact"));
    const { title, intro } = impact.visualisation;
    expect(intro, "the visualisation section has an introduction").toBeTruthy();
    const visualisation = page.getByRole("region", { name: title });
    await expect(visualisation.getByText(intro!)).toBeVisible();
    await expect(visualisation.locator("figure, canvas").first()).toBeVisible();

    await expect(page.getByRole("heading", { level: 2, name: impact.partnerships.title })).toBeVisible();
    expect(impact.partnerships.cards.length).toBeGreaterThanOrEqual(4);
    for (const partnership of impact.partnerships.cards) {
      await expect(page.getByRole("heading", { level: 3, name: partnership.title })).toBeVisible();
    }

    await expect(page.getByRole("link", { name: exploreProgramme(programmes["community-voice"]) })).toHaveAttribute(
      "href",
      pagePath("community-voice"),
    );
    await expect(page.getByRole("link", { name: exploreProgramme(programmes["data-literacy"]) })).toHaveAttribute(
      "href",
      pagePath("data-literacy"),
    );
  });

  test("a programme card opens its programme page", async ({ page }) => {
    await page.goto(pagePath("impact"));
    await page.getByRole("link", { name: exploreProgramme(programmes["data-literacy"]) }).click();
    await expect(page).toHaveURL(new RegExp(`${pagePath("data-literacy")}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(programmes["data-literacy"].name);
  });
});

test.describe("programme pages", () => {
  const programmePages = [
    {
      id: "community-voice",
      copy: content("pages/community-voice"),
      takePartHref: `${pagePath("get-involved")}#data-contribution`,
    },
    { id: "data-literacy", copy: content("pages/data-literacy"), takePartHref: pagePath("contact") },
  ] as const;

  for (const { id, copy, takePartHref } of programmePages) {
    test(`${id}: what it is, who it serves, how it works, privacy and how to take part`, async ({ page }) => {
      await page.goto(pagePath(id));
      for (const section of [copy.overview, copy.audiences, copy.steps, copy.privacy]) {
        await expect(page.getByRole("heading", { level: 2, name: section.title })).toBeVisible();
      }
      await expect(
        page.getByRole("heading", { level: 2, name: copy.steps.title }).locator("xpath=../..").getByRole("listitem"),
      ).toHaveCount(5);
      await expect(page.getByRole("link", { name: copy.privacy.action.label })).toHaveAttribute(
        "href",
        pagePath("data-stewardship"),
      );
      await expect(page.getByRole("link", { name: copy.takePart.actions[0].label })).toHaveAttribute(
        "href",
        takePartHref,
      );
    });
  }
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const pathway = (id: string) => {
  const card = getInvolved.pathways.items.find((candidate) => candidate.id === id);
  if (!card) throw new Error(`no pathway card ${id}`);
  return card;
};

test.describe("get involved", () => {
  test("six pathway cards for the six audiences", async ({ page }) => {
    await page.goto(pagePath("get-involved"));
    const cards = page.locator("main li[id]");
    await expect(cards).toHaveCount(6);
    for (const { audience } of getInvolved.pathways.items) {
      await expect(page.getByText(audience, { exact: true })).toBeVisible();
    }
  });

  test("the investor card opens investor relations in a new tab, safely", async ({ page }) => {
    await page.goto(pagePath("get-involved"));
    const link = page
      .locator("#invest")
      .getByRole("link", { name: new RegExp(escapeRegExp(pathway("invest").action.label)) });
    await expect(link).toHaveAttribute("href", site.urls.investorRelations);
    await expect(link).toHaveAttribute("target", "_blank");
    const rel = ((await link.getAttribute("rel")) ?? "").split(/\s+/);
    expect(rel).toEqual(expect.arrayContaining(["noopener", "noreferrer"]));
  });

  test("the other cards lead to real pages and addresses", async ({ page }) => {
    await page.goto(pagePath("get-involved"));
    const actionOf = (id: string) => page.locator(`#${id}`).getByRole("link", { name: pathway(id).action.label });
    await expect(actionOf("partner-with-us")).toHaveAttribute("href", `${pagePath("contact")}#demo-request`);
    await expect(actionOf("data-contribution")).toHaveAttribute("href", pagePath("contact"));
    await expect(actionOf("research")).toHaveAttribute(
      "href",
      new RegExp(`^mailto:${site.emails.partnerships}\\?subject=`),
    );
    await expect(actionOf("support-us")).toHaveAttribute(
      "href",
      new RegExp(`^mailto:${site.emails.partnerships}\\?subject=`),
    );
    await expect(
      page.locator("#careers").getByRole("link", { name: pathway("careers").secondary!.label }),
    ).toHaveAttribute("href", pagePath("team"));
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
    const block = page.getByRole("region", { name: "Stay Connected" }); // a guarded name
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
    const [legalStatus] = consortiumAbout.identity.facts;
    expect(legalStatus.detail).toContain("501(c)(3)"); // a guarded string
    await expect(page.getByText(legalStatus.detail, { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: consortiumAbout.problem.title })).toBeVisible();
    // Four capability cards (docs/product.md#pages).
    expect(consortiumAbout.capabilities.items).toHaveLength(4);
    for (const capability of consortiumAbout.capabilities.items) {
      await expect(page.getByRole("heading", { level: 3, name: capability.title })).toBeVisible();
    }
    const { mission: missionBlock, vision } = consortiumAbout.missionVision;
    await expect(page.getByRole("heading", { level: 3, name: missionBlock.label })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: vision.label })).toBeVisible();
    // Three partner cards (docs/product.md#pages).
    expect(consortiumAbout.partners.items).toHaveLength(3);
    for (const partner of consortiumAbout.partners.items) {
      const link = page.getByRole("link", { name: partner.action.label, exact: true });
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
