import { fileURLToPath } from "node:url";
import type { Config } from "@react-router/dev/config";
import { parseSiteConfig } from "./app/config/site-schema";
import { loadArticleSummaries } from "./app/content/loader/content-pages.server";
import {
  contentPages,
  contentResourcePaths,
  createRouteTable,
  prerenderedPagePaths,
  resourcePaths,
} from "./app/route-table";

export default {
  ssr: true,
  // Lets parallel work (and the benchmark) build into separate folders.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  async prerender() {
    const site = parseSiteConfig(process.env);
    const table = createRouteTable(site.productSlug);
    const articles = loadArticleSummaries(site, fileURLToPath(new URL(".", import.meta.url)));
    return [
      ...prerenderedPagePaths(table, contentPages(table, articles)),
      resourcePaths.sitemap,
      resourcePaths.robots,
      resourcePaths.whitePaperPdf,
      resourcePaths.faviconSvg,
      resourcePaths.faviconIco,
      resourcePaths.appleTouchIcon,
      resourcePaths.icon192,
      resourcePaths.icon512,
      resourcePaths.webManifest,
      ...table.map((page) => resourcePaths.socialImage(page.id)),
      ...contentResourcePaths(table, articles),
    ];
  },
} satisfies Config;
