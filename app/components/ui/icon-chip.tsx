import { cva, type VariantProps } from "class-variance-authority";
import type { LucideIcon } from "lucide-react";
import { cn } from "~/lib/cn";

const iconChipVariants = cva("flex shrink-0 items-center justify-center rounded-xl", {
  variants: {
    size: { default: "size-12", medium: "size-11", small: "size-10" },
    tone: {
      brand: "bg-brand-soft text-brand-strong",
      accent: "bg-accent-soft text-accent",
      "on-night": "bg-white/10 text-brand-on-night",
      /** On a brand-coloured control, such as a selected button: the icon takes the control's text colour. */
      "on-brand": "bg-on-fill/15",
      /** The four category colours; the light "ethical" violet takes dark ink for contrast. */
      environmental: "bg-environmental text-on-fill",
      social: "bg-social text-on-fill",
      ethical: "bg-ethical text-night",
      economic: "bg-economic text-on-fill",
    },
  },
  defaultVariants: { size: "default", tone: "brand" },
});

const iconSize = { default: "size-6", medium: "size-5", small: "size-5" } as const;

export type IconChipTone = NonNullable<VariantProps<typeof iconChipVariants>["tone"]>;

/** A decorative icon on a rounded square: the text beside it always says what it means. */
export function IconChip({
  icon: Icon,
  size = "default",
  tone,
  className,
}: {
  icon: LucideIcon;
  size?: keyof typeof iconSize;
  tone?: IconChipTone;
  className?: string;
}) {
  return (
    <span aria-hidden="true" className={cn(iconChipVariants({ size, tone }), className)}>
      <Icon className={iconSize[size]} />
    </span>
  );
}
