import type * as React from "react";

/** Opens outside the site in a new tab without giving the new page a handle on ours. */
export function ExternalLink({ children, ...props }: Omit<React.ComponentProps<"a">, "target" | "rel">) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/**
 * Whether a resolved content link leaves the site: content names outside sites by key
 * (`url:investorRelations`: app/content/schema/link-targets.ts), and only those resolve to absolute URLs.
 */
export function isExternalHref(href: string): boolean {
  return /^https?:\/\//.test(href);
}
