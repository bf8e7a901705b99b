import type * as React from "react";
import { Section, SectionHeading } from "~/components/sections/section-heading";
import { cn } from "~/lib/cn";

export type Story = {
  id: string;
  eyebrow?: string;
  title: string;
  paragraphs: string[];
};

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
  tone?: "plain" | "soft";
  /** Anything that follows the text across the full width (a grid, a diagram). */
  children?: React.ReactNode;
}) {
  const headingId = `${story.id}-heading`;
  return (
    <Section id={story.id} tone={tone} aria-labelledby={headingId}>
      <div className="container-page">
        <div className={cn("grid gap-10", aside && "lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)] lg:gap-16")}>
          <div>
            <SectionHeading id={headingId} eyebrow={story.eyebrow} title={story.title} />
            <div className="prose-copy mt-6 max-w-3xl text-lg">
              {story.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
          {aside ? <div className="lg:pt-10">{aside}</div> : null}
        </div>
        {children ? <div className="mt-12">{children}</div> : null}
      </div>
    </Section>
  );
}
