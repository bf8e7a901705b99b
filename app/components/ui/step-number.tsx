import { cn } from "~/lib/cn";

const sizes = { default: "size-8 text-sm", large: "size-11 text-lg" };
const tones = { brand: "bg-brand text-on-fill", "on-night": "bg-brand-on-night text-night" };

/**
 * The number of an item in an ordered list, on a filled circle. It is drawn by CSS and
 * hidden from assistive technology: the `<ol>` itself numbers its items for a screen reader
 * or a text browser, so the number is never read twice.
 */
export function StepNumber({
  number,
  size = "default",
  tone = "brand",
  className,
}: {
  number: number;
  size?: keyof typeof sizes;
  tone?: keyof typeof tones;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      data-number={number}
      className={cn(
        "flex shrink-0 items-center justify-center rounded-full font-bold before:content-[attr(data-number)]",
        sizes[size],
        tones[tone],
        className,
      )}
    />
  );
}
