/**
 * What every pre-rendered page says in its HTML, read from the build (docs/decisions/019): its
 * language, heading and canonical URL; the header's sections with the current one marked; the
 * footer's links; the title, description and social tags with a real image; and what the site tells
 * search engines (sitemap, robots.txt, the organisations' JSON-LD).
 */
import { describe, expect, it } from "vitest";
import { siteHeadScript } from "~/browser/site-head-script";
import { mainContentId } from "~/components/layout/skip-link";
import { newsletterArchivePaths } from "~/newsletter/archive-contract";
import { resourcePaths } from "~/route-table";
import { builtFile, builtFilePath, builtPage } from "../support/built-page";
import { canonicalPagePaths, pagePath, routeTable, site } from "../support/built-site";

const canonicalUrl = (path: string) => new URL(path, site.origin).href;
const attribute = (document: Document, selector: string, name: string) =>
  document.querySelector(selector)?.getAttribute(name) ?? undefined;

describe("every page and alias of the route table", () => {
  const paths = routeTable.flatMap((page) => [page.path, ...page.aliases].map((path) => ({ path, page })));
  it.each(paths)("$path is pre-rendered in English with a heading and the canonical URL of its page", ({ path, page }) => {
    const document = builtPage(path);
    expect(document.documentElement.getAttribute("lang")).toBe("en");
    expect(document.querySelector("h1")?.textContent?.trim(), "the page heading").toBeTruthy();
    expect(attribute(document, 'link[rel="canonical"]', "href")).toBe(canonicalUrl(page.path));
  });

  it.each(routeTable)("$path has a title, a description and social tags with a real image", (route) => {
    const document = builtPage(route.path);
    expect(document.querySelector("title")?.textContent, "title").toBeTruthy();
    expect(attribute(document, 'meta[name="description"]', "content")?.length, "description").toBeGreaterThan(50);
    for (const property of ["og:title", "og:description", "og:url", "og:image"]) {
      expect(attribute(document, `meta[property="${property}"]`, "content"), property).toBeTruthy();
    }
    expect(attribute(document, 'meta[name="twitter:card"]', "content")).toBe("summary_large_image");
    const image = attribute(document, 'meta[property="og:image"]', "content")!;
    expect(image).toBe(canonicalUrl(resourcePaths.socialImage(route.id)));
    expect(builtFile(new URL(image).pathname).subarray(1, 4).toString(), "a PNG file").toBe("PNG");
  });

  it("gives no two canonical pages the same title or description", () => {
    const titles = new Set(routeTable.map((route) => builtPage(route.path).querySelector("title")?.textContent));
    const descriptions = new Set(
      routeTable.map((route) => attribute(builtPage(route.path), 'meta[name="description"]', "content")),
    );
    expect(titles.size).toBe(routeTable.length);
    expect(descriptions.size).toBe(routeTable.length);
  });
});

describe("header", () => {
  const nav = (path: string) => builtPage(path).querySelector('nav[aria-label="Main"]')!;
  const current = (path: string) =>
    [...nav(path).querySelectorAll('[aria-current="page"]')].map((link) => link.textContent?.trim());

  it("links to the four sections and the demo request, and marks the current section", () => {
    const visionNav = nav(pagePath("vision"));
    // Guarded labels (docs/product.md#guarded-strings): kept literal so a content edit cannot silently change them.
    const links = [...visionNav.querySelectorAll("a")].map((link) => [link.textContent?.trim(), link.getAttribute("href")]);
    for (const expected of [
      ["The Platform", "/platform"],
      ["Our Vision", "/vision"],
      ["Insights", "/insights"],
      ["Company", "/company"],
    ]) {
      expect(links).toContainEqual(expected);
    }
    const banner = builtPage(pagePath("vision")).querySelector("body > header")!;
    const demo = [...banner.querySelectorAll("a")].find((link) => link.textContent?.trim() === "Request a Demo");
    expect(demo?.getAttribute("href")).toBe("/contact");
    const home = [...banner.querySelectorAll("a")].find((link) =>
      /home/i.test(`${link.getAttribute("aria-label") ?? ""} ${link.textContent}`),
    );
    expect(home?.getAttribute("href")).toBe("/");

    expect(current(pagePath("vision"))).toEqual(["Our Vision"]);
    expect(current("/platform/prosperity-points")).toEqual(["The Platform"]);
    expect(current(pagePath("white-paper"))).toEqual(["Insights"]);
    expect(current(pagePath("privacy"))).toEqual([]);
  });

  // A frame painted while the parser waits inside the header shows its right-hand buttons moving as
  // each new one arrives (seen as a layout shift under load in tests/e2e/pictures.spec.ts).
  it.each(canonicalPagePaths)("%s holds its first frame until the header is whole", (path) => {
    const document = builtPage(path);
    const headScripts = [...document.querySelectorAll("head > script:not([type])")].map((script) => script.textContent);
    expect(headScripts, "a script in the head asks for the first frame to wait").toContain(siteHeadScript(mainContentId));
    expect(document.getElementById(mainContentId)?.previousElementSibling, "what it waits for comes just after the header").toBe(
      document.querySelector("body > header"),
    );
  });
});

