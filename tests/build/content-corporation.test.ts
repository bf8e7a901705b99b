/**
 * The corporation's pages as built (how it works, P-Points, about, investors, the difference,
 * vision, insights): their headlines, sections, key texts, the white paper's claims and links,
 * read from build/client. None of their checks needs a browser: where the contact page's
 * #investment-inquiry lands on screen is in tests/e2e/content-company.spec.ts.
 */
import { describe, expect, it } from "vitest";
import { isShown, named, textOf, withText } from "../support/built-dom";
import { builtFilePath, builtPage } from "../support/built-page";
import { content } from "../support/content";
import { pagePath, site } from "../support/built-site";

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

const mainOf = (id: CorporationPageId) => builtPage(pagePath(id)).querySelector("main")!;

/** Whether `scope` shows an element whose whole text is `text`. */
const showsText = (scope: Element, text: string) => withText(scope, text).some(isShown);

const hrefsIn = (scope: ParentNode, selector = "a[href]") =>
  [...scope.querySelectorAll(selector)].map((link) => link.getAttribute("href")!);

for (const expectations of pages) {
  describe(`${expectations.id} page`, () => {
    it("shows its headline, its sections and its key texts", () => {
      const page = builtPage(pagePath(expectations.id));
      expect([...page.querySelectorAll("h1")].map(textOf), "the headline").toEqual([expectations.heading]);
      const main = page.querySelector("main")!;
      for (const section of expectations.sections) {
        expect(isShown(named(main, "h2", section, { exact: true })), `the section "${section}"`).toBe(true);
      }
      for (const text of expectations.texts) expect(showsText(main, text), `the text "${text}"`).toBe(true);
    });

    it("links to the pages its copy points to", () => {
      const targets = hrefsIn(mainOf(expectations.id), 'a[href^="/"]');
      for (const link of expectations.links) expect(targets, `a link to ${link}`).toContain(link);
    });
  });
}

describe("insights page", () => {
  const main = mainOf("insights");
  const featured = [...main.querySelectorAll("article")].filter((article) =>
    isShown(named(article, "h1, h2, h3, h4, h5, h6", whitePaper.title)),
  );

  it("features the white paper with its version, date and abstract, linking to it", () => {
    expect(featured, "one card titled with the white paper's title").toHaveLength(1);
    const card = featured[0];
    // The guarded version and date.
    expect(showsText(card, "3.0"), "the version 3.0").toBe(true);
    expect(showsText(card, "July 2025"), "the date July 2025").toBe(true);
    const abstracts = [...card.querySelectorAll("p")].filter((paragraph) => /ethical debt/.test(textOf(paragraph)));
    expect(abstracts, "one abstract naming ethical debt").toHaveLength(1);
    expect(isShown(abstracts[0]), "the abstract is shown").toBe(true);
    expect(textOf(abstracts[0]).length, "a short abstract, not a teaser").toBeGreaterThan(120);
    expect(named(card, "a[href]", insights.featuredPaper.action.label)?.getAttribute("href"), "the card's link").toBe(
      pagePath("white-paper"),
    );
  });

  it("the featured card's link opens the white paper", () => {
    const href = named(main, "a[href]", insights.featuredPaper.action.label)?.getAttribute("href");
    expect(href, "the featured card's link").toBe(pagePath("white-paper"));
    expect(builtFilePath(href!), "the built white paper").toBeDefined();
  });

  it("each further insight is a card whose title links to a page of this site", () => {
    const cards = [...main.querySelectorAll("#more-insights li")];
    expect(cards, "six further insights").toHaveLength(6);
    const hrefs = cards.flatMap((card) => hrefsIn(card, "h3 a[href]"));
    expect(hrefs, "the cards' pages").toEqual([
      pagePath("vision"),
      pagePath("how-it-works"),
      pagePath("the-difference"),
      pagePath("prosperity-points"),
      pagePath("data-stewardship"),
      pagePath("impact"),
    ]);
    for (const href of hrefs) expect(builtFilePath(href), `the built page ${href}`).toBeDefined();
  });
});

