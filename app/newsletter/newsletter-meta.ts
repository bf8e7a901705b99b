import type { MetaDescriptor } from "react-router";
import { fullTitle } from "../lib/seo";

/** The newsletter's pages answer a post or a personal link: titled, never indexed (app/route-table.ts newsletterPaths). */
export function newsletterMeta(title: string): MetaDescriptor[] {
  return [{ title: fullTitle(title) }, { name: "robots", content: "noindex" }];
}
