import type * as React from "react";
import { Paragraphs } from "~/components/ui/paragraphs";
import { cn } from "~/lib/cn";
import { headingIdOf, Section, SectionHeading, type SectionTone } from "./section";

export type { Story } from "~/content/schema/blocks";
import type { Story } from "~/content/schema/blocks";

/**
 * A section of running text under its heading, with an optional aside (key facts,
 * a quotation) beside it on wide screens and below it on narrow ones.
 */
export function StorySection({
  story,
  aside,
  tone,
  children,
}: {
  story: Story;
  aside?: React.ReactNode;
  tone?: Exclude<SectionTone, "night">;
  /** Anything that follows the text across the full width (a grid, a diagram). */
  children?: React.ReactNode;
}) {
  const headingId = headingIdOf(story.id);
  return (
    <Section id={story.id} tone={tone} aria-labelledby={headingId}>
      <div className="container-page">
        <div className={cn("grid gap-10", aside && "lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)] lg:gap-16")}>
          <div>
            <SectionHeading id={headingId} eyebrow={story.eyebrow} title={story.title} />
            <Paragraphs paragraphs={story.paragraphs} className="mt-6 max-w-3xl" />
          </div>
          {aside ? <div className={cn(story.eyebrow && "lg:pt-10")}>{aside}</div> : null}
        </div>
        {children ? <div className="mt-12">{children}</div> : null}
      </div>
    </Section>
  );
}
