import { ActionLinks } from "~/components/sections/action-links";
import { headingIdOf, Section, SectionHeading } from "~/components/sections/section";
import { Paragraphs } from "~/components/ui/paragraphs";
import type { EthicalDebt } from "~/content/pages/home";
import { EthicalDebtLedger } from "./ethical-debt-ledger";

/** Home: the case for measuring ethical debt, beside what measuring it reveals. */
export function EthicalDebtSection({ content: ethicalDebt }: { content: EthicalDebt }) {
  const headingId = headingIdOf(ethicalDebt.id);
  return (
    <Section id={ethicalDebt.id} aria-labelledby={headingId}>
      <div className="container-page grid items-center gap-12 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:gap-16">
        <div>
          <SectionHeading id={headingId} eyebrow={ethicalDebt.eyebrow} title={ethicalDebt.title} />
          <Paragraphs paragraphs={ethicalDebt.paragraphs} className="mt-6" />
          <p className="mt-6 font-semibold text-ink">{ethicalDebt.assessmentNote}</p>
          <ActionLinks actions={ethicalDebt.actions} className="mt-4" />
        </div>
        <EthicalDebtLedger {...ethicalDebt.ledger} />
      </div>
    </Section>
  );
}
