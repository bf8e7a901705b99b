import type * as React from "react";
import { cn } from "~/lib/cn";
import { eyebrowVariants } from "./eyebrow";

const tones = {
  brand: "bg-brand-soft text-brand-strong",
  accent: "bg-accent-soft text-accent",
  "on-night": "bg-white/10 text-brand-on-night",
};

/** A short label on a pill (a kind, a status): the eyebrow's lettering on a tinted background. */
export function Badge({
  as: Element = "span",
  tone = "brand",
  className,
  ...props
}: React.HTMLAttributes<HTMLElement> & { as?: "span" | "p" | "div"; tone?: keyof typeof tones }) {
  return (
    <Element
      className={cn(
        "w-fit rounded-full px-3 py-1",
        eyebrowVariants({ size: "small", tone: null }),
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
