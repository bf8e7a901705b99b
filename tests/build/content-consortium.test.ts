/**
 * The consortium pages as built: their tab bar, copy, cards and links, read from build/client.
 * What only a browser shows (the current tab's colour, the tab row scrolling sideways, anchor
 * jumps, a 320 px screen) is in tests/e2e/content-consortium.spec.ts; the answer for any other
 * path under /consortium in tests/integration/serving.test.ts.
 */
import { describe, expect, it } from "vitest";
import { allNamed, hrefOf, isShown, named, textOf, withText } from "../support/built-dom";
import { builtFilePath, builtPage } from "../support/built-page";
import { content } from "../support/content";
import { pagePath, site } from "../support/built-site";

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

const headings = "h1, h2, h3, h4, h5, h6";


describe("consortium tab bar", () => {
  for (const { id, heading, currentTab } of pages) {
    it(`${id}: sits right below the banner, leads to the five pages and marks "${currentTab}" as current`, () => {
      const page = builtPage(pagePath(id));
      expect(textOf(page.querySelector("h1")), "the banner's heading").toBe(heading);
      const bar = page.querySelector('[data-slot="page-banner"] + nav[aria-label="Consortium"]');
      expect(bar, "a tab bar right after the banner").not.toBeNull();
      const links = [...bar!.querySelectorAll("a")];
      expect(links.map(textOf), "the tabs").toEqual(tabs.map(([label]) => label));
      expect(
        links.map((link) => link.getAttribute("href")),
        "the tabs' pages",
      ).toEqual(tabs.map(([, tab]) => pagePath(tab)));
      for (const link of links) expect(builtFilePath(link.getAttribute("href")!), `${textOf(link)}'s page`).toBeDefined();
      const current = [...bar!.querySelectorAll('[aria-current="page"]')].map(textOf);
      expect(current, "the one current tab").toEqual([currentTab]);
    });
  }
});

describe("our mission", () => {
  it("hero buttons, principles, the ecosystem link and two join cards", () => {
    const page = builtPage(pagePath("consortium-mission"));
    const hero = page.querySelector('[data-slot="page-banner"]');
    const [getInvolvedAction, stewardshipAction] = mission.heroActions;
    expect(hrefOf(hero, getInvolvedAction.label), "the hero's get-involved button").toBe(pagePath("get-involved"));
    expect(hrefOf(hero, stewardshipAction.label), "the hero's stewardship button").toBe(pagePath("data-stewardship"));
    expect(mission.principles.items).toHaveLength(6);
    for (const principle of mission.principles.items) {
      expect(isShown(named(page, "h3", principle.title)), `the principle "${principle.title}"`).toBe(true);
    }
    expect(hrefOf(page, mission.ecosystem.action.label), "the ecosystem link").toBe(pagePath("ecosystem"));
    const [contribute, partner] = mission.join.cards;
    expect(isShown(named(page, "h3", contribute.title)), "the contribute card").toBe(true);
    expect(isShown(named(page, "h3", partner.title)), "the partner card").toBe(true);
    expect(hrefOf(page, contribute.action.label), "the contribute card's link").toBe(
      `${pagePath("get-involved")}#data-contribution`,
    );
    expect(hrefOf(page, partner.action.label), "the partner card's link").toBe(
      `${pagePath("get-involved")}#partner-with-us`,
    );
  });
});

