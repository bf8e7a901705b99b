import { Clock, ShieldCheck } from "lucide-react";
import { Card } from "~/components/ui/card";
import { EmailLink } from "~/components/ui/email-link";
import { Eyebrow } from "~/components/ui/eyebrow";
import type { DemoDuration, DemoPrivacyNoteContent, DemoQuestions } from "~/content/pages/schedule-demo";

/** The demo's length and who it is for, on a dark panel beside the list. */
export function DemoDurationPanel({ label, text, audienceTitle, audience }: DemoDuration) {
  return (
    <Card as="aside" aria-label="About the demo" tone="night" padding="none" className="p-6 shadow-card sm:p-8">
      <p className="flex items-center gap-3 text-xl font-semibold">
        <Clock aria-hidden="true" className="size-6 shrink-0 text-brand-on-night" />
        {label}
      </p>
      <p className="mt-3 leading-relaxed text-white/80">{text}</p>
      <Eyebrow as="h3" tone="on-night" className="mt-8">
        {audienceTitle}
      </Eyebrow>
      <ul className="mt-4 space-y-3">
        {audience.map((entry) => (
          <li key={entry} className="flex gap-3 leading-relaxed text-white/85">
            <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-ethical" />
            {entry}
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** The note that everything shown in a demo is simulated (docs/product.md#demo-request-form). */
function DemoPrivacyNote({ title, text }: DemoPrivacyNoteContent) {
  return (
    <Card tone="brand" padding="small" className="flex gap-4">
      <ShieldCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-strong" />
      <div>
        <h3 className="font-semibold text-ink">{title}</h3>
        <p className="mt-1 text-sm leading-relaxed text-ink-soft">{text}</p>
      </div>
    </Card>
  );
}

/** Beside the demo form: the privacy note and where to write with questions. */
export function DemoFormNotes({
  privacyNote,
  questions,
}: {
  privacyNote: DemoPrivacyNoteContent;
  questions: DemoQuestions;
}) {
  return (
    <div className="space-y-6">
      <DemoPrivacyNote title={privacyNote.title} text={privacyNote.text} />
      <p className="leading-relaxed text-ink-soft">
        {questions.text} <EmailLink address={questions.email} className="wrap-anywhere" />.
      </p>
    </div>
  );
}
