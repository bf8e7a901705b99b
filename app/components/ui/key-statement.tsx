import type * as React from "react";
import { cn } from "~/lib/cn";

/** One sentence that sums up a section, set large against a brand-coloured rule. */
export function KeyStatement({ children, className }: { children: React.ReactNode; className?: string }) {
  return (
    <p className={cn("max-w-3xl border-l-4 border-brand pl-5 text-xl leading-relaxed font-medium text-ink", className)}>
      {children}
    </p>
  );
}
