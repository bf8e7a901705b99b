import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "~/lib/cn";
import type { ButtonVariantName } from "./button-variants";

/**
 * Heights follow docs/product.md#buttons: 48 px by default, 40 px small, 56 px large. On small screens a long
 * label wraps onto a second line instead of pushing the page sideways.
 */
export const buttonVariants = cva(
  "inline-flex max-w-full shrink-0 items-center justify-center gap-2 rounded-full text-center font-semibold transition-colors sm:whitespace-nowrap disabled:pointer-events-none disabled:opacity-60 print:hidden [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        primary: "bg-brand text-on-fill hover:bg-brand-strong",
        accent: "bg-accent text-on-fill hover:bg-accent-strong",
        outline: "border border-ink/20 bg-surface-raised text-ink hover:border-ink/40 hover:bg-surface-soft",
        ghost: "text-ink hover:bg-surface-soft",
        inverse: "bg-white text-night hover:bg-brand-on-night",
        "inverse-outline": "border border-white/40 text-white hover:bg-white/10",
      } satisfies Record<ButtonVariantName, string>,
      size: {
        default: "min-h-12 px-6 py-2 text-base",
        sm: "min-h-10 px-4 py-1.5 text-sm",
        lg: "min-h-14 px-8 py-2 text-lg",
      },
    },
    defaultVariants: { variant: "primary", size: "default" },
  },
);

export type ButtonVariantProps = VariantProps<typeof buttonVariants>;

export function Button({ className, variant, size, ...props }: React.ComponentProps<"button"> & ButtonVariantProps) {
  return <button data-slot="button" className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}

export function ButtonLink({
  className,
  variant,
  size,
  children,
  ...props
}: React.ComponentProps<"a"> & ButtonVariantProps) {
  return (
    <a data-slot="button" className={cn(buttonVariants({ variant, size }), className)} {...props}>
      {children}
    </a>
  );
}
