import { Card } from "~/components/ui/card";
import { Eyebrow } from "~/components/ui/eyebrow";
import type { SampleDashboardContent } from "~/content/documents/white-paper-front-matter";

/** The white paper's sample dashboard: three illustrative figures, labelled as such. */
export function SampleDashboard({ dashboard }: { dashboard: SampleDashboardContent }) {
  return (
    <Card as="figure" aria-labelledby="sample-dashboard-title" tone="night" padding="large" className="mt-8">
      <Eyebrow id="sample-dashboard-title" tone="on-night">
        {dashboard.title} (illustrative)
      </Eyebrow>
      <dl className="mt-5 grid gap-4 sm:grid-cols-3">
        {dashboard.figures.map((figure) => (
          <div key={figure.label} className="flex flex-col rounded-xl border border-white/15 bg-white/5 p-4">
            <dt className="text-sm font-medium text-white/80">{figure.label}</dt>
            <dd className="order-first text-3xl font-bold tracking-tight text-white md:text-4xl">{figure.value}</dd>
            <dd className="mt-2 text-sm leading-snug text-white/75">{figure.note}</dd>
          </div>
        ))}
      </dl>
      <figcaption className="mt-5 text-sm leading-relaxed text-white/80">{dashboard.caption}</figcaption>
    </Card>
  );
}
