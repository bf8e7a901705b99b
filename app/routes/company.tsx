// /company
import { useActionData } from "react-router";
import { DepartmentContacts } from "~/components/contact/department-contacts";
import { PrivacyPointer } from "~/components/contact/privacy-pointer";
import { ActionButton } from "~/components/sections/action-links";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { FormPanelSection } from "~/components/sections/form-panel-section";
import { PageBanner } from "~/components/sections/page-banner";
import { headingIdOf } from "~/components/sections/section";
import { TitledSection } from "~/components/sections/titled-section";
import { TeamGrid } from "~/components/team/team-grid";
import { KeyStatement } from "~/components/ui/key-statement";
import { Paragraphs } from "~/components/ui/paragraphs";
import company from "~content/pages/company";
import { CompanyContactForm } from "~/forms/company-contact-form";
import { companyContactAction, formActionHeaders } from "~/forms/form-action.server";
import { Island } from "~/islands/island";
import { metaFor } from "~/lib/seo";
import { shownTeam } from "~/lib/shown-team";

export const action = companyContactAction;

export const headers = formActionHeaders;

export const meta = () => metaFor("company");

const {
  banner,
  beliefs,
  beliefsSection,
  departments,
  departmentsSection,
  formPrivacy,
  formSection,
  mission,
  missionStatement,
  organisations,
  organisationsSection,
  teamLink,
  teamSection,
} = company;

export default function CompanyPage() {
  return (
    <>
      <PageBanner title={banner.title} subtitle={banner.subtitle} />
      <TitledSection heading={mission} layout="beside" lead={<KeyStatement>{missionStatement}</KeyStatement>}>
        <Paragraphs paragraphs={mission.paragraphs} />
      </TitledSection>
      <TitledSection heading={beliefsSection} tone="soft">
        <FeatureGrid features={beliefs} columns={4} />
      </TitledSection>
      <TitledSection heading={organisationsSection}>
        <FeatureGrid features={organisations} columns={2} />
      </TitledSection>
      <TitledSection heading={teamSection} tone="soft" action={<ActionButton action={teamLink} />}>
        <TeamGrid members={shownTeam} variant="compact" labelledBy={headingIdOf(teamSection.id)} />
      </TitledSection>
      <TitledSection heading={departmentsSection}>
        <DepartmentContacts departments={departments} />
      </TitledSection>
      <FormPanelSection
        id="company-contact"
        headingId="company-contact-heading"
        eyebrow={formSection.eyebrow}
        title={formSection.title}
        intro={formSection.intro}
        aside={<PrivacyPointer pointer={formPrivacy} />}
      >
        <Island
          name="company-contact-form"
          component={CompanyContactForm}
          props={{ serverReply: useActionData<typeof action>() }}
        />
      </FormPanelSection>
    </>
  );
}
