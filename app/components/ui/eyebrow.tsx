import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "~/lib/cn";

/** The small upper-case label above a heading or a group of facts: one style, in the tone of its background. */
export const eyebrowVariants = cva("font-semibold tracking-widest uppercase", {
  variants: {
    size: { default: "text-sm", small: "text-xs" },
    tone: {
      brand: "text-brand-strong",
      accent: "text-accent",
      muted: "text-muted",
      "ink-soft": "text-ink-soft",
      "on-night": "text-brand-on-night",
      "on-night-muted": "text-white/80",
    },
  },
  defaultVariants: { size: "default", tone: "brand" },
});

type EyebrowElement = "p" | "div" | "span" | "h2" | "h3" | "dt" | "figcaption";

export function Eyebrow({
  as: Element = "p",
  size,
  tone,
  className,
  ...props
}: React.HTMLAttributes<HTMLElement> & VariantProps<typeof eyebrowVariants> & { as?: EyebrowElement }) {
  return <Element className={cn(eyebrowVariants({ size, tone }), className)} {...props} />;
}
