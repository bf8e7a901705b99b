import type { LucideIcon } from "lucide-react";
import { Card } from "~/components/ui/card";
import { Eyebrow } from "~/components/ui/eyebrow";
import { IconChip } from "~/components/ui/icon-chip";
import { cn } from "~/lib/cn";

export type Statement = { label: string; text: string; icon?: LucideIcon };

/** A few statements set large on a night section, such as a mission and a vision, each under its label. */
export function StatementCards({ statements, className }: { statements: Statement[]; className?: string }) {
  return (
    <ul className={cn("grid gap-6 lg:grid-cols-2", className)}>
      {statements.map((statement) => (
        <Card as="li" key={statement.label} tone="glass" padding="large">
          <div className="flex items-center gap-3">
            {statement.icon ? <IconChip icon={statement.icon} size="medium" tone="on-night" /> : null}
            <Eyebrow as="h3" tone="on-night">
              {statement.label}
            </Eyebrow>
          </div>
          <p className="mt-6 text-xl leading-relaxed font-medium text-white md:text-2xl">{statement.text}</p>
        </Card>
      ))}
    </ul>
  );
}
