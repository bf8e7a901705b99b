import type { Config } from "@react-router/dev/config";
import { parseSiteConfig } from "./app/config/site-schema";
import { createRouteTable, prerenderedPagePaths, resourcePaths } from "./app/route-table";

export default {
  ssr: true,
  // Lets parallel work (and the benchmark) build into separate folders.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  async prerender() {
    const table = createRouteTable(parseSiteConfig(process.env).productSlug);
    return [
      ...prerenderedPagePaths(table),
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
    ];
  },
} satisfies Config;
