import { useActionData } from "react-router";
import { DepartmentContacts } from "~/components/contact/department-contacts";
import { PrivacyPointer } from "~/components/contact/privacy-pointer";
import { ActionButton } from "~/components/sections/action-links";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { FormPanelSection } from "~/components/sections/form-panel-section";
import { PageBanner } from "~/components/sections/page-banner";
import { Section, SectionHeading } from "~/components/sections/section-heading";
import { TeamGrid } from "~/components/team/team-grid";
import {
  banner,
  beliefs,
  departments,
  departmentsSection,
  formSection,
  mission,
  organisations,
  teamSection,
} from "~/content/pages/company";
import { teamMembers } from "~/content/team";
import { CompanyContactForm } from "~/forms/company-contact-form";
import { companyContactAction, formActionHeaders } from "~/forms/form-action.server";
import { Island } from "~/islands/island";
import { metaFor } from "~/lib/seo";

export const action = companyContactAction;

export const headers = formActionHeaders;

export const meta = () => metaFor("company");

export default function CompanyPage() {
  return (
    <>
      <PageBanner title={banner.title} subtitle={banner.subtitle} />
      <Section aria-labelledby="mission-heading">
        <div className="container-page grid gap-10 lg:grid-cols-2 lg:gap-16">
          <div>
            <SectionHeading id="mission-heading" eyebrow={mission.eyebrow} title={mission.title} />
            <p className="mt-6 border-l-4 border-brand pl-5 text-xl leading-relaxed font-medium text-ink">
              {mission.statement}
            </p>
          </div>
          <div className="space-y-5 text-lg leading-relaxed text-ink-soft lg:pt-10">
            {mission.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </Section>
      <Section tone="soft" aria-labelledby="beliefs-heading">
        <div className="container-page">
          <SectionHeading id="beliefs-heading" title={beliefs.title} />
          <FeatureGrid features={beliefs.items} columns={4} className="mt-10" />
        </div>
      </Section>
      <Section aria-labelledby="organisations-heading">
        <div className="container-page">
          <SectionHeading id="organisations-heading" title={organisations.title} intro={organisations.intro} />
          <FeatureGrid features={organisations.items} columns={2} className="mt-10" />
        </div>
      </Section>
      <Section tone="soft" aria-labelledby="company-team-heading">
        <div className="container-page">
          <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
            <SectionHeading
              id="company-team-heading"
              eyebrow={teamSection.eyebrow}
              title={teamSection.title}
              intro={teamSection.intro}
            />
            <ActionButton action={teamSection.action} className="self-start md:self-auto" />
          </div>
          <TeamGrid members={teamMembers} variant="compact" labelledBy="company-team-heading" className="mt-12" />
        </div>
      </Section>
      <Section aria-labelledby="departments-heading">
        <div className="container-page">
          <SectionHeading
            id="departments-heading"
            eyebrow={departmentsSection.eyebrow}
            title={departmentsSection.title}
            intro={departmentsSection.intro}
          />
          <div className="mt-10">
            <DepartmentContacts departments={departments} />
          </div>
        </div>
      </Section>
      <FormPanelSection
        id="company-contact"
        headingId="company-contact-heading"
        eyebrow={formSection.eyebrow}
        title={formSection.title}
        intro={formSection.intro}
        aside={
          <PrivacyPointer text={formSection.privacyNote} linkLabel={formSection.privacyLinkLabel} to={formSection.privacyLink} />
        }
      >
        <Island name="company-contact-form" component={CompanyContactForm} props={{ serverReply: useActionData<typeof action>() }} />
      </FormPanelSection>
    </>
  );
}
