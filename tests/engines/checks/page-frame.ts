/**
 * What every page must show in every engine, width and theme: the theme asked for, its heading and
 * landmarks, no sideways scroll, the small-screen menu or the full navigation, and no script error.
 */
import type { EngineName } from "../support/browser-page";
import { contrast, luminance } from "../support/colour";
import { type Check, ensure, type Theme } from "../support/visit";

/** The `lg` breakpoint (app/app.css): below it the header's navigation is the small-screen menu. */
const menuBelowWidth = 1024;

/**
 * Each engine's system setting (../support/firefox.ts, ../support/webkit.ts). A visit in that theme
 * chooses System in the header's control; in the other theme it chooses that theme, so each engine
 * checks both the stylesheet's own following of the system and the control's choice.
 */
export const systemTheme: Record<EngineName, Theme> = { firefox: "dark", webkit: "light" };

const control = "details[data-theme-control]";

export const themeControl: Check = {
  name: "theme control",
  async run({ page, theme }) {
    const choice = theme === systemTheme[page.engine] ? "system" : theme;
    await page.click(`${control} > summary`);
    await page.waitFor("the theme control opens", (control) => window.__engines.shown(`${control} fieldset`), control);
    const choices = await page.evaluate(
      (control) => ({ box: window.__engines.box(`${control} fieldset`), innerWidth }),
      control,
    );
    ensure(
      choices.box && choices.box.left >= 0 && choices.box.right <= choices.innerWidth,
      "the theme choices reach outside the screen",
    );
    await page.click(`${control} input[value="${choice}"]`);
    await page.waitFor(
      `the choice "${choice}" is applied and checked`,
      (control, choice) => {
        const applied = document.documentElement.getAttribute("data-theme") ?? "system";
        return (
          applied === choice && document.querySelector<HTMLInputElement>(`${control} input:checked`)?.value === choice
        );
      },
      control,
      choice,
    );
    await page.press("Escape");
    await page.waitFor(
      "Escape closes the control and gives the focus back to its button",
      (control) =>
        !document.querySelector<HTMLDetailsElement>(control)?.open &&
        document.activeElement === document.querySelector(`${control} > summary`),
      control,
    );
  },
};

export const themeColours: Check = {
  name: "theme colours",
  async run({ page, theme }) {
    const painted = await page.evaluate(() => {
      const { rgba } = window.__engines;
      const background = [document.body, document.documentElement]
        .map((element) => rgba(getComputedStyle(element).backgroundColor))
        .find((colour) => colour[3] === 1);
      const header = document.querySelector("body > header");
      return {
        background,
        text: rgba(getComputedStyle(document.body).color),
        header: header ? rgba(getComputedStyle(header).backgroundColor) : null,
        scheme: getComputedStyle(document.documentElement).colorScheme,
      };
    });
    ensure(painted.background, "neither body nor html paints an opaque background");
    const dark = theme === "dark";
    const backgroundLuminance = luminance(painted.background);
    ensure(
      dark ? backgroundLuminance < 0.05 : backgroundLuminance > 0.8,
      `the page background rgb(${painted.background.slice(0, 3).join(", ")}) is not a ${theme} background`,
    );
    ensure(painted.scheme.includes(theme), `color-scheme is "${painted.scheme}", not ${theme}`);
    const ratio = contrast(painted.text, painted.background);
    ensure(ratio >= 7, `body text on the page background has a contrast of ${ratio.toFixed(2)}, under 7`);
    ensure(painted.header && painted.header[3] > 0.5, "the header paints no background of its own");
    const headerLuminance = luminance(painted.header);
    ensure(
      dark ? headerLuminance < 0.05 : headerLuminance > 0.8,
      `the header background rgba(${painted.header.join(", ")}) does not follow the ${theme} theme`,
    );
  },
};

