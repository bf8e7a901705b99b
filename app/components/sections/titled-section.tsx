import type * as React from "react";
import { cn } from "~/lib/cn";
import { headingIdOf, Section, SectionHeading, type SectionTone } from "./section";

/** What every titled section starts with: its anchor, its heading and what leads into it. */
export type { SectionIntro } from "~/content/schema/blocks";
import type { SectionIntro } from "~/content/schema/blocks";

const asideGrid = "grid gap-12 lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)] lg:gap-16";

/** In the `beside` layout the heading stays in view while the content beside it scrolls past. */
const besideColumn = "lg:sticky lg:top-[calc(var(--header-height)+2rem)] lg:self-start";

/**
 * The site's page section: a `<section>` named by its `<h2>`, then whatever it shows.
 * - `stacked` (the default): the heading above the content; `action` puts one call to action
 *   at the end of the heading's row; an `aside` (a panel of details) sits beside both on wide
 *   screens and below them on narrow ones.
 * - `beside`: the heading on the left of the content on wide screens, above it on narrow ones.
 *   Alone it takes the narrower column; with a `lead` under it (a quotation, a statement, a
 *   button) it takes half, and the content starts level with the title.
 */
export function TitledSection({
  heading,
  tone,
  align,
  layout = "stacked",
  lead,
  action,
  aside,
  children,
}: {
  heading: SectionIntro;
  tone?: SectionTone;
  align?: "start" | "center";
  layout?: "stacked" | "beside";
  lead?: React.ReactNode;
  action?: React.ReactNode;
  aside?: React.ReactNode;
  children: React.ReactNode;
}) {
  const headingId = headingIdOf(heading.id);
  const title = (className?: string) => (
    <SectionHeading
      id={headingId}
      eyebrow={heading.eyebrow}
      title={heading.title}
      intro={heading.intro}
      align={align}
      tone={tone}
      className={className}
    />
  );
  const stacked = (
    <>
      {action ? (
        <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
          {title()}
          <div className="self-start md:self-auto">{action}</div>
        </div>
      ) : (
        title()
      )}
      <div className="mt-10 md:mt-12">{children}</div>
    </>
  );
  return (
    <Section id={heading.id} tone={tone} aria-labelledby={headingId}>
      {layout === "beside" ? (
        <div className={cn("container-page grid gap-10 lg:gap-16", lead ? "lg:grid-cols-2" : "lg:grid-cols-[2fr_3fr]")}>
          {lead ? (
            <div className={besideColumn}>
              {title()}
              <div className="mt-8">{lead}</div>
            </div>
          ) : (
            title(besideColumn)
          )}
          <div className={cn(lead && heading.eyebrow && "lg:pt-10")}>{children}</div>
        </div>
      ) : (
        <div className={cn("container-page", aside && asideGrid)}>
          {aside ? (
            <>
              <div>{stacked}</div>
              <div className="lg:pt-10">{aside}</div>
            </>
          ) : (
            stacked
          )}
        </div>
      )}
    </Section>
  );
}
