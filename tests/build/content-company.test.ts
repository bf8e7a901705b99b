/**
 * The company pages as built (team, contact, company, schedule-demo, privacy, terms): their copy,
 * cards and links, read from build/client. What only a browser shows (an anchor revealed below the
 * fixed header, a table-of-contents jump) is in tests/e2e/content-company.spec.ts.
 */
import { describe, expect, it } from "vitest";
import { hrefOf, isShown, named, textOf, withText } from "../support/built-dom";
import { builtPage } from "../support/built-page";
import { content } from "../support/content";
import { pagePath, site } from "../support/built-site";

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

const headings = "h1, h2, h3, h4, h5, h6";

/** The list a page names `title` (the team grid), and its cards. */
function teamCards(document: Document, title: string) {
  const list = named(document, "ul, ol", title);
  expect(list, `a list named "${title}"`).toBeDefined();
  return [...list!.querySelectorAll(":scope > li")];
}


describe("team page", () => {
  const page = builtPage(pagePath("team"));

  it("shows the founder and CEO first, then ten advisors with their titles", () => {
    const cards = teamCards(page, teamPage.teamSection.title);
    expect(cards, "eleven cards").toHaveLength(11);
    expect(textOf(cards[0]), "the founder's card comes first").toContain(member(teamPage.founder).title);
    const titles = cards.flatMap((card) => [...card.querySelectorAll("h3 + p")].map(textOf));
    for (const title of advisorTitles) expect(titles.slice(1), `an advisor titled ${title}`).toContain(title);
  });

  it("every member has a written bio and a decorative monogram of fixed size", () => {
    for (const card of teamCards(page, teamPage.teamSection.title)) {
      const who = textOf(card.querySelector("h3"));
      const paragraphs = [...card.querySelectorAll("p")].map((paragraph) => paragraph.textContent ?? "");
      expect(Math.max(...paragraphs.map((text) => text.length)), `${who} has a bio`).toBeGreaterThan(150);
      const avatar = card.querySelector("svg[aria-hidden='true']");
      expect(avatar?.getAttribute("width"), `${who}'s monogram has a width`).toMatch(/\d+/);
      expect(avatar?.getAttribute("height"), `${who}'s monogram has a height`).toMatch(/\d+/);
    }
  });
});

describe("team and company pages", () => {
  it("show the people the team page names, in its order", () => {
    const names = [teamPage.founder, ...teamPage.advisors].map((slug) => member(slug).name);
    for (const [id, title] of [
      ["team", teamPage.teamSection.title],
      ["company", company.teamSection.title],
    ] as const) {
      const list = named(builtPage(pagePath(id)), "ul, ol", title);
      expect([...(list?.querySelectorAll("h3") ?? [])].map(textOf), `the ${id} page's team grid`).toEqual(names);
    }
  });
});

const contactOption = (id: string) => {
  const option = contact.contactOptions.find((candidate) => candidate.id === id);
  if (!option) throw new Error(`no contact option ${id}`);
  return option;
};

describe("contact page", () => {
  const page = builtPage(pagePath("contact"));

  it("the demo-request card leads to the demo page and the sales address", () => {
    const card = page.getElementById("demo-request");
    expect(card, "a card with the id demo-request").not.toBeNull();
    const [schedule] = contactOption("demo-request").actions;
    expect(hrefOf(card, schedule.label), `its "${schedule.label}" link`).toBe(pagePath("schedule-demo"));
    expect(hrefOf(card, site.emails.sales), "its sales address").toBe(`mailto:${site.emails.sales}`);
  });

  it("the investment-inquiry card gives the investors address and page", () => {
    const card = page.getElementById("investment-inquiry");
    expect(card, "a card with the id investment-inquiry").not.toBeNull();
    expect(hrefOf(card, site.emails.investors), "its investors address").toBe(`mailto:${site.emails.investors}`);
    const [overview] = contactOption("investment-inquiry").actions;
    expect(hrefOf(card, overview.label), `its "${overview.label}" link`).toBe(pagePath("investors"));
  });

  it("offers six contact options, the info address, the product website and a form section", () => {
    expect(contact.contactOptions).toHaveLength(6);
    for (const { title } of contact.contactOptions) {
      expect(isShown(named(page, "h3", title)), `a card headed "${title}"`).toBe(true);
    }
    expect(hrefOf(page, site.emails.info), "the info address").toBe(`mailto:${site.emails.info}`);
    const website = page.querySelector(`a[href="${site.urls.productWebsite}"]`);
    expect(website?.getAttribute("target"), "the product website opens in a new tab").toBe("_blank");
    expect(website?.getAttribute("rel"), "the product website link is safe").toBe("noopener noreferrer");
    expect(isShown(named(page, "section", contact.formSection.title)), "the form section").toBe(true);
  });
});

