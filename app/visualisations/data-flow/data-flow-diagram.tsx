/** Placeholder until its own issue lands: the bounded place and text alternative of this piece. */
export function DataFlowDiagram() {
  return (
    <figure className="rounded-card border border-dashed border-line bg-surface-soft p-8 text-center text-muted">
      <figcaption>Animated data-flow diagram: Data Ingress, Ethical Synthesis, Intelligence Generation and the knowledge graph with its continuous-learning feedback loop.</figcaption>
    </figure>
  );
}
