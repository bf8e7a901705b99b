// /schedule-demo
import { useActionData } from "react-router";
import { DemoDurationPanel, DemoFormNotes } from "~/components/contact/demo-details";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { FormPanelSection } from "~/components/sections/form-panel-section";
import { PageBanner } from "~/components/sections/page-banner";
import { IconList } from "~/components/sections/icon-list";
import { TitledSection } from "~/components/sections/titled-section";
import scheduleDemo from "~content/pages/schedule-demo";
import { DemoRequestForm } from "~/forms/demo-request-form";
import { demoRequestAction, formActionHeaders } from "~/forms/form-action.server";
import { Island } from "~/islands/island";
import { metaFor } from "~/lib/seo";

export const action = demoRequestAction;

export const headers = formActionHeaders;

export const meta = () => metaFor("schedule-demo");

const { banner, duration, experience, experienceSection, formSection, heroCards, privacyNote, questions } =
  scheduleDemo;

export default function ScheduleDemoPage() {
  return (
    <>
      <PageBanner title={banner.title} subtitle={banner.subtitle}>
        <FeatureGrid features={heroCards} headingLevel="h2" className="w-full" />
      </PageBanner>
      <TitledSection heading={experienceSection} aside={<DemoDurationPanel {...duration} />}>
        <IconList items={experience} />
      </TitledSection>
      <FormPanelSection
        id="schedule-demo-form"
        headingId="schedule-demo-heading"
        eyebrow={formSection.eyebrow}
        title={formSection.title}
        intro={formSection.intro}
        aside={<DemoFormNotes privacyNote={privacyNote} questions={questions} />}
      >
        <Island
          name="demo-request-form"
          component={DemoRequestForm}
          props={{ serverReply: useActionData<typeof action>() }}
        />
      </FormPanelSection>
    </>
  );
}
