import { headingIdOf } from "~/components/sections/section";
import { Card } from "~/components/ui/card";
import { Eyebrow } from "~/components/ui/eyebrow";
import type { Practice } from "~/content/pages/data-stewardship";

/** One governance practice (bias mitigation, explainability): its heading and what we do, point by point. */
function PracticePanel({ practice }: { practice: Practice }) {
  const headingId = headingIdOf(practice.id);
  return (
    <Card as="section" id={practice.id} aria-labelledby={headingId} padding="large">
      <Eyebrow className="mb-2">{practice.eyebrow}</Eyebrow>
      <h2 id={headingId} className="text-2xl leading-tight font-bold tracking-tight text-balance md:text-3xl">
        {practice.title}
      </h2>
      <p className="mt-3 leading-relaxed text-muted">{practice.intro}</p>
      <dl className="mt-6 space-y-5">
        {practice.points.map((point) => (
          <div key={point.title} className="border-l-2 border-brand pl-4">
            <dt className="font-semibold text-ink">{point.title}</dt>
            <dd className="mt-1 leading-relaxed text-muted">{point.text}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

/** Governance practices side by side on the grey band, each its own section named by its heading. */
export function PracticePanels({ practices }: { practices: Practice[] }) {
  return (
    <div className="bg-surface-soft py-16 md:py-24">
      <div className="container-page grid gap-6 lg:grid-cols-2">
        {practices.map((practice) => (
          <PracticePanel key={practice.id} practice={practice} />
        ))}
      </div>
    </div>
  );
}