export const headingAndLandmarks: Check = {
  name: "heading and landmarks",
  async run({ page }) {
    const found = await page.evaluate(() => {
      const { shown } = window.__engines;
      const outsideSections = (element: Element) =>
        !element.parentElement?.closest("article, aside, main, nav, section");
      const navigations = [...document.querySelectorAll("nav")];
      return {
        headings: [...document.querySelectorAll("h1")].map((heading) => ({
          text: heading.textContent?.trim() ?? "",
          inMain: heading.closest("main") !== null,
        })),
        headingShown: shown("main h1"),
        banners: [...document.querySelectorAll("header")].filter(outsideSections).length,
        bannerShown: shown("body > header"),
        mains: document.querySelectorAll("main").length,
        mainShown: shown("main"),
        contentinfos: [...document.querySelectorAll("footer")].filter(outsideSections).length,
        contentinfoShown: shown("body > footer"),
        navigationsShown: navigations.filter((nav) => nav.getClientRects().length > 0).length,
        unlabelledNavigations: navigations.filter(
          (nav) => !nav.getAttribute("aria-label") && !nav.getAttribute("aria-labelledby"),
        ).length,
      };
    });
    ensure(found.headings.length === 1, `${found.headings.length} h1 elements, not one`);
    ensure(
      found.headings[0].inMain && found.headingShown && found.headings[0].text,
      "the h1 is not shown in main with a text",
    );
    ensure(found.banners === 1 && found.bannerShown, `banner: ${found.banners} shown ${found.bannerShown}`);
    ensure(found.mains === 1 && found.mainShown, `main: ${found.mains} shown ${found.mainShown}`);
    ensure(
      found.contentinfos === 1 && found.contentinfoShown,
      `contentinfo: ${found.contentinfos} shown ${found.contentinfoShown}`,
    );
    ensure(found.navigationsShown > 0, "no navigation landmark is shown");
    ensure(found.unlabelledNavigations === 0, `${found.unlabelledNavigations} navigation landmarks have no name`);
  },
};

export const noSidewaysScroll: Check = {
  name: "no sideways scroll",
  async run({ page, width }) {
    const overflow = await page.evaluate(() => {
      const limit = document.documentElement.clientWidth;
      const wider = [...document.querySelectorAll("body *")]
        .filter((element) => element.getBoundingClientRect().right > limit + 1)
        .filter((element) => !element.parentElement?.closest("[class*=overflow-], dialog:not([open]), [hidden]"))
        .slice(0, 3)
        .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 3).join(".")}`);
      return { scrollWidth: document.documentElement.scrollWidth, clientWidth: limit, innerWidth, wider };
    });
    ensure(overflow.innerWidth === width, `the viewport is ${overflow.innerWidth} px wide, not ${width}`);
    ensure(
      overflow.scrollWidth <= overflow.clientWidth,
      `the page is ${overflow.scrollWidth} px wide in a ${overflow.clientWidth} px viewport (${overflow.wider.join(", ")})`,
    );
  },
};

const menu = "details[data-menu]";
const fullNavigation = "body > header nav[aria-label]:not(#site-menu)";

export const navigationMenu: Check = {
  name: "navigation menu",
  async run({ page, width }) {
    if (width >= menuBelowWidth) {
      const shown = await page.evaluate(
        (menu, fullNavigation) => ({
          menu: window.__engines.shown(menu),
          full: window.__engines.shown(fullNavigation),
        }),
        menu,
        fullNavigation,
      );
      ensure(
        shown.full && !shown.menu,
        `at ${width} px the header shows the ${shown.menu ? "small-screen menu" : "no navigation"}`,
      );
      return;
    }
    ensure(
      !(await page.evaluate((selector) => window.__engines.shown(selector), fullNavigation)),
      "the full navigation shows on a phone",
    );
    await page.click(`${menu} > summary`);
    await page.waitFor("the menu opens", () => window.__engines.shown("#site-menu a"));
    const links = await page.evaluate(() =>
      [...document.querySelectorAll("#site-menu a")].map((link) => {
        const box = link.getBoundingClientRect();
        return { shown: box.width > 0 && box.height > 0, inside: box.left >= 0 && box.right <= innerWidth };
      }),
    );
    ensure(
      links.length > 0 && links.every((link) => link.shown && link.inside),
      "a menu link is hidden or outside the screen",
    );
    await page.press("Escape");
    await page.waitFor(
      "Escape closes the menu and gives the focus back to its button",
      (menu) =>
        !document.querySelector<HTMLDetailsElement>(menu)?.open &&
        document.activeElement === document.querySelector(`${menu} > summary`),
      menu,
    );
  },
};

export const noScriptErrors: Check = {
  name: "no script error",
  async run({ page }) {
    const errors = await page.errors();
    ensure(errors.length === 0, errors.join("; "));
  },
};
