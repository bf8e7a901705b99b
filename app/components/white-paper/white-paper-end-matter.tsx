import { Download } from "lucide-react";
import { ActionButton } from "~/components/sections/action-links";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import type { WhitePaperDocument, WhitePaperReference } from "~/content/documents/white-paper-front-matter";
import type { Action } from "~/content/schema/blocks";
import { resourcePaths } from "~/route-table";

/** About the publishers, with the product website and the PDF of this paper. */
export function WhitePaperAbout({
  about,
  website,
  download,
}: {
  about: WhitePaperDocument["about"];
  website: Action;
  download: { label: string; fileName: string };
}) {
  return (
    <Card as="section" aria-labelledby="white-paper-about-title" tone="soft" padding="large">
      <h2 id="white-paper-about-title" className="text-2xl font-bold tracking-tight md:text-3xl">
        {about.title}
      </h2>
      {about.paragraphs.map((text) => (
        <p key={text} className="mt-4 leading-relaxed text-ink-soft">
          {text}
        </p>
      ))}
      <ul className="mt-6 flex flex-wrap gap-3">
        <li className="flex max-w-full">
          <ActionButton action={website} />
        </li>
        <li className="flex max-w-full">
          <a
            href={resourcePaths.whitePaperPdf}
            download={download.fileName}
            type="application/pdf"
            className={buttonVariants({ variant: "outline" })}
          >
            <Download aria-hidden="true" />
            {download.label}
          </a>
        </li>
      </ul>
    </Card>
  );
}

export function WhitePaperReferences({ title, references }: { title: string; references: WhitePaperReference[] }) {
  return (
    <section aria-labelledby="white-paper-references-title">
      <h2 id="white-paper-references-title" className="text-2xl font-bold tracking-tight md:text-3xl">
        {title}
      </h2>
      <ol className="mt-6 list-decimal space-y-3 pl-6 leading-relaxed text-ink-soft marker:text-muted">
        {references.map((reference) => (
          <li key={reference.title} className="pl-1">
            {reference.author} ({reference.year}). <cite className="text-ink">{reference.title}</cite>.
            {reference.source ? ` ${reference.source}.` : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
