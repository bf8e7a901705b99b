import type { LucideIcon } from "lucide-react";
import type { CategoryColour } from "~/content/consortium";
import { cn } from "~/lib/cn";
import { categoryChipClass } from "./category-colour";

/** A decorative icon on a rounded square in one of the category colours. */
export function IconChip({
  icon: Icon,
  colour,
  className,
}: {
  icon: LucideIcon;
  colour: CategoryColour;
  className?: string;
}) {
  return (
    <span
      className={cn(
        "flex size-12 shrink-0 items-center justify-center rounded-xl",
        categoryChipClass[colour],
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-6" />
    </span>
  );
}
