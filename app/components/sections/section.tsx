import type * as React from "react";
import { Eyebrow } from "~/components/ui/eyebrow";
import { cn } from "~/lib/cn";

/** The id of a section's `<h2>`, which names the section. */
export const headingIdOf = (sectionId: string) => `${sectionId}-heading`;

/** A section's background: the page's own, the quiet grey band or the dark night band. */
export type SectionTone = "plain" | "soft" | "night";

type SectionHeadingProps = {
  title: React.ReactNode;
  intro?: React.ReactNode;
  eyebrow?: string;
  align?: "start" | "center";
  /** The background the heading sits on, so eyebrow and introduction keep their contrast. */
  tone?: SectionTone;
  id?: string;
  className?: string;
};

/** A section's `<h2>` with its optional eyebrow and introduction. */
export function SectionHeading({ title, intro, eyebrow, align = "start", tone, id, className }: SectionHeadingProps) {
  const night = tone === "night";
  return (
    <div className={cn("max-w-3xl", align === "center" && "mx-auto text-center", className)}>
      {eyebrow ? (
        <Eyebrow tone={night ? "on-night" : "brand"} className="mb-2">
          {eyebrow}
        </Eyebrow>
      ) : null}
      <h2 id={id} className="text-3xl leading-tight font-bold tracking-tight text-balance md:text-4xl">
        {title}
      </h2>
      {intro ? (
        <p className={cn("mt-4 text-lg leading-relaxed", night ? "text-white/80" : "text-muted")}>{intro}</p>
      ) : null}
    </div>
  );
}

/**
 * A page section with the site's vertical rhythm. It must be named by its heading:
 * `aria-labelledby` is required, so every section is a named region.
 */
export function Section({
  className,
  tone = "plain",
  ...props
}: React.ComponentProps<"section"> & { tone?: SectionTone; "aria-labelledby": string }) {
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
