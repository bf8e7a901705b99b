import { Card } from "~/components/ui/card";
import { cn } from "~/lib/cn";

export type { Dimension, DimensionKey } from "~/content/schema/blocks";
import type { Dimension, DimensionKey } from "~/content/schema/blocks";

/** Category colours as decoration only: the ethical violet is too light for text. */
const barColour: Record<DimensionKey, string> = {
  environmental: "bg-environmental",
  social: "bg-social",
  ethical: "bg-ethical",
  economic: "bg-economic",
};

/** The four dimensions of the measurement standard, each marked with its category colour. */
export function DimensionList({
  dimensions,
  highlight,
  className,
}: {
  dimensions: Dimension[];
  /** One dimension to emphasise (e.g. the ethical dimension on the page about it). */
  highlight?: DimensionKey;
  className?: string;
}) {
  return (
    <ul className={cn("grid gap-4 sm:grid-cols-2 lg:grid-cols-4", className)}>
      {dimensions.map((dimension) => (
        <Card
          as="li"
          key={dimension.key}
          tone={highlight === dimension.key ? "highlight" : "raised"}
          className="relative overflow-hidden pt-7"
        >
          <span aria-hidden="true" className={cn("absolute inset-x-0 top-0 h-1.5", barColour[dimension.key])} />
          <h3 className="text-lg font-semibold text-ink">{dimension.title}</h3>
          <p className="mt-2 text-sm leading-relaxed text-muted">{dimension.text}</p>
        </Card>
      ))}
    </ul>
  );
}
