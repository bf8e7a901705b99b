import { ArrowDown, ArrowRight, Check } from "lucide-react";
import { Card } from "~/components/ui/card";
import { Eyebrow } from "~/components/ui/eyebrow";
import type { EthicalDebt } from "~/content/pages/home";

/** Pairs of "what stays hidden" and "what becomes visible" once trust is measured. */
export function EthicalDebtLedger({ caption, hiddenLabel, visibleLabel, rows }: EthicalDebt["ledger"]) {
  return (
    <Card as="figure" tone="night" padding="large" className="relative isolate overflow-hidden shadow-card">
      <Eyebrow as="figcaption" tone="on-night">
        {caption}
      </Eyebrow>
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(26rem_16rem_at_100%_0%,color-mix(in_srgb,var(--color-accent)_45%,transparent),transparent),radial-gradient(22rem_14rem_at_0%_100%,color-mix(in_srgb,var(--color-brand)_40%,transparent),transparent)]"
      />
      <div aria-hidden="true" className="mt-6 hidden grid-cols-[1fr_1.5rem_1fr] gap-4 sm:grid">
        <Eyebrow as="div" size="small" tone="on-night-muted">
          {hiddenLabel}
        </Eyebrow>
        <span />
        <Eyebrow as="div" size="small" tone="on-night">
          {visibleLabel}
        </Eyebrow>
      </div>
      <ul className="mt-4 divide-y divide-white/10">
        {rows.map((row) => (
          <li key={row.hidden} className="grid gap-2 py-4 sm:grid-cols-[1fr_1.5rem_1fr] sm:items-center sm:gap-4">
            <p className="text-white/70">
              <span className="sr-only">{hiddenLabel}: </span>
              {row.hidden}
            </p>
            <ArrowRight aria-hidden="true" className="hidden size-5 text-brand-on-night sm:block" />
            <ArrowDown aria-hidden="true" className="size-4 text-brand-on-night sm:hidden" />
            <p className="flex gap-2 font-medium text-white">
              <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-on-night" />
              <span>
                <span className="sr-only">{visibleLabel}: </span>
                {row.visible}
              </span>
            </p>
          </li>
        ))}
      </ul>
    </Card>
  );
}
