import { type ConsoleMessage, type Page } from "@playwright/test";
import { expect, test, waitForHydration } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";
import { allPagePaths, canonicalPagePaths, pagePath, routeTable, site } from "../support/site";

const canonicalUrl = (path: string) => new URL(path, site.origin).href;

test.describe("routes", () => {
  for (const page of routeTable) {
    for (const path of [page.path, ...page.aliases]) {
      test(`${path} answers 200 with the ${page.id} page and its canonical URL`, async ({ request }) => {
        const response = await request.get(path);
        expect(response.status()).toBe(200);
        const html = await response.text();
        expect(html).toMatch(/<html lang="en"/);
        expect(html, "pre-rendered HTML carries the page heading").toMatch(/<h1[^>]*>[^<]*\S/);
        expect(html).toContain(`<link rel="canonical" href="${canonicalUrl(page.path)}"/>`);
      });
    }
  }

  test("catch-all paths under /platform and /consortium show their section page", async ({ page }) => {
    for (const [path, id] of [
      ["/platform/anything-else", "platform"],
      ["/consortium/some/deeper/path", "consortium-mission"],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", canonicalUrl(pagePath(id)));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }
  });

  test("matching is case-insensitive: /ABOUT shows the ecosystem page at its lower-case path", async ({ page }) => {
    const response = await page.goto("/ABOUT");
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe("/about");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", canonicalUrl(pagePath("ecosystem")));
    const mixed = await page.goto("/Platform/Solutions?ref=x");
    expect(mixed?.status()).toBe(200);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/platform/solutions?ref=x");
  });

  test("a trailing slash serves the page without a redirect", async ({ request }) => {
    const response = await request.get("/team/", { maxRedirects: 0 });
    expect(response.status()).toBe(200);
  });
});

test.describe("not found", () => {
  test("an unknown path answers 404 with the not-found page and logs the path", async ({ page }) => {
    const messages: string[] = [];
    page.on("console", (message) => messages.push(message.text()));
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    // A guarded string (docs/product.md#guarded-strings): kept literal so a content edit cannot silently change it.
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: /Page Not Found/ })).toBeVisible();
    await expect(
      page.getByText(
        "The page you are looking for might have been removed, had its name changed, or is temporarily unavailable.",
      ),
    ).toBeVisible();
    const home = page.getByRole("link", { name: "Return to Home" });
    await expect(home).toHaveAttribute("href", "/");
    await expect.poll(() => messages.some((text) => text.includes("/no-such-page"))).toBe(true);
    await home.click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the not-found page is not indexed", async ({ request }) => {
    const response = await request.get("/missing/deep/path");
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('<meta name="robots" content="noindex"/>');
  });
});

