// /contact
import { useActionData } from "react-router";
import { ContactNextSteps } from "~/components/contact/contact-next-steps";
import { ContactOptionGrid } from "~/components/contact/contact-option-grid";
import { FormPanelSection } from "~/components/sections/form-panel-section";
import { PageBanner } from "~/components/sections/page-banner";
import { TitledSection } from "~/components/sections/titled-section";
import contact from "~content/pages/contact";
import { ContactForm } from "~/forms/contact-form";
import { contactAction, formActionHeaders } from "~/forms/form-action.server";
import { Island } from "~/islands/island";
import { metaFor } from "~/lib/seo";

export const action = contactAction;

export const headers = formActionHeaders;

export const meta = () => metaFor("contact");

const { banner, contactOptions, direct, formPrivacy, formSection, nextSteps, optionsSection, website } = contact;

export default function ContactPage() {
  return (
    <>
      <PageBanner title={banner.title} subtitle={banner.subtitle} />
      <TitledSection heading={optionsSection}>
        <ContactOptionGrid options={contactOptions} />
      </TitledSection>
      <FormPanelSection
        id="contact-form"
        headingId="contact-form-heading"
        eyebrow={formSection.eyebrow}
        title={formSection.title}
        intro={formSection.intro}
        aside={<ContactNextSteps nextSteps={nextSteps} direct={direct} website={website} privacy={formPrivacy} />}
      >
        <Island name="contact-form" component={ContactForm} props={{ serverReply: useActionData<typeof action>() }} />
      </FormPanelSection>
    </>
  );
}
