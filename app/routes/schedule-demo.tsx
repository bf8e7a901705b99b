import { useActionData } from "react-router";
import { DemoDurationPanel, DemoExperienceList, DemoPrivacyNote } from "~/components/contact/demo-details";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { FormPanelSection } from "~/components/sections/form-panel-section";
import { PageBanner } from "~/components/sections/page-banner";
import { Section, SectionHeading } from "~/components/sections/section-heading";
import { EmailLink } from "~/components/ui/email-link";
import { banner, duration, experience, formSection, heroCards, privacyNote } from "~/content/pages/schedule-demo";
import { DemoRequestForm } from "~/forms/demo-request-form";
import { demoRequestAction, formActionHeaders } from "~/forms/form-action.server";
import { Island } from "~/islands/island";
import { metaFor } from "~/lib/seo";

export const action = demoRequestAction;

export const headers = formActionHeaders;

export const meta = () => metaFor("schedule-demo");

export default function ScheduleDemoPage() {
  return (
    <>
      <PageBanner title={banner.title} subtitle={banner.subtitle}>
        <FeatureGrid features={heroCards} headingLevel="h2" className="w-full" />
      </PageBanner>
      <Section aria-labelledby="demo-experience-heading">
        <div className="container-page grid gap-12 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-16">
          <div>
            <SectionHeading
              id="demo-experience-heading"
              eyebrow={experience.eyebrow}
              title={experience.title}
              intro={experience.intro}
            />
            <div className="mt-10">
              <DemoExperienceList items={experience.items} />
            </div>
          </div>
          <div className="lg:pt-16">
            <DemoDurationPanel {...duration} />
          </div>
        </div>
      </Section>
      <FormPanelSection
        id="schedule-demo-form"
        headingId="schedule-demo-heading"
        eyebrow={formSection.eyebrow}
        title={formSection.title}
        intro={formSection.intro}
        aside={
          <div className="space-y-6">
            <DemoPrivacyNote title={privacyNote.title} text={privacyNote.text} />
            <p className="leading-relaxed text-ink-soft">
              {formSection.questionsText} <EmailLink address={formSection.questionsEmail} className="wrap-anywhere" />.
            </p>
          </div>
        }
      >
        <Island name="demo-request-form" component={DemoRequestForm} props={{ serverReply: useActionData<typeof action>() }} />
      </FormPanelSection>
    </>
  );
}
