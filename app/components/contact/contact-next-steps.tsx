import { EmailLink } from "~/components/ui/email-link";
import { ExternalLink } from "~/components/ui/external-link";
import { StepNumber } from "~/components/ui/step-number";
import { site } from "~/config/site";
import { nextSteps } from "~/content/pages/contact";
import { PrivacyPointer } from "./privacy-pointer";

/** Beside the contact form: what happens after sending, the direct address and the product website. */
export function ContactNextSteps() {
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
        <h3 className="text-lg font-semibold">{nextSteps.directTitle}</h3>
        <p className="mt-2 leading-relaxed text-ink-soft">
          {nextSteps.directText} <EmailLink address={site.emails.info} className="wrap-anywhere" />.
        </p>
        <p className="mt-2">
          <ExternalLink
            href={nextSteps.websiteUrl}
            className="font-medium text-brand-strong underline underline-offset-4"
          >
            {nextSteps.websiteLabel}
          </ExternalLink>
        </p>
      </div>
      <PrivacyPointer text={nextSteps.privacyNote} linkLabel={nextSteps.privacyLinkLabel} to={nextSteps.privacyLink} />
    </div>
  );
}
