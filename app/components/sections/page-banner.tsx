import type * as React from "react";
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

/** The page's title band (spec 2.2): the one `<h1>` of every page. */
export function PageBanner({ title, subtitle, eyebrow, children, aside, className }: PageBannerProps) {
  return (
    <section
      data-slot="page-banner"
      className={cn(
        "relative isolate overflow-hidden bg-night pt-[calc(var(--header-height)+3.5rem)] pb-16 text-white md:pb-20",
        className,
      )}
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_85%_-10%,rgb(110_89_165/0.55),transparent),radial-gradient(40rem_24rem_at_0%_110%,rgb(26_125_133/0.5),transparent)]"
      />
      <div
        className={cn(
          "container-page",
          aside && "grid gap-12 lg:grid-cols-[minmax(0,1.35fr)_minmax(0,1fr)] lg:items-center lg:gap-16",
        )}
      >
        <div>
          {eyebrow ? <p className="mb-3 text-sm font-semibold tracking-widest text-[#b9f0f4] uppercase">{eyebrow}</p> : null}
          <h1 className="max-w-4xl text-4xl leading-tight font-bold tracking-tight text-balance md:text-5xl lg:text-6xl">
            {title}
          </h1>
          {subtitle ? <p className="mt-5 max-w-3xl text-lg leading-relaxed text-white/85 md:text-xl">{subtitle}</p> : null}
          {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
        </div>
        {aside}
      </div>
    </section>
  );
}
