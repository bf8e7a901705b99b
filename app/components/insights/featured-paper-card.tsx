import { FileText } from "lucide-react";
import { ActionButton } from "~/components/sections/action-links";
import { Card } from "~/components/ui/card";
import { Eyebrow } from "~/components/ui/eyebrow";
import type { FeaturedPaper } from "~/content/pages/insights";
import type { WhitePaper } from "~/lib/white-paper-content";

/** What the card shows of the paper itself, read from the white paper. */
type PaperFacts = Pick<WhitePaper, "title" | "version" | "date" | "abstract">;

/** The decorative cover beside the featured paper: its text repeats what the card already says. */
function PaperCover({ paper, brand }: { paper: PaperFacts; brand: string }) {
  return (
    <div
      aria-hidden="true"
      className="relative isolate flex aspect-[3/4] w-full max-w-64 flex-col justify-between overflow-hidden rounded-xl bg-night p-6 text-white shadow-2xl ring-1 ring-white/10 motion-safe:transition-transform motion-safe:group-hover:-rotate-1"
    >
      <div className="absolute inset-0 -z-10 bg-[radial-gradient(20rem_14rem_at_100%_0%,color-mix(in_srgb,var(--color-accent)_70%,transparent),transparent),radial-gradient(18rem_12rem_at_0%_100%,color-mix(in_srgb,var(--color-brand)_70%,transparent),transparent)]" />
      <Eyebrow as="span" size="small" tone="on-night-muted" className="flex items-center gap-2">
        <FileText className="size-4" />
        {brand} white paper
      </Eyebrow>
      <p className="text-2xl leading-tight font-bold tracking-tight">{paper.title}</p>
      <Eyebrow size="small" tone="on-night">
        v{paper.version} · {paper.date}
      </Eyebrow>
    </div>
  );
}

/** The insights page's lead item: the white paper with its version, date, abstract and a link to read it. */
export function FeaturedPaperCard({
  featured,
  paper,
  brand,
  headingId,
}: {
  featured: FeaturedPaper;
  paper: PaperFacts;
  brand: string;
  headingId: string;
}) {
  return (
    <Card
      as="article"
      className="group grid items-center gap-10 overflow-hidden md:grid-cols-[minmax(0,1fr)_16rem] md:p-10 lg:gap-16"
    >
      <div>
        <Eyebrow>{featured.label}</Eyebrow>
        <h2 id={headingId} className="mt-3 text-3xl leading-tight font-bold tracking-tight text-balance md:text-4xl">
          {paper.title}
        </h2>
        <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-1 text-ink-soft">
          <div className="flex gap-1.5">
            <dt className="font-semibold">Version</dt>
            <dd>{paper.version}</dd>
          </div>
          <div className="flex gap-1.5">
            <dt className="font-semibold">Published</dt>
            <dd>{paper.date}</dd>
          </div>
        </dl>
        <p className="mt-5 leading-relaxed text-muted md:text-lg">{paper.abstract}</p>
        <ul className="mt-6 flex flex-wrap gap-2" aria-label="Topics">
          {featured.topics.map((topic) => (
            <li key={topic} className="rounded-full border border-line bg-surface-soft px-3 py-1 text-sm text-ink-soft">
              {topic}
            </li>
          ))}
        </ul>
        <ActionButton action={featured.action} className="mt-8" />
      </div>
      <div className="hidden justify-end md:flex">
        <PaperCover paper={paper} brand={brand} />
      </div>
    </Card>
  );
}