describe("responsible data governance", () => {
  const page = builtPage(pagePath("data-stewardship"));

  it("explains both entities, the data handling and the data flow in order", () => {
    expect(isShown(named(page, "h3", site.consortiumName, { exact: true })), "the consortium's card").toBe(true);
    expect(isShown(named(page, "h3", site.corporationName, { exact: true })), "the corporation's card").toBe(true);
    const { consortium, corporation } = dataStewardship.dualEntity;
    const mainText = textOf(page.querySelector("main"));
    for (const duty of [...consortium.duties, ...corporation.duties]) expect(mainText, "a duty").toContain(duty);
    expect(isShown(named(page, "h2", dataStewardship.handling.title)), "the data handling section").toBe(true);

    const { stages, caption } = dataStewardship.dataFlow;
    const diagram = [...page.querySelectorAll("figure")].find((figure) => named(figure, headings, stages[0].title));
    expect(diagram, "a data-flow figure").toBeDefined();
    expect(stages).toHaveLength(5);
    expect([...diagram!.querySelectorAll("h3")].map(textOf), "the stages in order").toEqual(
      stages.map((stage) => stage.title),
    );
    const safeguardSteps = stages.flatMap((stage) => stage.steps ?? []);
    expect(safeguardSteps).toHaveLength(4);
    for (const step of safeguardSteps) {
      expect(withText(diagram!, step).some(isShown), `the safeguard step "${step}"`).toBe(true);
    }
    expect(textOf(diagram!.querySelector("figcaption")), "the caption").toContain(caption);
  });

  it("covers bias mitigation and explainability and links to the consortium and to contact", () => {
    const [biasMitigation, explainability] = dataStewardship.practices;
    expect(isShown(named(page, "h2", biasMitigation.title)), "the bias mitigation section").toBe(true);
    // A guarded term.
    expect(textOf(page.querySelector("main")).toLowerCase()).toContain("quantitative ethical dimension");
    expect(isShown(named(page, "h2", explainability.title)), "the explainability section").toBe(true);
    const main = page.querySelector("main")!;
    const [aboutAction, contactAction] = dataStewardship.closing.actions;
    expect(allNamed(main, "a[href]", aboutAction.label).at(-1)?.getAttribute("href"), "the closing link to the consortium").toBe(
      pagePath("consortium-about"),
    );
    expect(hrefOf(main, contactAction.label), "the closing link to contact").toBe(pagePath("contact"));
  });
});

/** The programme card's link on the impact page. */
const exploreProgramme = ({ name }: { name: string }) => `Explore ${name}`;

describe("our impact", () => {
  it("the visualisation section, partnership cards and programme cards that lead to the programme pages", () => {
    const page = builtPage(pagePath("impact"));
    const { title, intro } = impact.visualisation;
    expect(intro, "the visualisation section has an introduction").toBeTruthy();
    const visualisation = named(page, "section", title);
    expect(textOf(visualisation), "the visualisation's introduction").toContain(intro!.replace(/\s+/g, " "));
    expect(isShown(visualisation?.querySelector("figure, canvas")), "the visualisation's figure").toBe(true);

    expect(isShown(named(page, "h2", impact.partnerships.title)), "the partnerships section").toBe(true);
    expect(impact.partnerships.cards.length).toBeGreaterThanOrEqual(4);
    for (const partnership of impact.partnerships.cards) {
      expect(isShown(named(page, "h3", partnership.title)), `the partnership "${partnership.title}"`).toBe(true);
    }

    for (const id of ["community-voice", "data-literacy"] as const) {
      const href = hrefOf(page, exploreProgramme(programmes[id]));
      expect(href, `the ${id} card's link`).toBe(pagePath(id));
      expect(builtFilePath(href!), `the ${id} page`).toBeDefined();
    }
  });
});

describe("programme pages", () => {
  const programmePages = [
    {
      id: "community-voice",
      copy: content("pages/community-voice"),
      takePartHref: `${pagePath("get-involved")}#data-contribution`,
    },
    { id: "data-literacy", copy: content("pages/data-literacy"), takePartHref: pagePath("contact") },
  ] as const;

  for (const { id, copy, takePartHref } of programmePages) {
    it(`${id}: what it is, who it serves, how it works, privacy and how to take part`, () => {
      const page = builtPage(pagePath(id));
      for (const section of [copy.overview, copy.audiences, copy.steps, copy.privacy]) {
        expect(isShown(named(page, "h2", section.title)), `the section "${section.title}"`).toBe(true);
      }
      const steps = named(page, "h2", copy.steps.title)?.parentElement?.parentElement;
      expect(steps?.querySelectorAll("li"), "five steps").toHaveLength(5);
      expect(hrefOf(page, copy.privacy.action.label), "the privacy link").toBe(pagePath("data-stewardship"));
      expect(hrefOf(page, copy.takePart.actions[0].label), "the take-part link").toBe(takePartHref);
    });
  }
});

