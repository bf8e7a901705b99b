import { Card } from "~/components/ui/card";
import type { ClaimFigure } from "~/content/schema/blocks";
import { cn } from "~/lib/cn";

/**
 * Headline figures shown as what they are: claims quoted from a named source,
 * with the attribution and a link to the source directly under them.
 */
export function ClaimFigures({
  figures,
  attribution,
  source,
  tone = "plain",
  className,
}: {
  figures: ClaimFigure[];
  attribution: string;
  source: { label: string; to: string };
  tone?: "plain" | "night";
  className?: string;
}) {
  const night = tone === "night";
  return (
    <figure className={className}>
      <ul className="grid grid-cols-1 gap-4 min-[28rem]:grid-cols-2 lg:grid-cols-5">
        {figures.map((figure) => (
          <Card as="li" key={figure.label} tone={night ? "glass" : "raised"} padding="small" className="flex flex-col">
            <span className="flex flex-wrap items-baseline gap-x-1.5">
              {figure.qualifier ? (
                <span className={cn("text-sm font-semibold", night ? "text-white/85" : "text-ink-soft")}>
                  {figure.qualifier}
                </span>
              ) : null}
              <span
                className={cn(
                  "text-3xl font-extrabold tracking-tight",
                  night ? "text-brand-on-night" : "text-brand-strong",
                )}
              >
                {figure.value}
              </span>
            </span>
            <span className={cn("mt-2 text-sm leading-snug", night ? "text-white/85" : "text-ink-soft")}>
              {figure.label}
            </span>
          </Card>
        ))}
      </ul>
      <figcaption className={cn("mt-5 max-w-3xl text-sm leading-relaxed", night ? "text-white/75" : "text-muted")}>
        {attribution}{" "}
        <a
          href={source.to}
          className={cn("font-semibold underline underline-offset-4", night ? "text-white" : "text-brand-strong")}
        >
          {source.label}
        </a>
      </figcaption>
    </figure>
  );
}
