import { Download } from "lucide-react";
import { ActionButton } from "~/components/sections/action-links";
import { buttonVariants } from "~/components/ui/button";
import { aboutActions, referencesHeading } from "~/content/pages/white-paper";
import { whitePaperAbout, whitePaperReferences } from "~/content/white-paper";

/** About the publishers, with the product website and the PDF of this paper. */
export function WhitePaperAbout() {
  return (
    <section aria-labelledby="white-paper-about-title" className="rounded-card border border-line bg-surface-soft p-6 md:p-8">
      <h2 id="white-paper-about-title" className="text-2xl font-bold tracking-tight md:text-3xl">
        {whitePaperAbout.title}
      </h2>
      {whitePaperAbout.paragraphs.map((text) => (
        <p key={text} className="mt-4 leading-relaxed text-ink-soft">
          {text}
        </p>
      ))}
      <div className="mt-6 flex flex-wrap gap-3">
        <ActionButton action={aboutActions.website} />
        <a
          href={aboutActions.pdf.href}
          download={aboutActions.pdf.fileName}
          type="application/pdf"
          className={buttonVariants({ variant: "outline" })}
        >
          <Download aria-hidden="true" />
          {aboutActions.pdf.label}
        </a>
      </div>
    </section>
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
