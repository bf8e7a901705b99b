import { EmailLink } from "~/components/ui/email-link";
import { ExternalLink } from "~/components/ui/external-link";
import { StepNumber } from "~/components/ui/step-number";
import type { DirectAddress, NextSteps, WebsiteLink } from "~/content/pages/contact";
import type { PrivacyPointerContent } from "~/content/schema/blocks";
import { PrivacyPointer } from "./privacy-pointer";

/** Beside the contact form: what happens after sending, the direct address and the product website. */
export function ContactNextSteps({
  nextSteps,
  direct,
  website,
  privacy,
}: {
  nextSteps: NextSteps;
  direct: DirectAddress;
  website: WebsiteLink;
  privacy: PrivacyPointerContent;
}) {
  return (
    <div className="space-y-8">
      <div>
        <h3 className="text-lg font-semibold">{nextSteps.title}</h3>
        <ol className="mt-4 space-y-3">
          {nextSteps.steps.map((step, index) => (
            <li key={step} className="flex gap-3 text-ink-soft">
              <StepNumber number={index + 1} />
              <span className="pt-0.5 leading-relaxed">{step}</span>
            </li>
          ))}
        </ol>
      </div>
      <div>
        <h3 className="text-lg font-semibold">{direct.title}</h3>
        <p className="mt-2 leading-relaxed text-ink-soft">
          {direct.text} <EmailLink address={direct.email} className="wrap-anywhere" />.
        </p>
        <p className="mt-2">
          <ExternalLink href={website.to} className="font-medium text-brand-strong underline underline-offset-4">
            {website.label}
          </ExternalLink>
        </p>
      </div>
      <PrivacyPointer pointer={privacy} />
    </div>
  );
}