describe("footer", () => {
  it("has every footer link, the year and the tagline", () => {
    const footer = builtPage(pagePath("terms")).querySelector("body > footer")!;
    const links = [...footer.querySelectorAll("a")];
    const hrefs = links.map((link) => link.getAttribute("href"));
    for (const id of [
      "home",
      "ecosystem",
      "team",
      "contact",
      "platform",
      "corporation-about",
      "consortium-mission",
      "consortium-about",
      "data-stewardship",
      "privacy",
      "terms",
      "accessibility",
    ] as const) {
      expect(hrefs, `footer links to ${id}`).toContain(pagePath(id));
    }
    const named = (name: string) => links.find((link) => link.textContent?.trim() === name)?.getAttribute("href");
    // Guarded labels and tagline (docs/product.md#guarded-strings): kept literal on purpose.
    expect(named("Team & Advisors")).toBe("/team");
    expect(named("Responsible AI & Data Governance")).toBe(pagePath("data-stewardship"));
    expect(named("Ethics & Trust")).toBe(pagePath("data-stewardship"));
    for (const url of [site.urls.investorRelations, site.urls.professionalNetwork, site.urls.socialNetwork]) {
      const link = footer.querySelector(`a[href="${url}"]`);
      expect(link?.getAttribute("target"), url).toBe("_blank");
      expect(link?.getAttribute("rel"), url).toBe("noopener noreferrer");
    }
    expect(footer.textContent).toContain(`© ${new Date().getFullYear()}`);
    expect(footer.textContent).toContain("Validated Intelligence, Ethically Delivered. For a Regenerative Future.");
  });
});

describe("search engines", () => {
  it("the sitemap lists every canonical page and no alias", () => {
    const sitemap = builtFile(resourcePaths.sitemap).toString("utf8");
    const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    // And the newsletter's archive, rendered by the server (which adds each edition sent).
    expect(locations.sort()).toEqual(
      [...canonicalPagePaths, newsletterArchivePaths.list].map((path) => canonicalUrl(path)).sort(),
    );
    for (const alias of routeTable.flatMap((route) => route.aliases)) {
      expect(locations).not.toContain(canonicalUrl(alias));
    }
  });

  it("robots.txt names the sitemap", () => {
    expect(builtFile(resourcePaths.robots).toString("utf8")).toContain(`Sitemap: ${canonicalUrl(resourcePaths.sitemap)}`);
  });

  it("the icons and the web manifest are built", () => {
    for (const path of [
      resourcePaths.faviconIco,
      resourcePaths.faviconSvg,
      resourcePaths.appleTouchIcon,
      resourcePaths.icon512,
    ]) {
      expect(builtFilePath(path), path).toBeTruthy();
    }
    expect(JSON.parse(builtFile(resourcePaths.webManifest).toString("utf8")).name).toBe(site.productName);
  });

  it("JSON-LD describes the Corporation and the Consortium as a 501(c)(3) NGO", () => {
    const blocks = [...builtPage("/").querySelectorAll('script[type="application/ld+json"]')];
    // The home page's one block: its own node and the site-wide ones (tests/build/structured-data.test.ts).
    const nodes: { "@type": string; [key: string]: unknown }[] = blocks.flatMap(
      (block) => JSON.parse(block.textContent ?? "")["@graph"] ?? [],
    );
    const corporation = nodes.find((node) => node["@type"] === "Organization")!;
    const consortium = nodes.find((node) => node["@type"] === "NGO")!;
    expect(corporation.name).toBe(site.corporationName);
    expect(consortium.name).toBe(site.consortiumName);
    expect(consortium.nonprofitStatus).toBe("https://schema.org/Nonprofit501c3");
  });
});
