import { Card } from "~/components/ui/card";
import { contentIcons } from "~/components/ui/content-icons";
import { IconChip } from "~/components/ui/icon-chip";
import type { PartnershipCard } from "~/content/pages/impact";

/** The impact page's partnership cards (title, description, icon and colour) as a grid. */
export function PartnershipCards({ cards }: { cards: PartnershipCard[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {cards.map((card) => (
        <Card as="li" key={card.title} edge={card.colour}>
          <IconChip icon={contentIcons[card.icon]} tone={card.colour} />
          <h3 className="mt-4 text-lg font-semibold">{card.title}</h3>
          <p className="mt-2 leading-relaxed text-muted">{card.description}</p>
        </Card>
      ))}
    </ul>
  );
}
