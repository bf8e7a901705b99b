import type * as React from "react";
import { Card, type CardVariantProps } from "~/components/ui/card";
import { Eyebrow } from "~/components/ui/eyebrow";

/** One key fact: a short term and what it is. */
export type { Fact } from "~/content/schema/blocks";
import type { Fact } from "~/content/schema/blocks";

/**
 * What stands out: the `term`, explained in a sentence beneath it, or the `detail`, a short
 * value under a small label.
 */
type Emphasis = "term" | "detail";

/**
 * Key facts as a description list in a quiet panel, under an eyebrow title or a
 * header of the caller's own (`children`).
 */
export function FactPanel({
  facts,
  title,
  emphasis = "term",
  tone = "soft",
  edge,
  className,
  children,
  ...props
}: {
  facts: Fact[];
  title?: string;
  emphasis?: Emphasis;
  tone?: "soft" | "raised";
  edge?: CardVariantProps["edge"];
  className?: string;
  children?: React.ReactNode;
  "aria-label"?: string;
}) {
  return (
    <Card as="aside" tone={tone} padding="large" edge={edge} className={className} {...props}>
      {title ? (
        <Eyebrow as="h3" className="mb-4">
          {title}
        </Eyebrow>
      ) : null}
      {children}
      <dl className="divide-y divide-line">
        {facts.map((fact) => (
          <div key={fact.term} className="py-4 first:pt-0 last:pb-0">
            {emphasis === "detail" ? (
              <>
                <Eyebrow as="dt" tone="muted">
                  {fact.term}
                </Eyebrow>
                <dd className="mt-1 text-lg font-medium text-ink">{fact.detail}</dd>
              </>
            ) : (
              <>
                <dt className="font-semibold text-ink">{fact.term}</dt>
                <dd className="mt-1 leading-relaxed text-ink-soft">{fact.detail}</dd>
              </>
            )}
          </div>
        ))}
      </dl>
    </Card>
  );
}
