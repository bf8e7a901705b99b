import type * as React from "react";
import { PageBanner } from "~/components/sections/page-banner";
import { Section } from "~/components/sections/section";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";

type OutcomeLink = { href: string; label: string };

/** A newsletter page's answer: what happened, in a banner and a sentence, and where to go from here. */
export function NewsletterOutcome({
  title,
  text,
  links,
  children,
}: {
  title: string;
  text: string;
  links: OutcomeLink[];
  children?: React.ReactNode;
}) {
  return (
    <>
      <PageBanner title={title} subtitle={text} />
      <Section aria-labelledby="page-title">
        <div className="container-page grid max-w-3xl gap-8">
          {children}
          {links.length > 0 ? (
            <ul className="flex flex-wrap gap-3">
              {links.map((link, index) => (
                <li key={link.href}>
                  <a href={link.href} className={cn(buttonVariants({ variant: index === 0 ? "primary" : "outline" }))}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </Section>
    </>
  );
}
