import type { HeaderLink } from "~/content/navigation";
import { routeTable } from "./site-routes";

/**
 * Whether `pathname` belongs to a header link's section: one of the section's pages (at its
 * path or an alias) or any path below one, so /platform/investors keeps "The Platform" current.
 */
export function isInSection(pathname: string, link: HeaderLink): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, "") || "/";
  return routeTable
    .filter((page) => link.section.includes(page.id))
    .flatMap((page) => [page.path, ...page.aliases])
    .some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
