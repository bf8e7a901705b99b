import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { parseSiteConfig } from "./config/site-schema";
import { createRouteTable, formEndpointPath } from "./route-table";

const table = createRouteTable(parseSiteConfig(process.env).productSlug);

const relative = (path: string) => path.replace(/^\//, "");

const pageRoutes = table.flatMap((page) => {
  const file = `routes/${page.id}.tsx`;
  const primary = page.path === "/" ? index(file, { id: page.id }) : route(relative(page.path), file, { id: page.id });
  const aliases = page.aliases.map((alias, n) => route(relative(alias), file, { id: `${page.id}-alias-${n}` }));
  const catchAll = page.catchAll ? [route(`${relative(page.path)}/*`, file, { id: `${page.id}-catch-all` })] : [];
  return [primary, ...aliases, ...catchAll];
});

export default [
  ...pageRoutes,
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("robots.txt", "routes/resources/robots.ts"),
  route("og/:image", "routes/resources/social-image.ts"),
  route("white-paper.pdf", "routes/resources/white-paper-pdf.ts"),
  route("favicon.svg", "routes/resources/app-icon.ts", { id: "favicon-svg" }),
  route("favicon.ico", "routes/resources/app-icon.ts", { id: "favicon-ico" }),
  route("apple-touch-icon.png", "routes/resources/app-icon.ts", { id: "apple-touch-icon" }),
  route("icon-192.png", "routes/resources/app-icon.ts", { id: "icon-192" }),
  route("icon-512.png", "routes/resources/app-icon.ts", { id: "icon-512" }),
  route("site.webmanifest", "routes/resources/web-manifest.ts"),
  route(relative(formEndpointPath(":form")), "routes/resources/form-endpoint.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
