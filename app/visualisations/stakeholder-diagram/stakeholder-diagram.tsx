/** Placeholder until its own issue lands: the bounded place and text alternative of this piece. */
export function StakeholderDiagram() {
  return (
    <figure className="rounded-card border border-dashed border-line bg-surface-soft p-8 text-center text-muted">
      <figcaption>Interactive ecosystem diagram of the three stakeholder groups: contributors, subscribers and support.</figcaption>
    </figure>
  );
}
