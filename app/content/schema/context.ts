import type { SiteConfig } from "../../config/site-schema.ts";
import { canonicalPath, createRouteTable, type PageId, type PageRoute } from "../../route-table.ts";

/**
 * What content files may refer to by name: the site configuration's facts (as `{token}`s in
 * text) and the route table's pages (as `page:<id>` links). Set around each parse, because a
 * zod transform cannot take arguments and the same schemas serve every configuration.
 */
export type ContentContext = {
  site: SiteConfig;
  routes: PageRoute[];
  /** Slugs of entries that other entries may link to or name, by collection (articles, team...). */
  slugs: Record<string, string[]>;
};

let current: ContentContext | undefined;

export function createContentContext(site: SiteConfig, slugs: Record<string, string[]> = {}): ContentContext {
  return { site, routes: createRouteTable(site.productSlug), slugs };
}

export function withContentContext<T>(context: ContentContext, run: () => T): T {
  const previous = current;
  current = context;
  try {
    return run();
  } finally {
    current = previous;
  }
}

export function contentContext(): ContentContext {
  if (!current) throw new Error("Content schemas parse only inside withContentContext()");
  return current;
}

export function pagePath(context: ContentContext, id: PageId): string {
  return canonicalPath(context.routes, id);
}