test.describe("header", () => {
  test("links to the four sections and the demo request, and marks the current section", async ({ page }) => {
    await page.goto(pagePath("vision"));
    const nav = page.getByRole("navigation", { name: "Main" });
    // Guarded labels (docs/product.md#guarded-strings): kept literal so a content edit cannot silently change them.
    const expected = [
      ["The Platform", "/platform"],
      ["Our Vision", "/vision"],
      ["Insights", "/insights"],
      ["Company", "/company"],
    ];
    for (const [name, href] of expected) {
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expect(nav.getByRole("link", { name: "Our Vision" })).toHaveAttribute("aria-current", "page");
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    await expect(page.getByRole("banner").getByRole("link", { name: "Request a Demo" })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(page.getByRole("banner").getByRole("link", { name: /home/i })).toHaveAttribute("href", "/");

    await page.goto("/platform/prosperity-points");
    await expect(nav.getByRole("link", { name: "The Platform" })).toHaveAttribute("aria-current", "page");
    await page.goto(pagePath("white-paper"));
    await expect(nav.getByRole("link", { name: "Insights" })).toHaveAttribute("aria-current", "page");
    await page.goto(pagePath("privacy"));
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(0);
  });

  test("the skip link is the first focusable element and moves focus to the main content", async ({ page }) => {
    await page.goto(pagePath("team"));
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main-content$/);
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  const toggle = (page: Page) => page.locator("details[data-menu] > summary");
  const menu = (page: Page) => page.locator("#site-menu");
  /** The expanded state Chromium gives assistive technology for the menu button (a native `<summary>`). */
  const announcedExpanded = async (page: Page) => {
    const cdp = await page.context().newCDPSession(page);
    const { nodes } = await cdp.send("Accessibility.getFullAXTree");
    await cdp.detach();
    const button = nodes.find((node) => node.role?.value === "DisclosureTriangle" && node.name?.value === "Menu");
    return button?.properties?.find((property) => property.name === "expanded")?.value.value ?? false;
  };

  test("opens and closes by its button, announced as expanded and collapsed", async ({ page }) => {
    await page.goto(pagePath("vision"));
    await expect(page.getByRole("navigation", { name: "Main" }).first()).toBeHidden();
    await expect.poll(() => announcedExpanded(page)).toBe(false);
    await toggle(page).click();
    await expect.poll(() => announcedExpanded(page)).toBe(true);
    await expect(menu(page).getByRole("link", { name: "Insights" })).toBeVisible();
    await expect(menu(page).getByRole("link", { name: "Our Vision" })).toHaveAttribute("aria-current", "page");
    await toggle(page).click();
    await expect.poll(() => announcedExpanded(page)).toBe(false);
    await expect(menu(page)).toBeHidden();
  });

  test("closes on Escape and returns focus to its button", async ({ page }) => {
    await page.goto(pagePath("insights"));
    await toggle(page).focus();
    await page.keyboard.press("Enter");
    await expect(menu(page)).toBeVisible();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Escape");
    await expect(menu(page)).toBeHidden();
    await expect.poll(() => announcedExpanded(page)).toBe(false);
    await expect(toggle(page)).toBeFocused();
  });

  for (const start of ["vision", "home"] as const) {
    test(`closes when a link is chosen (${start === "home" ? "hydrated" : "static"} page)`, async ({ page }) => {
      await page.goto(pagePath(start));
      await toggle(page).click();
      await menu(page).getByRole("link", { name: "Company" }).click();
      await expect(page).toHaveURL(/\/company$/);
      await expect(menu(page)).toBeHidden();
      await expect.poll(() => announcedExpanded(page)).toBe(false);
    });
  }

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("still opens and its links work", async ({ page }) => {
      await page.goto(pagePath("team"));
      await toggle(page).click();
      await menu(page).getByRole("link", { name: "Our Vision" }).click();
      await expect(page).toHaveURL(/\/vision$/);
    });
  });
});

test.describe("footer", () => {
  test("has every footer link, the year and the tagline", async ({ page }) => {
    await page.goto(pagePath("terms"));
    const footer = page.getByRole("contentinfo");
    const hrefs = await footer.locator("a").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
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
    // Guarded labels and tagline (docs/product.md#guarded-strings): kept literal on purpose.
    await expect(footer.getByRole("link", { name: "Team & Advisors" })).toHaveAttribute("href", "/team");
    await expect(footer.getByRole("link", { name: "Responsible AI & Data Governance" })).toHaveAttribute(
      "href",
      pagePath("data-stewardship"),
    );
    await expect(footer.getByRole("link", { name: "Ethics & Trust" })).toHaveAttribute(
      "href",
      pagePath("data-stewardship"),
    );
    for (const url of [site.urls.investorRelations, site.urls.professionalNetwork, site.urls.socialNetwork]) {
      const link = footer.locator(`a[href="${url}"]`);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    await expect(footer).toContainText("Validated Intelligence, Ethically Delivered. For a Regenerative Future.");
  });
});

const aliases = new Set(routeTable.flatMap((route) => route.aliases));
const viewports = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 375, height: 740 },
} as const;
type ViewportName = keyof typeof viewports;

type ColourScheme = "light" | "dark";

/**
 * The checks below run once per page, so that a failure names its page and pages are
 * checked in parallel. They only read a page, so each worker keeps one page per viewport
 * (and colour scheme) for them: a fresh browser context per test would cost more than most checks.
 */
const everyPageTest = test.extend<
  object,
  { pageAt: (viewport: ViewportName, colorScheme?: ColourScheme) => Promise<Page> }
>({
  pageAt: [
    async ({ browser }, use) => {
      const pages = new Map<string, Page>();
      await use(async (viewport, colorScheme = "light") => {
        const key = `${viewport} ${colorScheme}`;
        if (!pages.has(key))
          pages.set(key, await (await browser.newContext({ viewport: viewports[viewport], colorScheme })).newPage());
        return pages.get(key)!;
      });
      for (const page of pages.values()) await page.context().close();
    },
    { scope: "worker" },
  ],
});