describe("company page", () => {
  it("shows the mission, the team grid and the three department addresses as mail links", () => {
    const page = builtPage(pagePath("company"));
    expect(isShown(named(page, "h2", company.mission.title)), "the mission heading").toBe(true);
    expect(teamCards(page, company.teamSection.title), "the team grid's cards").toHaveLength(11);
    const departments = named(page, "section", company.departmentsSection.title);
    for (const address of [site.emails.sales, site.emails.partnerships, site.emails.investors]) {
      expect(hrefOf(departments, address), `the departments' ${address} link`).toBe(`mailto:${address}`);
    }
    expect(isShown(named(page, "section", company.formSection.title)), "the form section").toBe(true);
  });
});

describe("schedule-demo page", () => {
  it("shows the hero cards, what a visitor will experience, the duration, the form section and the privacy note", () => {
    const page = builtPage(pagePath("schedule-demo"));
    expect(textOf(page.querySelector("h1")), "the headline").toBe(`Experience ${site.productName} in Action`);
    for (const card of ["Quantify Your Prosperity", "Address Ethical Debt", "Generate Foresight"]) {
      expect(isShown(named(page, headings, card)), `the hero card "${card}"`).toBe(true);
    }
    const experience = named(page, "section", "What You'll Experience");
    const items = [...(experience?.querySelectorAll("li") ?? [])].filter((item) => item.querySelector("h3"));
    expect(
      items.map((item) => textOf(item.querySelector("h3"))),
      "what a visitor will experience",
    ).toEqual(["Interactive AI Query System", "TrustScore Intelligence", "Dual-Entity Architecture", "Tailored Use Cases"]);
    expect(textOf(items[0])).toContain("mock AI oracle");
    expect(textOf(items[1])).toContain("Quantified Prosperity Insights");
    expect(textOf(items[2])).toMatch(/for-profit.*non-profit/);
    expect(withText(page, "Demo Duration: 30-45 minutes"), "the duration").not.toHaveLength(0);
    const formSection = named(page, "section", "Schedule Your Demo");
    expect(isShown(named(formSection!, "h2", "Schedule Your Demo")), "the form section and its heading").toBe(true);
    expect(textOf(formSection), "the privacy note").toContain("All demo data is simulated and synthetic.");
  });
});

describe("legal pages", () => {
  for (const id of ["privacy", "terms"] as const) {
    it(`${id} shows its last-updated date and a table of contents whose links each have their section`, () => {
      const page = builtPage(pagePath(id));
      expect(withText(page, "Last updated May 2025"), "the last-updated date").not.toHaveLength(0);
      const toc = named(page, "nav", "On this page");
      const links = [...(toc?.querySelectorAll("a[href]") ?? [])];
      expect(links.length, "the table of contents' links").toBeGreaterThanOrEqual(8);
      for (const link of links) {
        const target = link.getAttribute("href")!.slice(1);
        expect(page.querySelectorAll(`[id="${target}"]`), `the section of ${link.getAttribute("href")}`).toHaveLength(1);
      }
    });
  }

  it("the privacy policy states the 365-day retention, no analytics and how to exercise rights", () => {
    const policy = builtPage(pagePath("privacy")).querySelector("article");
    const text = textOf(policy);
    expect(text).toContain("kept for 365 days and then deleted automatically");
    expect(text).toContain("configured retention period");
    // Analytics are off in this build: the policy says so, in the words of its "off" text.
    const { on, off } = content("legal/privacy").analytics;
    expect(text, "the analytics summary").toContain(off.summary);
    expect(text, "the analytics statement").toContain(off.statement[0]);
    expect(text, "no claim that analytics are on").not.toContain(on.statement[0]);
    expect(hrefOf(policy!, site.emails.info), "the info address").toBe(`mailto:${site.emails.info}`);
  });

  it("the terms name Delaware law and say nothing on the site is investment advice", () => {
    const terms = builtPage(pagePath("terms")).querySelector("article");
    expect(textOf(terms)).toContain("the laws of the State of Delaware, United States");
    const advice = [...(terms?.querySelectorAll(headings) ?? [])].filter((heading) =>
      /No investment advice/.test(textOf(heading)),
    );
    expect(isShown(advice[0]), "a heading about no investment advice").toBe(true);
  });
});
