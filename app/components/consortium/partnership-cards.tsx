import type { PartnershipCard } from "~/content/consortium";
import { cn } from "~/lib/cn";
import { categoryEdgeClass } from "./category-colour";
import { IconChip } from "./icon-chip";

/** Spec 3 "Partnership card": title, description, icon and colour, as a grid. */
export function PartnershipCards({ cards }: { cards: PartnershipCard[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {cards.map((card) => (
        <li
          key={card.title}
          className={cn(
            "rounded-card border border-line border-t-4 bg-white p-6 shadow-card",
            categoryEdgeClass[card.colour],
          )}
        >
          <IconChip icon={card.icon} colour={card.colour} />
          <h3 className="mt-4 text-lg font-semibold">{card.title}</h3>
          <p className="mt-2 leading-relaxed text-muted">{card.description}</p>
        </li>
      ))}
    </ul>
  );
}
