/**
 * The one list of the site's pages. The router (app/routes.ts), the pre-renderer
 * (react-router.config.ts), the sitemap and the tests all read it, so a page added
 * here is routed, pre-rendered, listed and tested without another edit.
 */
export type PageId =
  | "home"
  | "ecosystem"
  | "platform"
  | "solutions"
  | "dynamic-pricing"
  | "prosperity-intelligence"
  | "how-it-works"
  | "prosperity-points"
  | "corporation-about"
  | "investors"
  | "the-difference"
  | "consortium-mission"
  | "data-stewardship"
  | "impact"
  | "community-voice"
  | "data-literacy"
  | "get-involved"
  | "consortium-about"
  | "team"
  | "contact"
  | "privacy"
  | "terms"
  | "vision"
  | "insights"
  | "company"
  | "white-paper"
  | "schedule-demo";

export type PageRoute = {
  id: PageId;
  /** The canonical path: the only one in the sitemap and in `<link rel="canonical">`. */
  path: string;
  /** Other paths that render the same page. */
  aliases: string[];
  /** Also answers every deeper path under `path` (a catch-all: docs/product.md#routes). */
  catchAll: boolean;
};

type PageSpec = [id: PageId, path: string, options?: { aliases?: string[]; catchAll?: boolean }];

function pageSpecs(productSlug: string): PageSpec[] {
  return [
    ["home", "/"],
    ["ecosystem", `/about-${productSlug}-ecosystem`, { aliases: ["/about"] }],
    ["platform", "/platform", { catchAll: true }],
    ["solutions", "/solutions", { aliases: ["/platform/solutions"] }],
    ["dynamic-pricing", "/solutions/dynamic-pricing"],
    ["prosperity-intelligence", "/solutions/systemic-trust", { aliases: ["/platform/esee-intelligence"] }],
    ["how-it-works", "/how-it-works"],
    ["prosperity-points", "/platform/prosperity-points"],
    ["corporation-about", "/platform/about-us"],
    ["investors", "/platform/investors"],
    ["the-difference", "/platform/the-difference"],
    ["consortium-mission", "/consortium", { catchAll: true }],
    ["data-stewardship", "/consortium/data-stewardship"],
    ["impact", "/consortium/impact"],
    ["community-voice", "/consortium/impact/community-voice"],
    ["data-literacy", "/consortium/impact/data-literacy"],
    ["get-involved", "/consortium/get-involved"],
    ["consortium-about", "/consortium/about-us"],
    ["team", "/team"],
    ["contact", "/contact"],
    ["privacy", "/privacy"],
    ["terms", "/terms"],
    ["vision", "/vision"],
    ["insights", "/insights"],
    ["company", "/company"],
    ["white-paper", "/white-paper"],
    ["schedule-demo", "/schedule-demo"],
  ];
}

export function createRouteTable(productSlug: string): PageRoute[] {
  return pageSpecs(productSlug).map(([id, path, options]) => ({
    id,
    path,
    aliases: options?.aliases ?? [],
    catchAll: options?.catchAll ?? false,
  }));
}

/** Where the browser posts a form as JSON (the pages' own actions answer posts without JavaScript). */
export const formEndpointPath = (form: string) => `/forms/${form}`;

/** Files served beside the pages; generated at build time by resource routes. */
export const resourcePaths = {
  sitemap: "/sitemap.xml",
  robots: "/robots.txt",
  whitePaperPdf: "/white-paper.pdf",
  socialImage: (id: PageId) => `/og/${id}.png`,
  faviconIco: "/favicon.ico",
  faviconSvg: "/favicon.svg",
  appleTouchIcon: "/apple-touch-icon.png",
  icon192: "/icon-192.png",
  icon512: "/icon-512.png",
  webManifest: "/site.webmanifest",
} as const;

/** Every path the pre-renderer writes to complete HTML: canonical paths and aliases. */
export function prerenderedPagePaths(table: PageRoute[]): string[] {
  return table.flatMap((page) => [page.path, ...page.aliases]);
}

export function canonicalPath(table: PageRoute[], id: PageId): string {
  const page = table.find((candidate) => candidate.id === id);
  if (!page) throw new Error(`No page with id ${id}`);
  return page.path;
}
