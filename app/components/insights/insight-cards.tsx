import { ArrowRight } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import type { InsightLink } from "~/content/pages/insights";

/** Cards for pieces on this site; the title is the link and the whole card is its target. */
export function InsightCards({ insights }: { insights: InsightLink[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {insights.map((insight) => (
        <Card
          as="li"
          key={insight.to}
          className="group relative flex flex-col transition-shadow focus-within:ring-2 focus-within:ring-brand hover:shadow-lg"
        >
          <Badge as="p">{insight.kind}</Badge>
          <h3 className="mt-4 text-lg font-semibold text-ink">
            <a
              href={insight.to}
              className="outline-none after:absolute after:inset-0 after:rounded-card group-hover:text-brand-strong"
            >
              {insight.title}
            </a>
          </h3>
          <p className="mt-2 leading-relaxed text-muted">{insight.text}</p>
          <span
            aria-hidden="true"
            className="mt-auto flex items-center gap-2 pt-5 text-sm font-semibold text-brand-strong"
          >
            Read more
            <ArrowRight className="size-4 transition-transform motion-safe:group-hover:translate-x-1" />
          </span>
        </Card>
      ))}
    </ul>
  );
}
