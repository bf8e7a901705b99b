import { cn } from "~/lib/cn";

export type StatTile = { value: string; label: string };

/** Headline figures as large numbers with their meaning underneath. */
export function StatTiles({ stats, tone = "plain", className }: { stats: StatTile[]; tone?: "plain" | "night"; className?: string }) {
  const night = tone === "night";
  return (
    <ul className={cn("grid gap-4 sm:grid-cols-2", className)}>
      {stats.map((stat) => (
        <li
          key={stat.label}
          className={cn("rounded-card border p-5", night ? "border-white/15 bg-white/5" : "border-line bg-surface-soft")}
        >
          <span
            className={cn(
              "block text-4xl font-extrabold tracking-tight tabular-nums",
              night ? "text-[#b9f0f4]" : "text-brand-strong",
            )}
          >
            {stat.value}
          </span>
          <span className={cn("mt-2 block text-sm leading-snug", night ? "text-white/85" : "text-ink-soft")}>{stat.label}</span>
        </li>
      ))}
    </ul>
  );
}
