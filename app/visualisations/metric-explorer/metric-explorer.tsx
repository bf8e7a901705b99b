/** Placeholder until its own issue lands: the bounded place and text alternative of this piece. */
export function MetricExplorer() {
  return (
    <figure className="rounded-card border border-dashed border-line bg-surface-soft p-8 text-center text-muted">
      <figcaption>Explorer of the four headline metrics: Market Prosperity Quotient, Community Prosperity Index, Human Experience Metric and Ethical Resilience Index.</figcaption>
    </figure>
  );
}
