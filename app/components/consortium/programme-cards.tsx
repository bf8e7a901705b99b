import { ArrowRight, Check } from "lucide-react";
import { Card } from "~/components/ui/card";
import { contentIcons } from "~/components/ui/content-icons";
import { Eyebrow } from "~/components/ui/eyebrow";
import { IconChip } from "~/components/ui/icon-chip";
import { programmePages, type Programme, type ProgrammePageId, type Programmes } from "~/content/consortium";
import { pathTo } from "~/lib/site-routes";

/** One programme's card, leading to its page. */
function ProgrammeCard({ page, programme }: { page: ProgrammePageId; programme: Programme }) {
  return (
    <Card as="li" padding="large" className="group relative flex flex-col transition-shadow hover:shadow-lg">
      <div className="flex items-center gap-4">
        <IconChip icon={contentIcons[programme.icon]} tone={programme.colour} />
        <div>
          <Eyebrow tone="muted">Programme</Eyebrow>
          <h3 className="text-2xl font-bold tracking-tight">{programme.name}</h3>
        </div>
      </div>
      <p className="mt-4 text-lg leading-relaxed text-ink-soft">{programme.summary}</p>
      <ul className="mt-5 mb-8 space-y-2">
        {programme.highlights.map((highlight) => (
          <li key={highlight} className="flex gap-3 text-muted">
            <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
            <span>{highlight}</span>
          </li>
        ))}
      </ul>
      <a
        href={pathTo(page)}
        className="mt-auto inline-flex items-center gap-2 self-start font-semibold text-brand-strong underline-offset-4 after:absolute after:inset-0 after:rounded-card hover:underline"
      >
        Explore {programme.name}
        <ArrowRight aria-hidden="true" className="size-4 transition-transform motion-safe:group-hover:translate-x-1" />
      </a>
    </Card>
  );
}

/** The consortium's programmes, in the order of programmePages. */
export function ProgrammeCards({ programmes }: { programmes: Programmes }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {programmePages.map((page) => (
        <ProgrammeCard key={page} page={page} programme={programmes[page]} />
      ))}
    </ul>
  );
}