test.describe("every page", () => {
  test.describe("internal links", () => {
    for (const path of allPagePaths) {
      everyPageTest(
        `${path}: every internal link resolves to a real page and every in-page anchor exists`,
        async ({ pageAt, request }) => {
          const page = await pageAt("desktop");
          await page.goto(path);
          await waitForHydration(page);
          const hrefs = await page
            .locator("a[href]")
            .evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
          const targets = new Set<string>();
          for (const href of hrefs) {
            if (href.startsWith("/") && !href.startsWith("//")) targets.add(href);
            else if (href.startsWith("#")) targets.add(path + href);
          }
          for (const href of targets) {
            const url = new URL(href, "http://site.test");
            const response = await request.get(url.pathname);
            expect(response.status(), `${href} linked from ${path}`).toBe(200);
            if (!url.hash) continue;
            const ids = new Set([...(await response.text()).matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]));
            expect(ids.has(decodeURIComponent(url.hash.slice(1))), `${href} linked from ${path}`).toBe(true);
          }
        },
      );
    }
  });

  test.describe("title, description and social tags", () => {
    for (const route of routeTable) {
      test(`${route.path} has a title, a description and social tags with a real image`, async ({ request }) => {
        const html = await (await request.get(route.path)).text();
        const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
        const description = /<meta name="description" content="([^"]+)"/.exec(html)?.[1];
        expect(title, route.path).toBeTruthy();
        expect(description?.length, route.path).toBeGreaterThan(50);
        for (const property of ["og:title", "og:description", "og:url", "og:image"]) {
          expect(html, `${property} on ${route.path}`).toContain(`<meta property="${property}"`);
        }
        expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
        const image = /<meta property="og:image" content="([^"]+)"/.exec(html)![1];
        expect(image).toBe(canonicalUrl(`/og/${route.id}.png`));
        const png = await request.get(new URL(image).pathname);
        expect(png.status()).toBe(200);
        expect(png.headers()["content-type"]).toBe("image/png");
        expect((await png.body()).subarray(1, 4).toString()).toBe("PNG");
      });
    }

    test("no two canonical pages share a title or a description", async ({ request }) => {
      const titles = new Set<string>();
      const descriptions = new Set<string>();
      for (const route of routeTable) {
        const html = await (await request.get(route.path)).text();
        titles.add(/<title>([^<]+)<\/title>/.exec(html)![1]);
        descriptions.add(/<meta name="description" content="([^"]+)"/.exec(html)![1]);
      }
      expect(titles.size).toBe(routeTable.length);
      expect(descriptions.size).toBe(routeTable.length);
    });
  });

  test.describe("no Content-Security-Policy violation and no script error", () => {
    for (const path of [...allPagePaths, "/platform/x", "/no-such-page"]) {
      everyPageTest(path, async ({ pageAt }) => {
        const page = await pageAt("desktop");
        const problems: string[] = [];
        const onConsole = (message: ConsoleMessage) => {
          if (message.type() !== "error") return;
          // The not-found page logs the missing path by design, and Chromium reports its 404 status.
          if (path === "/no-such-page" && /404 Error|status of 404/.test(message.text())) return;
          problems.push(`${page.url()}: ${message.text()}`);
        };
        const onPageError = (error: Error) => problems.push(`${page.url()}: ${error.message}`);
        page.on("console", onConsole).on("pageerror", onPageError);
        try {
          await page.goto(path, { waitUntil: "networkidle" });
        } finally {
          page.off("console", onConsole).off("pageerror", onPageError);
        }
        expect(problems).toEqual([]);
      });
    }
  });

  for (const viewport of Object.keys(viewports) as ViewportName[]) {
    // The dark theme as a system setting gives it (docs/decisions/012-dark-mode.md); the header's control applies the same tokens.
    for (const colorScheme of ["light", "dark"] as const) {
      const theme = colorScheme === "dark" ? ", dark theme" : "";
      test.describe(`axe finds no WCAG 2.2 AA violation (${viewport}${theme})`, () => {
        for (const path of [...allPagePaths.filter((path) => !aliases.has(path)), "/no-such-page"]) {
          everyPageTest(path, async ({ pageAt }) => {
            const page = await pageAt(viewport, colorScheme);
            await page.goto(path, { waitUntil: "networkidle" });
            await expectNoAxeViolations(page);
          });
        }
      });
    }

    test.describe(`no page scrolls sideways (${viewport})`, () => {
      for (const route of routeTable) {
        everyPageTest(route.path, async ({ pageAt }) => {
          const page = await pageAt(viewport);
          await page.goto(route.path);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow, route.path).toBeLessThanOrEqual(0);
        });
      }
    });
  }
});

