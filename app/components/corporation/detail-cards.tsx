import type { LucideIcon } from "lucide-react";
import { cn } from "~/lib/cn";
import { BulletList } from "./bullet-list";

export type DetailCard = {
  /** A short label above the title (e.g. "Tier 1"). */
  label?: string;
  title: string;
  text: string;
  icon: LucideIcon;
  points: string[];
};

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
      {cards.map((card) => {
        const Icon = card.icon;
        return (
          <li key={card.title} className="flex flex-col rounded-card border border-line bg-white p-6 shadow-card md:p-8">
            <span className="flex size-12 items-center justify-center rounded-xl bg-brand-soft text-brand-strong">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            {card.label ? (
              <p className="mt-5 text-sm font-semibold tracking-widest text-brand-strong uppercase">{card.label}</p>
            ) : null}
            <h3 className={cn("text-xl font-semibold text-ink", card.label ? "mt-1" : "mt-5")}>{card.title}</h3>
            <p className="mt-3 leading-relaxed text-muted">{card.text}</p>
            <BulletList items={card.points} className="mt-5 border-t border-line pt-5 text-sm text-ink-soft" />
          </li>
        );
      })}
    </ul>
  );
}
