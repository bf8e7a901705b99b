import { ArrowDown, ArrowRight, Lock } from "lucide-react";
import { BulletList } from "~/components/ui/bullet-list";
import { Card } from "~/components/ui/card";
import { iconOf } from "~/components/ui/content-icons";
import { Eyebrow } from "~/components/ui/eyebrow";
import { IconChip } from "~/components/ui/icon-chip";
import { cn } from "~/lib/cn";

export type { DualEntityContent } from "~/content/schema/blocks";
import type { DualEntityContent, Entity } from "~/content/schema/blocks";

const outlined = { brand: "raised-brand", accent: "raised-accent" } as const;
const kindColour = { brand: "text-brand-strong", accent: "text-accent" };

/**
 * One organisation: in the diagram, outlined in its colour with its kind as a plain label;
 * in the list, with a coloured top edge and its kind as an eyebrow.
 */
function EntityPanel({ entity, inList }: { entity: Entity; inList?: boolean }) {
  const edged = Boolean(inList);
  return (
    <Card
      as={edged ? "li" : "div"}
      tone={edged ? "raised" : outlined[entity.tone]}
      padding="large"
      edge={edged ? entity.tone : "none"}
      className="flex flex-col"
    >
      <div className="flex items-center gap-3">
        <IconChip icon={iconOf(entity.icon)} tone={entity.tone} />
        <div>
          {edged ? (
            <Eyebrow tone={entity.tone}>{entity.kind}</Eyebrow>
          ) : (
            <p className={cn("text-sm font-semibold", kindColour[entity.tone])}>{entity.kind}</p>
          )}
          <h3 className="text-xl font-semibold text-ink">{entity.name}</h3>
        </div>
      </div>
      <p className="mt-4 leading-relaxed text-ink-soft">{entity.role}</p>
      <BulletList items={entity.duties} tone={entity.tone} className="mt-5 text-sm text-ink-soft" />
    </Card>
  );
}

/**
 * The two organisations side by side. With a bridge, the one thing that passes between
 * them is drawn in the middle (synthetic data tagged with consortium unique identifiers,
 * never raw identifiable data) and the cards are one figure; without it, they are a list.
 */
export function DualEntityArchitecture({ content, className }: { content: DualEntityContent; className?: string }) {
  const { consortium, corporation, bridge, boundary } = content;
  return (
    <div className={className}>
      {bridge ? (
        <div className="grid items-stretch gap-4 lg:grid-cols-[1fr_14rem_1fr] lg:gap-6">
          <EntityPanel entity={consortium} />
          <Card
            tone="night"
            padding="none"
            className="flex flex-col items-center justify-center gap-3 px-5 py-6 text-center"
          >
            <ArrowRight aria-hidden="true" className="hidden size-8 text-brand-on-night lg:block" />
            <ArrowDown aria-hidden="true" className="size-8 text-brand-on-night lg:hidden" />
            <p className="font-semibold">{bridge.label}</p>
            <p className="text-sm leading-relaxed text-white/80">{bridge.text}</p>
          </Card>
          <EntityPanel entity={corporation} />
        </div>
      ) : (
        <ul className="grid gap-6 lg:grid-cols-2">
          <EntityPanel entity={consortium} inList />
          <EntityPanel entity={corporation} inList />
        </ul>
      )}
      {boundary ? (
        <Card
          as="p"
          tone="soft"
          padding="none"
          className="mt-6 flex items-start gap-3 p-4 text-ink-soft md:items-center"
        >
          <Lock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-strong md:mt-0" />
          <span>{boundary}</span>
        </Card>
      ) : null}
    </div>
  );
}
