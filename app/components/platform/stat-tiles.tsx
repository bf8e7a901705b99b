import { Card } from "~/components/ui/card";
import type { StatTile } from "~/content/pages/dynamic-pricing";
import { cn } from "~/lib/cn";

/** Headline figures as large numbers with their meaning underneath. */
export function StatTiles({
  stats,
  tone = "plain",
  className,
}: {
  stats: StatTile[];
  tone?: "plain" | "night";
  className?: string;
}) {
  const night = tone === "night";
  return (
    <ul className={cn("grid gap-4 sm:grid-cols-2", className)}>
      {stats.map((stat) => (
        <Card as="li" key={stat.label} tone={night ? "glass" : "soft"} padding="small">
          <span
            className={cn(
              "block text-4xl font-extrabold tracking-tight tabular-nums",
              night ? "text-brand-on-night" : "text-brand-strong",
            )}
          >
            {stat.value}
          </span>
          <span className={cn("mt-2 block text-sm leading-snug", night ? "text-white/85" : "text-ink-soft")}>
            {stat.label}
          </span>
        </Card>
      ))}
    </ul>
  );
}
