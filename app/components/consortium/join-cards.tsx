import { ActionButton } from "~/components/sections/action-links";
import { Card } from "~/components/ui/card";
import type { JoinCard } from "~/content/pages/consortium-mission";
import { cn } from "~/lib/cn";

/** The mission page's two ways to join, each on a solid coloured card with its first step. */
export function JoinCards({ cards }: { cards: JoinCard[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {cards.map((card) => (
        <Card
          as="li"
          key={card.title}
          tone={null}
          padding="none"
          className={cn(
            "flex flex-col p-6 text-white shadow-card sm:p-8 md:p-10",
            // White text in both themes: when dark, brand-strong is a light teal, and the deep one is brand-soft.
            card.tone === "brand" ? "bg-brand-strong dark:bg-brand-soft" : "bg-night",
          )}
        >
          <h3 className="text-2xl font-bold tracking-tight">{card.title}</h3>
          <p className="mt-3 mb-8 text-lg leading-relaxed text-white/85">{card.text}</p>
          <ActionButton action={{ ...card.action, variant: "inverse" }} className="mt-auto self-start" />
        </Card>
      ))}
    </ul>
  );
}
