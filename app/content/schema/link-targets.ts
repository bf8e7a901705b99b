import { z } from "zod";
import { pageIds, resourcePaths, type PageId } from "../../route-table.ts";
import { contentContext, pagePath, type ContentContext } from "./context.ts";

/**
 * How content names a link target, so no path, address or outside URL is typed twice:
 * - `page:<id>` or `page:<id>#<anchor>`: a page of the route table (app/route-table.ts)
 * - `article:<slug>`: an Insights article
 * - `email:<info|sales|partnerships|investors>`, optionally `?subject=...`: a department address
 * - `url:<productWebsite|investorRelations|professionalNetwork|socialNetwork>`: an outside site
 * - `file:white-paper-pdf`: a generated file
 * - `#<anchor>`: a place on the same page
 */
export type ResolvedLink = { href: string; external: boolean };

export const emailKeys = ["info", "sales", "partnerships", "investors"] as const;
const urlKeys = ["productWebsite", "investorRelations", "professionalNetwork", "socialNetwork"] as const;
const files = { "white-paper-pdf": resourcePaths.whitePaperPdf } as const;
const anchorPattern = /^[a-z0-9][a-z0-9-]*$/;

export class LinkError extends Error {}

export function resolveLink(target: string, context: ContentContext): ResolvedLink {
  const [scheme, ...rest] = target.split(":");
  const value = rest.join(":");
  if (target.startsWith("#")) {
    if (!anchorPattern.test(target.slice(1))) throw new LinkError(`"${target}" is not a valid anchor`);
    return { href: target, external: false };
  }
  switch (scheme) {
    case "page": {
      const [id, ...afterHash] = value.split("#");
      const anchor = afterHash.join("#");
      if (!pageIds.includes(id as PageId)) {
        throw unknownName(target, "page", "pages", pageIds);
      }
      if (afterHash.length && !anchorPattern.test(anchor)) throw new LinkError(`"${target}" has an invalid anchor`);
      const path = pagePath(context, id as PageId);
      return { href: anchor ? `${path}#${anchor}` : path, external: false };
    }
    case "article": {
      const known = context.slugs.articles ?? [];
      if (!known.includes(value)) throw unknownName(target, "article", "articles", known);
      return { href: `${pagePath(context, "insights")}/${value}`, external: false };
    }
    case "email": {
      const [key, query] = value.split("?");
      if (!emailKeys.includes(key as (typeof emailKeys)[number])) {
        throw unknownName(target, "department address", "addresses", emailKeys);
      }
      const address = context.site.emails[key as (typeof emailKeys)[number]];
      const subject = query ? new URLSearchParams(query).get("subject") : null;
      return { href: `mailto:${address}${subject ? `?subject=${encodeURIComponent(subject)}` : ""}`, external: false };
    }
    case "url": {
      if (!urlKeys.includes(value as (typeof urlKeys)[number])) {
        throw unknownName(target, "outside site", "sites", urlKeys);
      }
      return { href: context.site.urls[value as (typeof urlKeys)[number]], external: true };
    }
    case "file": {
      if (!(value in files)) throw unknownName(target, "file", "files", Object.keys(files));
      return { href: files[value as keyof typeof files], external: false };
    }
    default:
      throw new LinkError(
        `"${target}" is not a link this site understands: write page:<id>, article:<slug>, email:<department>, url:<site>, file:<name> or #<anchor>`,
      );
  }
}

/** A name that is not among `known`: the refusal lists them, so the editor can pick one. */
function unknownName(target: string, kind: string, kinds: string, known: readonly string[]): LinkError {
  return new LinkError(`"${target}" names no ${kind} (${kinds}: ${known.join(", ")})`);
}

/** Every target an editor may pick for a link field, with a label. */
export function linkTargets(context: ContentContext): { value: string; label: string }[] {
  return [
    ...context.routes.map((page) => ({ value: `page:${page.id}`, label: `Page: ${page.path}` })),
    ...emailKeys.map((key) => ({ value: `email:${key}`, label: `E-mail: ${context.site.emails[key]}` })),
    ...urlKeys.map((key) => ({ value: `url:${key}`, label: `Outside site: ${context.site.urls[key]}` })),
    ...Object.keys(files).map((key) => ({ value: `file:${key}`, label: `File: ${key}` })),
  ];
}

/** A link target as written in content, resolved to its href when the file is parsed. */
export const linkTarget = z.string().transform((target, ctx): string => {
  try {
    return resolveLink(target, contentContext()).href;
  } catch (error) {
    if (!(error instanceof LinkError)) throw error;
    // Stryker disable next-line StringLiteral: zod reports the message given whatever the code, and nothing reads a link issue's code
    ctx.issues.push({ code: "custom", message: error.message, input: target });
    return z.NEVER;
  }
});
