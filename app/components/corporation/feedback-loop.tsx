import { RefreshCw } from "lucide-react";

export type LoopStage = { title: string; text: string };

/** Stages of a cycle in order; the last one leads back to the first, which the closing note says in words. */
export function FeedbackLoop({ stages, returnLabel, className }: { stages: LoopStage[]; returnLabel: string; className?: string }) {
  return (
    <div className={className}>
      <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {stages.map((stage, index) => (
          <li key={stage.title} className="relative rounded-card border border-white/15 bg-white/5 p-5">
            <span
              aria-hidden="true"
              className="flex size-9 items-center justify-center rounded-full bg-[#b9f0f4] text-sm font-bold text-night"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold text-white">{stage.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-white/80">{stage.text}</p>
          </li>
        ))}
      </ol>
      <p className="mt-6 flex items-center gap-3 text-white/85">
        <RefreshCw aria-hidden="true" className="size-5 shrink-0 text-[#b9f0f4]" />
        {returnLabel}
      </p>
    </div>
  );
}