const pathway = (id: string) => {
  const card = getInvolved.pathways.items.find((candidate) => candidate.id === id);
  if (!card) throw new Error(`no pathway card ${id}`);
  return card;
};

describe("get involved", () => {
  const page = builtPage(pagePath("get-involved"));

  it("six pathway cards for the six audiences", () => {
    expect(page.querySelectorAll("main li[id]"), "six cards").toHaveLength(6);
    for (const { audience } of getInvolved.pathways.items) {
      expect(withText(page, audience).some(isShown), `the audience "${audience}"`).toBe(true);
    }
  });

  it("the investor card opens investor relations in a new tab, safely", () => {
    const link = named(page.getElementById("invest")!, "a[href]", pathway("invest").action.label);
    expect(link?.getAttribute("href"), "investor relations").toBe(site.urls.investorRelations);
    expect(link?.getAttribute("target"), "a new tab").toBe("_blank");
    const rel = (link?.getAttribute("rel") ?? "").split(/\s+/);
    expect(rel, "no opener, no referrer").toEqual(expect.arrayContaining(["noopener", "noreferrer"]));
  });

  it("the other cards lead to real pages and addresses", () => {
    const actionOf = (id: string) => hrefOf(page.getElementById(id), pathway(id).action.label);
    expect(actionOf("partner-with-us"), "partner with us").toBe(`${pagePath("contact")}#demo-request`);
    expect(actionOf("data-contribution"), "data contribution").toBe(pagePath("contact"));
    expect(actionOf("research"), "research").toMatch(new RegExp(`^mailto:${site.emails.partnerships}\\?subject=`));
    expect(actionOf("support-us"), "support us").toMatch(new RegExp(`^mailto:${site.emails.partnerships}\\?subject=`));
    expect(hrefOf(page.getElementById("careers"), pathway("careers").secondary!.label), "careers").toBe(
      pagePath("team"),
    );
  });

  it("has the cards that addresses name: #partner-with-us, #data-contribution, #support-us", () => {
    for (const anchor of ["partner-with-us", "data-contribution", "support-us"]) {
      expect(page.querySelectorAll(`[id="${anchor}"]`), `#${anchor}`).toHaveLength(1);
    }
  });

  it("Stay Connected links to the networks and the info address", () => {
    const block = named(page, "section", "Stay Connected"); // a guarded name
    expect(block, "a Stay Connected section").toBeDefined();
    for (const network of [site.urls.professionalNetwork, site.urls.socialNetwork]) {
      expect(block!.querySelector(`a[href="${network}"]`)?.getAttribute("target"), network).toBe("_blank");
    }
    expect(hrefOf(block, site.emails.info), "the info address").toBe(`mailto:${site.emails.info}`);
  });
});

describe("about the consortium", () => {
  it("identity, problem, capabilities, mission and vision, and three partner cards to contact", () => {
    const page = builtPage(pagePath("consortium-about"));
    const [legalStatus] = consortiumAbout.identity.facts;
    expect(legalStatus.detail).toContain("501(c)(3)"); // a guarded string
    expect(withText(page, legalStatus.detail).some(isShown), "the legal status").toBe(true);
    expect(isShown(named(page, "h2", consortiumAbout.problem.title)), "the problem section").toBe(true);
    // Four capability cards (docs/product.md#pages).
    expect(consortiumAbout.capabilities.items).toHaveLength(4);
    for (const capability of consortiumAbout.capabilities.items) {
      expect(isShown(named(page, "h3", capability.title)), `the capability "${capability.title}"`).toBe(true);
    }
    const { mission: missionBlock, vision } = consortiumAbout.missionVision;
    expect(isShown(named(page, "h3", missionBlock.label)), "the mission").toBe(true);
    expect(isShown(named(page, "h3", vision.label)), "the vision").toBe(true);
    // Three partner cards (docs/product.md#pages).
    expect(consortiumAbout.partners.items).toHaveLength(3);
    for (const partner of consortiumAbout.partners.items) {
      expect(hrefOf(page, partner.action.label, { exact: true }), `the partner card "${partner.title}"`).toBe(
        pagePath("contact"),
      );
    }
  });
});
