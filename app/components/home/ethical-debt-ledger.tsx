import { ArrowDown, ArrowRight, Check } from "lucide-react";

export type LedgerRow = { hidden: string; visible: string };

/** Pairs of "what stays hidden" and "what becomes visible" once trust is measured. */
export function EthicalDebtLedger({
  caption,
  hiddenLabel,
  visibleLabel,
  rows,
}: {
  caption: string;
  hiddenLabel: string;
  visibleLabel: string;
  rows: LedgerRow[];
}) {
  return (
    <figure className="relative isolate overflow-hidden rounded-card bg-night p-6 text-white shadow-card md:p-8">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(26rem_16rem_at_100%_0%,rgb(110_89_165/0.45),transparent),radial-gradient(22rem_14rem_at_0%_100%,rgb(26_125_133/0.4),transparent)]"
      />
      <figcaption className="text-sm font-semibold tracking-widest text-[#b9f0f4] uppercase">{caption}</figcaption>
      <div aria-hidden="true" className="mt-6 hidden grid-cols-[1fr_1.5rem_1fr] gap-4 text-xs font-semibold tracking-wider uppercase sm:grid">
        <span className="text-white/70">{hiddenLabel}</span>
        <span />
        <span className="text-[#b9f0f4]">{visibleLabel}</span>
      </div>
      <ul className="mt-4 divide-y divide-white/10">
        {rows.map((row) => (
          <li key={row.hidden} className="grid gap-2 py-4 sm:grid-cols-[1fr_1.5rem_1fr] sm:items-center sm:gap-4">
            <p className="text-white/70">
              <span className="sr-only">{hiddenLabel}: </span>
              {row.hidden}
            </p>
            <ArrowRight aria-hidden="true" className="hidden size-5 text-[#b9f0f4] sm:block" />
            <ArrowDown aria-hidden="true" className="size-4 text-[#b9f0f4] sm:hidden" />
            <p className="flex gap-2 font-medium text-white">
              <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-[#b9f0f4]" />
              <span>
                <span className="sr-only">{visibleLabel}: </span>
                {row.visible}
              </span>
            </p>
          </li>
        ))}
      </ul>
    </figure>
  );
}
