/** A short sentence under a form's heading that points to the privacy policy. */
export function PrivacyPointer({ text, linkLabel, to }: { text: string; linkLabel: string; to: string }) {
  return (
    <p className="text-sm leading-relaxed text-muted">
      {text}{" "}
      <a href={to} className="font-medium text-brand-strong underline underline-offset-4">
        {linkLabel}
      </a>
      .
    </p>
  );
}