test.describe("search engines", () => {
  test("the sitemap lists every canonical page and no alias", async ({ request }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("xml");
    const locations = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations.sort()).toEqual(canonicalPagePaths.map((path) => canonicalUrl(path)).sort());
    for (const alias of routeTable.flatMap((route) => route.aliases)) {
      expect(locations).not.toContain(canonicalUrl(alias));
    }
  });

  test("robots.txt names the sitemap", async ({ request }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain(`Sitemap: ${canonicalUrl("/sitemap.xml")}`);
  });

  test("favicons and the web manifest are served", async ({ request }) => {
    for (const [path, type] of [
      ["/favicon.ico", "image/vnd.microsoft.icon"],
      ["/favicon.svg", "image/svg+xml"],
      ["/apple-touch-icon.png", "image/png"],
      ["/icon-512.png", "image/png"],
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["content-type"], path).toContain(type);
    }
    const manifest = await (await request.get("/site.webmanifest")).json();
    expect(manifest.name).toBe(site.productName);
  });

  test("JSON-LD describes the Corporation and the Consortium as a 501(c)(3) NGO", async ({ page }) => {
    await page.goto("/");
    // The site-wide graph and the page's own block (tests/integration/structured-data.test.ts checks the latter).
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const nodes: { "@type": string; [key: string]: unknown }[] = blocks.flatMap((text) => JSON.parse(text)["@graph"]);
    const corporation = nodes.find((node) => node["@type"] === "Organization")!;
    const consortium = nodes.find((node) => node["@type"] === "NGO")!;
    expect(corporation.name).toBe(site.corporationName);
    expect(consortium.name).toBe(site.consortiumName);
    expect(consortium.nonprofitStatus).toBe("https://schema.org/Nonprofit501c3");
  });
});

test.describe("served like a real site", () => {
  const securityHeaders = (headers: Record<string, string>) => {
    const csp = headers["content-security-policy"];
    expect(csp).toBeTruthy();
    const scriptSrc = csp.split(";").find((directive) => directive.trim().startsWith("script-src"))!;
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["x-powered-by"]).toBeUndefined();
  };

  test("security headers on pages, per-request pages, assets and the health check", async ({ request, page }) => {
    for (const path of ["/", "/platform/x", "/no-such-page", "/healthz", "/sitemap.xml"]) {
      securityHeaders((await request.get(path)).headers());
    }
    await page.goto("/");
    const asset = await page.evaluate(() => document.querySelector<HTMLScriptElement>("script[src]")!.src);
    securityHeaders((await request.get(asset)).headers());
  });

  test("hashed assets are cached for a year, pages revalidate", async ({ request, page }) => {
    await page.goto("/");
    const asset = await page.evaluate(() => document.querySelector<HTMLScriptElement>("script[src]")!.src);
    expect((await request.get(asset)).headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    const html = await request.get("/");
    expect(html.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
    const etag = html.headers().etag;
    expect((await request.get("/", { headers: { "If-None-Match": etag } })).status()).toBe(304);
  });

  test("responses are compressed with brotli or gzip, pages with the build's own compressed copy", async ({
    request,
  }) => {
    const plain = await request.get(pagePath("terms"), { headers: { "Accept-Encoding": "identity" } });
    expect(plain.headers()["content-encoding"]).toBeUndefined();
    for (const path of [pagePath("terms"), "/sitemap.xml", "/platform/no-such-page"]) {
      for (const encoding of ["br", "gzip"]) {
        const response = await request.get(path, { headers: { "Accept-Encoding": encoding } });
        expect(response.headers()["content-encoding"]).toBe(encoding);
        expect(response.headers().vary).toMatch(/Accept-Encoding/i);
        if (path === pagePath("terms")) {
          // Decoded, the same page; each encoding has its own validator.
          expect(await response.text()).toBe(await plain.text());
          expect(response.headers().etag).not.toBe(plain.headers().etag);
          const revalidated = await request.get(path, {
            headers: { "Accept-Encoding": encoding, "If-None-Match": response.headers().etag },
          });
          expect(revalidated.status()).toBe(304);
        }
      }
    }
  });

  test("a browser gets a page's brotli copy though it names gzip first, unless it refuses brotli", async ({
    page,
    request,
  }) => {
    const response = await page.goto(pagePath("terms"));
    expect(await response!.headerValue("content-encoding")).toBe("br");
    const brotliRefused = await request.get(pagePath("terms"), { headers: { "Accept-Encoding": "gzip, br;q=0" } });
    expect(brotliRefused.headers()["content-encoding"]).toBe("gzip");
  });

  test("the health check answers for load balancers", async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ status: "ok" });
  });

  test("interactive pages are complete before React loads, and React hydrates only their islands", async ({
    request,
    page,
  }) => {
    const html = await (await request.get("/")).text();
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain("__reactRouter");
    expect(html).toContain('data-island="stakeholder-diagram"');
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    expect(scripts).toContainEqual(expect.stringMatching(/^\/assets\/entry\.client-[\w-]+\.js$/));
    // Only the island's own code loads, not the page's route module or React Router.
    expect(scripts).not.toContainEqual(expect.stringMatching(/^\/assets\/(home|root|manifest)-[\w-]+\.js$/));
  });

  test("pages without interaction ship no framework JavaScript", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto(pagePath("terms"), { waitUntil: "networkidle" });
    expect(scripts.map((url) => new URL(url).pathname)).toEqual([expect.stringMatching(/^\/assets\/page-[\w-]+\.js$/)]);
  });
});
