import { Quote } from "lucide-react";
import { Card } from "~/components/ui/card";
import { Eyebrow } from "~/components/ui/eyebrow";
import { cn } from "~/lib/cn";

/**
 * A short statement set large beside running text, with who says it if anyone does:
 * on a night panel, or on a white card where the section around it is already dark or grey.
 */
export function PullQuote({
  quote,
  source,
  tone = "night",
}: {
  quote: string;
  source?: string;
  tone?: "night" | "raised";
}) {
  const night = tone === "night";
  return (
    <Card as="figure" tone={tone} padding="none" className={night ? "p-8 md:p-10" : "p-6 md:p-8"}>
      <Quote aria-hidden="true" className={cn("size-8", night ? "text-brand-on-night" : "text-accent")} />
      <blockquote
        className={cn(
          "text-balance font-semibold",
          night ? "mt-4 text-2xl leading-snug tracking-tight" : "mt-3 text-xl leading-snug text-ink md:text-2xl",
        )}
      >
        {source ? <p>{quote}</p> : quote}
      </blockquote>
      {source ? (
        <Eyebrow as="figcaption" tone="on-night-muted" className="mt-6">
          {source}
        </Eyebrow>
      ) : null}
    </Card>
  );
}
