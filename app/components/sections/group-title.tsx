import type * as React from "react";
import { cn } from "~/lib/cn";

/**
 * The visible title of a group of cards inside a section. A paragraph, not a heading,
 * because the cards themselves carry the section's `<h3>` headings.
 */
export function GroupTitle({ children, className }: { children: React.ReactNode; className?: string }) {
  return <p className={cn("mt-14 mb-6 text-2xl font-semibold tracking-tight text-ink", className)}>{children}</p>;
}
