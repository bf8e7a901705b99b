import { Card } from "~/components/ui/card";
import { iconOf, type IconName } from "~/components/ui/content-icons";
import { IconChip } from "~/components/ui/icon-chip";
import { cn } from "~/lib/cn";

export type IconListItem = { title: string; text: string; icon?: IconName };

/**
 * A column of short items, each an icon beside its title and one sentence: plain on a
 * light section, on translucent cards on a night one.
 */
export function IconList({
  items,
  tone = "plain",
  className,
}: {
  items: IconListItem[];
  tone?: "plain" | "night";
  className?: string;
}) {
  const night = tone === "night";
  return (
    <ul className={cn(night ? "grid gap-4" : "space-y-6", className)}>
      {items.map((item) => {
        const body = (
          <>
            {item.icon ? <IconChip icon={iconOf(item.icon)} size="medium" tone={night ? "on-night" : "brand"} /> : null}
            <div>
              <h3 className="text-lg font-semibold">{item.title}</h3>
              <p className={cn("mt-1 leading-relaxed", night ? "text-white/80" : "text-muted")}>{item.text}</p>
            </div>
          </>
        );
        return night ? (
          <Card as="li" key={item.title} tone="glass" padding="small" className="flex gap-4">
            {body}
          </Card>
        ) : (
          <li key={item.title} className="flex gap-4">
            {body}
          </li>
        );
      })}
    </ul>
  );
}
