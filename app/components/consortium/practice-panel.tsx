import type { Practice } from "~/content/pages/data-stewardship";

/** One governance practice (bias mitigation, explainability): its heading and what we do, point by point. */
export function PracticePanel({ practice }: { practice: Practice }) {
  return (
    <div className="rounded-card border border-line bg-white p-6 shadow-card md:p-8">
      <p className="mb-2 text-sm font-semibold tracking-widest text-brand-strong uppercase">{practice.eyebrow}</p>
      <h2 className="text-2xl leading-tight font-bold tracking-tight text-balance md:text-3xl">{practice.title}</h2>
      <p className="mt-3 leading-relaxed text-muted">{practice.intro}</p>
      <dl className="mt-6 space-y-5">
        {practice.points.map((point) => (
          <div key={point.title} className="border-l-2 border-brand pl-4">
            <dt className="font-semibold text-ink">{point.title}</dt>
            <dd className="mt-1 leading-relaxed text-muted">{point.text}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
