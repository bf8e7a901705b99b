import type * as React from "react";
import { Eyebrow } from "~/components/ui/eyebrow";
import { cn } from "~/lib/cn";

type PageBannerProps = {
  title: React.ReactNode;
  subtitle?: React.ReactNode;
  eyebrow?: string;
  children?: React.ReactNode;
  /** Shown beside the title on wide screens (a visual); below it on narrow ones. */
  aside?: React.ReactNode;
  className?: string;
};

/** The id of every page's `<h1>`, which names the banner. */
const titleId = "page-title";

/** The page's title band: the one `<h1>` of every page. */
export function PageBanner({ title, subtitle, eyebrow, children, aside, className }: PageBannerProps) {
  return (
    <section
      data-slot="page-banner"
      aria-labelledby={titleId}
      className={cn(
        "relative isolate overflow-hidden bg-night pt-[calc(var(--header-height)+3.5rem)] pb-16 text-white md:pb-20",
        className,
      )}
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_85%_-10%,color-mix(in_srgb,var(--color-accent)_55%,transparent),transparent),radial-gradient(40rem_24rem_at_0%_110%,color-mix(in_srgb,var(--color-brand)_50%,transparent),transparent)]"
      />
      <div
        className={cn(
          "container-page",
          aside && "grid gap-12 lg:grid-cols-[minmax(0,1.35fr)_minmax(0,1fr)] lg:items-center lg:gap-16",
        )}
      >
        <div>
          {eyebrow ? (
            <Eyebrow tone="on-night" className="mb-3">
              {eyebrow}
            </Eyebrow>
          ) : null}
          <h1
            id={titleId}
            className="max-w-4xl text-4xl leading-tight font-bold tracking-tight text-balance md:text-5xl lg:text-6xl"
          >
            {title}
          </h1>
          {subtitle ? (
            <p className="mt-5 max-w-3xl text-lg leading-relaxed text-white/85 md:text-xl">{subtitle}</p>
          ) : null}
          {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
        </div>
        {aside}
      </div>
    </section>
  );
}
