import type * as React from "react";
import { cn } from "~/lib/cn";

type SectionHeadingProps = {
  title: React.ReactNode;
  intro?: React.ReactNode;
  eyebrow?: string;
  align?: "start" | "center";
  id?: string;
  className?: string;
};

/** A section's `<h2>` with its optional eyebrow and introduction. */
export function SectionHeading({ title, intro, eyebrow, align = "start", id, className }: SectionHeadingProps) {
  return (
    <div className={cn("max-w-3xl", align === "center" && "mx-auto text-center", className)}>
      {eyebrow ? <p className="mb-2 text-sm font-semibold tracking-widest text-brand-strong uppercase">{eyebrow}</p> : null}
      <h2 id={id} className="text-3xl leading-tight font-bold tracking-tight text-balance md:text-4xl">
        {title}
      </h2>
      {intro ? <p className="mt-4 text-lg leading-relaxed text-muted">{intro}</p> : null}
    </div>
  );
}

/** A page section with the site's vertical rhythm. */
export function Section({
  className,
  tone = "plain",
  ...props
}: React.ComponentProps<"section"> & { tone?: "plain" | "soft" | "night" }) {
  return (
    <section
      className={cn(
        "py-16 md:py-24",
        tone === "soft" && "bg-surface-soft",
        tone === "night" && "bg-night text-white",
        className,
      )}
      {...props}
    />
  );
}
