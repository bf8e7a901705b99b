import { BulletList } from "~/components/ui/bullet-list";
import { Card } from "~/components/ui/card";
import { iconOf } from "~/components/ui/content-icons";
import { Eyebrow } from "~/components/ui/eyebrow";
import { IconChip } from "~/components/ui/icon-chip";
import { cn } from "~/lib/cn";

export type { DetailCard } from "~/content/schema/blocks";
import type { DetailCard } from "~/content/schema/blocks";

const columnClasses = { 2: "lg:grid-cols-2", 3: "lg:grid-cols-3" };

/** Cards that explain one idea each in a sentence or two, then its supporting points. */
export function DetailCards({
  cards,
  columns = 3,
  className,
}: {
  cards: DetailCard[];
  columns?: 2 | 3;
  className?: string;
}) {
  return (
    <ul className={cn("grid gap-6", columnClasses[columns], className)}>
      {cards.map((card) => (
        <Card as="li" key={card.title} padding="large" className="flex flex-col">
          <IconChip icon={iconOf(card.icon)} />
          {card.label ? <Eyebrow className="mt-5">{card.label}</Eyebrow> : null}
          <h3 className={cn("text-xl font-semibold text-ink", card.label ? "mt-1" : "mt-5")}>{card.title}</h3>
          <p className="mt-3 leading-relaxed text-muted">{card.text}</p>
          <BulletList items={card.points} className="mt-5 border-t border-line pt-5 text-sm text-ink-soft" />
        </Card>
      ))}
    </ul>
  );
}
