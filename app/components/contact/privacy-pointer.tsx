import type { PrivacyPointerContent } from "~/content/schema/blocks";

/** A short sentence under a form's heading that points to the privacy policy. */
export function PrivacyPointer({ pointer }: { pointer: PrivacyPointerContent }) {
  return (
    <p className="text-sm leading-relaxed text-muted">
      {pointer.text}{" "}
      <a href={pointer.to} className="font-medium text-brand-strong underline underline-offset-4">
        {pointer.linkLabel}
      </a>
      .
    </p>
  );
}