describe("investors page", () => {
  const main = mainOf("investors");

  it("opens the investor-relations site in a new tab without giving it a handle on ours", () => {
    const external = [...main.querySelectorAll(`a[href="${site.urls.investorRelations}"]`)];
    expect(external.some(isShown), "a link to the investor-relations site").toBe(true);
    for (const link of external) {
      expect(link.getAttribute("target"), "the investor-relations link opens a new tab").toBe("_blank");
      expect((link.getAttribute("rel") ?? "").split(/\s+/), "the investor-relations link's rel").toEqual(
        expect.arrayContaining(["noopener", "noreferrer"]),
      );
      // Written by the external-link component, not a content file.
      expect(textOf(link), "the investor-relations link says so").toContain("(opens in a new tab)");
    }
  });

  it("offers an investment inquiry that lands on the contact page's investment section", () => {
    const { inquiry } = investors.investorLinks;
    expect(inquiry.to, "the inquiry's target in the content").toBe(contactHash("investment-inquiry"));
    expect(named(main, "a[href]", inquiry.label)?.getAttribute("href"), "the inquiry link").toBe(inquiry.to);
    const section = builtPage(pagePath("contact")).getElementById("investment-inquiry");
    expect(isShown(section), "the contact page shows #investment-inquiry").toBe(true);
  });

  it("says it is not an offer of securities", () => {
    expect(investors.notice, "the notice in the content").toMatch(/not an offer to sell/);
    expect(textOf(main), "the notice on the page").toContain(investors.notice);
  });
});

describe("white-paper claims", () => {
  for (const id of ["investors", "vision", "insights"] as const) {
    it(`${id}: the quoted figures appear only with their attribution to the white paper`, () => {
      // The figures, version and date are guarded strings.
      const figures = [...mainOf(id).querySelectorAll("figure")].filter((figure) => textOf(figure).includes("2.5x"));
      expect(figures, "one figure quoting 2.5x").toHaveLength(1);
      const [figure] = figures;
      for (const value of ["2.5x", "50%", "20%", "30%", "70 to 120%"]) {
        expect(showsText(figure, value), `the figure ${value}`).toBe(true);
      }
      const caption = figure.querySelector("figcaption");
      expect(textOf(caption), "the attribution").toContain(`Claims quoted in the white paper "${whitePaper.title}"`);
      expect(textOf(caption), "the attribution").toContain(insights.whitePaperClaims.attribution.after);
      expect(textOf(caption), "the attribution's version and date").toContain("version 3.0, July 2025");
      expect(hrefsIn(caption!), "the attribution's link").toEqual([pagePath("white-paper")]);
    });
  }

  it("the P-Points example is labelled illustrative", () => {
    const example = [...mainOf("prosperity-points").querySelectorAll("aside")].find(
      (aside) => textOf(aside).includes("30% sales uplift"), // a guarded figure
    );
    expect(textOf(example), "the example's label").toContain(prosperityPoints.pricingExample.label);
  });
});

describe("names come from the site configuration", () => {
  const page = builtPage(pagePath("how-it-works"));

  it("how it works names both organisations of the dual-entity architecture", () => {
    const architecture = page.querySelector("#dual-entity-architecture")!;
    expect(isShown(named(architecture, "h3", site.consortiumName)), "the consortium's heading").toBe(true);
    expect(isShown(named(architecture, "h3", site.corporationName)), "the corporation's heading").toBe(true);
    expect(textOf(architecture), "the bridge between them").toContain(howItWorks.architecture.bridge!.label);
  });

  it("the three process steps are in order: contributors, the product, subscribers", () => {
    const steps = [...page.querySelectorAll("#three-steps ol > li")];
    expect(steps, "three steps").toHaveLength(3);
    // The three process steps, word for word.
    expect(
      steps.flatMap((step) => [...step.querySelectorAll("h3")].map(textOf)),
      "the steps' headings",
    ).toEqual(["Provide data through privacy-first channels", "Turn it into prosperity intelligence", "Use the insights"]);
    expect(textOf(steps[1]), "the second step names the product").toContain(site.productName);
  });
});
