import { Download } from "lucide-react";
import { ActionButton } from "~/components/sections/action-links";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { aboutActions, referencesHeading } from "~/content/pages/white-paper";
import { whitePaperAbout, whitePaperReferences } from "~/content/white-paper";

/** About the publishers, with the product website and the PDF of this paper. */
export function WhitePaperAbout() {
  return (
    <Card as="section" aria-labelledby="white-paper-about-title" tone="soft" padding="large">
      <h2 id="white-paper-about-title" className="text-2xl font-bold tracking-tight md:text-3xl">
        {whitePaperAbout.title}
      </h2>
      {whitePaperAbout.paragraphs.map((text) => (
        <p key={text} className="mt-4 leading-relaxed text-ink-soft">
          {text}
        </p>
      ))}
      <ul className="mt-6 flex flex-wrap gap-3">
        <li className="flex max-w-full">
          <ActionButton action={aboutActions.website} />
        </li>
        <li className="flex max-w-full">
          <a
            href={aboutActions.pdf.href}
            download={aboutActions.pdf.fileName}
            type="application/pdf"
            className={buttonVariants({ variant: "outline" })}
          >
            <Download aria-hidden="true" />
            {aboutActions.pdf.label}
          </a>
        </li>
      </ul>
    </Card>
  );
}

export function WhitePaperReferences() {
  return (
    <section aria-labelledby="white-paper-references-title">
      <h2 id="white-paper-references-title" className="text-2xl font-bold tracking-tight md:text-3xl">
        {referencesHeading}
      </h2>
      <ol className="mt-6 list-decimal space-y-3 pl-6 leading-relaxed text-ink-soft marker:text-muted">
        {whitePaperReferences.map((reference) => (
          <li key={reference.title} className="pl-1">
            {reference.author} ({reference.year}). <cite className="text-ink">{reference.title}</cite>.
            {reference.source ? ` ${reference.source}.` : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
