import { Quote } from "lucide-react";

/** A short statement set large beside running text, with who says it. */
export function PullQuote({ quote, source }: { quote: string; source: string }) {
  return (
    <figure className="rounded-card bg-night p-8 text-white md:p-10">
      <Quote aria-hidden="true" className="size-8 text-[#b9f0f4]" />
      <blockquote className="mt-4 text-2xl leading-snug font-semibold tracking-tight text-balance">
        <p>{quote}</p>
      </blockquote>
      <figcaption className="mt-6 text-sm font-semibold tracking-widest text-white/75 uppercase">{source}</figcaption>
    </figure>
  );
}
