/**
 * How content names a link (app/content/schema/link-targets.ts): every kind of target resolves to its
 * address, and every mistake an editor can make is refused with a reason that says what exists.
 */
import { describe, expect, it } from "vitest";
import * as z from "zod";
import { parseSiteConfig } from "~/config/site-schema";
import { createContentContext, withContentContext } from "~/content/schema/context";
import { linkTarget, linkTargets, resolveLink } from "~/content/schema/link-targets";

const site = parseSiteConfig({});
const context = createContentContext(site, { articles: ["trust-at-scale"] });
const resolve = (target: string) => resolveLink(target, context);
const refusal = (target: string) => {
  try {
    resolve(target);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`${target} was accepted`);
};

describe("link targets", () => {
  it("resolves a page, with or without a place on it, to its path", () => {
    expect(resolve("page:platform")).toEqual({ href: "/platform", external: false });
    expect(resolve("page:platform#pricing-plans")).toEqual({ href: "/platform#pricing-plans", external: false });
  });

  it("refuses a page the route table does not have, naming the pages, and an anchor that is not one", () => {
    expect(refusal("page:platfrom")).toMatch(/^"page:platfrom" names no page \(pages: home, ecosystem, platform, /);
    expect(refusal("page:platform#Pricing Plans")).toBe('"page:platform#Pricing Plans" has an invalid anchor');
    expect(refusal("page:platform#")).toBe('"page:platform#" has an invalid anchor');
    expect(refusal("page:platform#pricing#plans")).toBe('"page:platform#pricing#plans" has an invalid anchor');
  });

  it("resolves a known article under Insights, and refuses an unknown one naming the articles", () => {
    expect(resolve("article:trust-at-scale")).toEqual({ href: "/insights/trust-at-scale", external: false });
    expect(refusal("article:trust")).toBe('"article:trust" names no article (articles: trust-at-scale)');
    const twoArticles = createContentContext(site, { articles: ["ethical-debt", "trust-at-scale"] });
    expect(() => resolveLink("article:trust", twoArticles)).toThrow(
      '"article:trust" names no article (articles: ethical-debt, trust-at-scale)',
    );
  });

  it("refuses every article while there are none", () => {
    expect(() => resolveLink("article:trust", createContentContext(site))).toThrow(
      '"article:trust" names no article (articles: )',
    );
  });

  it("resolves a department's address, with the subject it is given (written as a query, colons and all) encoded", () => {
    expect(resolve("email:sales")).toEqual({ href: `mailto:${site.emails.sales}`, external: false });
    expect(resolve("email:info?subject=Data+%26+privacy")).toEqual({
      href: `mailto:${site.emails.info}?subject=Data%20%26%20privacy`,
      external: false,
    });
    expect(resolve("email:sales?subject=Re: pricing")).toEqual({
      href: `mailto:${site.emails.sales}?subject=Re%3A%20pricing`,
      external: false,
    });
    expect(refusal("email:press")).toBe(
      '"email:press" names no department address (addresses: info, sales, partnerships, investors)',
    );
  });

  it("resolves an outside site as external, and refuses an unknown one naming the sites", () => {
    expect(resolve("url:investorRelations")).toEqual({ href: site.urls.investorRelations, external: true });
    expect(refusal("url:blog")).toBe(
      '"url:blog" names no outside site (sites: productWebsite, investorRelations, professionalNetwork, socialNetwork)',
    );
  });

  it("resolves the generated white paper, and refuses another file", () => {
    expect(resolve("file:white-paper-pdf")).toEqual({ href: "/white-paper.pdf", external: false });
    expect(refusal("file:annual-report")).toBe('"file:annual-report" names no file (files: white-paper-pdf)');
  });

  it("takes a place on the same page as it is, and refuses one that is not an anchor", () => {
    expect(resolve("#contact-form")).toEqual({ href: "#contact-form", external: false });
    expect(refusal("#Contact Form")).toBe('"#Contact Form" is not a valid anchor');
    expect(refusal("#-form")).toBe('"#-form" is not a valid anchor');
  });

  it("refuses an address typed as it is, saying how links are written", () => {
    expect(refusal("https://example.org")).toBe(
      '"https://example.org" is not a link this site understands: write page:<id>, article:<slug>, email:<department>, url:<site>, file:<name> or #<anchor>',
    );
  });

  it("offers the editor every page, address, outside site and file, labelled", () => {
    const targets = linkTargets(context);
    expect(targets).toContainEqual({ value: "page:platform", label: "Page: /platform" });
    expect(targets).toContainEqual({ value: "email:sales", label: `E-mail: ${site.emails.sales}` });
    expect(targets).toContainEqual({ value: "url:socialNetwork", label: `Outside site: ${site.urls.socialNetwork}` });
    expect(targets).toContainEqual({ value: "file:white-paper-pdf", label: "File: white-paper-pdf" });
    expect(targets).toHaveLength(context.routes.length + 4 + 4 + 1);
  });

  it("gives a content file the address, or the reason at the field", () => {
    const field = z.object({ to: linkTarget });
    expect(withContentContext(context, () => field.parse({ to: "page:contact" }))).toEqual({ to: "/contact" });
    const result = withContentContext(context, () => field.safeParse({ to: "email:press" }));
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ["to"], message: expect.stringContaining('"email:press" names no department') }),
    ]);
  });
});
