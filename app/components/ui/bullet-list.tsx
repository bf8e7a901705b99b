import { Check } from "lucide-react";
import { cn } from "~/lib/cn";

/** A short list of supporting points, each marked with a tick in the given tone. */
export function BulletList({
  items,
  tone = "brand",
  className,
}: {
  items: string[];
  tone?: "brand" | "accent";
  className?: string;
}) {
  const mark = tone === "brand" ? "bg-brand-soft text-brand-strong" : "bg-accent-soft text-accent";
  return (
    <ul className={cn("space-y-3", className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <span
            aria-hidden="true"
            className={cn("mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full", mark)}
          >
            <Check className="size-3.5" strokeWidth={3} />
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
