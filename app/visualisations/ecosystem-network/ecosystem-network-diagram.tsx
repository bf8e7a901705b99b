/** Placeholder until its own issue lands: the bounded place and text alternative of this piece. */
export function EcosystemNetworkDiagram() {
  return (
    <figure className="rounded-card border border-dashed border-line bg-surface-soft p-8 text-center text-muted">
      <figcaption>Ecosystem diagram: six data sources around a central hub that cycles through Ingesting, Analyzing, Correlating and Scoring.</figcaption>
    </figure>
  );
}
