import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "~/lib/cn";

/**
 * The site's one card surface. Tones are named by role so a theme can restyle them in one
 * place; padding and the coloured top edge are separate choices, so classes never conflict.
 */
export const cardVariants = cva("rounded-card", {
  variants: {
    tone: {
      /** Raised above a section (white when light), lifted by the card shadow. */
      raised: "border border-line bg-surface-raised shadow-card",
      /** Raised, outlined in the brand or accent colour that marks what the card stands for. */
      "raised-brand": "border border-brand/30 bg-surface-raised shadow-card",
      "raised-accent": "border border-accent/30 bg-surface-raised shadow-card",
      /** Quiet grey, for asides and panels that should not compete with the cards around them. */
      soft: "border border-line bg-surface-soft",
      /** Translucent, on a night section. */
      glass: "border border-white/15 bg-white/5",
      /** A dark panel on a light section. */
      night: "bg-night text-white",
      /** An example, a caveat or a pointer that should stand out. */
      accent: "border border-accent/25 bg-accent-soft",
      /** Reassurance: a privacy or safety note. */
      brand: "border border-brand/30 bg-brand-soft",
      /** The one item of a group that the page is about. */
      highlight: "border border-accent bg-accent-soft shadow-card ring-2 ring-accent/30",
      /** The chosen one of a set of cards the visitor picks from. */
      selected: "border border-brand bg-brand-soft shadow-card ring-2 ring-brand",
      /** A lead card across the top of a grid. */
      featured: "border border-brand/25 bg-linear-to-br from-brand-soft/70 to-surface-raised shadow-card",
    },
    padding: {
      default: "p-6",
      large: "p-6 md:p-8",
      small: "p-5",
      none: "",
    },
    /** A coloured top edge that ties the card to a category or to one side of the model. */
    edge: {
      none: "",
      brand: "border-t-4 border-t-brand",
      accent: "border-t-4 border-t-accent",
      environmental: "border-t-4 border-t-environmental",
      social: "border-t-4 border-t-social",
      ethical: "border-t-4 border-t-ethical",
      economic: "border-t-4 border-t-economic",
    },
  },
  defaultVariants: { tone: "raised", padding: "default", edge: "none" },
});

export type CardVariantProps = VariantProps<typeof cardVariants>;

type CardElement = "div" | "li" | "article" | "aside" | "figure" | "section" | "nav" | "p";

export function Card({
  as: Element = "div",
  tone,
  padding,
  edge,
  className,
  ...props
}: React.HTMLAttributes<HTMLElement> & CardVariantProps & { as?: CardElement }) {
  return <Element data-slot="card" className={cn(cardVariants({ tone, padding, edge }), className)} {...props} />;
}

export function CardTitle({
  className,
  as: Heading = "h3",
  ...props
}: React.ComponentProps<"h3"> & { as?: "h2" | "h3" | "h4" }) {
  return <Heading data-slot="card-title" className={cn("text-lg font-semibold text-ink", className)} {...props} />;
}

export function CardText({ className, ...props }: React.ComponentProps<"p">) {
  return <p data-slot="card-text" className={cn("mt-2 leading-relaxed text-muted", className)} {...props} />;
}
