import type * as React from "react";
import type { Action } from "~/content/schema/blocks";
import { ActionLinks } from "./action-links";
import { headingIdOf } from "./section";

/** A closing call to action: a dark band with a headline, a sentence, buttons and an optional closing note. */
export function CtaBand({
  id = "closing",
  title,
  text,
  actions,
  children,
}: {
  /** The section's anchor; a page has one closing band, so the default rarely needs changing. */
  id?: string;
  title: string;
  text?: string;
  actions: Action[];
  children?: React.ReactNode;
}) {
  const headingId = headingIdOf(id);
  return (
    <section id={id} aria-labelledby={headingId} className="bg-night py-16 text-white md:py-20">
      <div className="container-page text-center">
        <h2 id={headingId} className="mx-auto max-w-3xl text-3xl font-bold tracking-tight text-balance md:text-4xl">
          {title}
        </h2>
        {text ? <p className="mx-auto mt-4 max-w-2xl text-lg text-white/80">{text}</p> : null}
        <ActionLinks
          className="mt-8 justify-center"
          actions={actions.map((action, index) => ({
            ...action,
            variant: action.variant ?? (index === 0 ? "inverse" : "inverse-outline"),
          }))}
        />
        {children ? <div className="mt-8">{children}</div> : null}
      </div>
    </section>
  );
}
