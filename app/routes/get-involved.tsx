import { ConsortiumPage } from "~/components/consortium/consortium-page";
import { PathwayCards } from "~/components/consortium/pathway-cards";
import { StayConnected } from "~/components/consortium/stay-connected";
import { Section, SectionHeading } from "~/components/sections/section-heading";
import { banner, pathways } from "~/content/pages/get-involved";
import { metaFor } from "~/lib/seo";

export const meta = () => metaFor("get-involved");

export default function GetInvolvedPage() {
  return (
    <ConsortiumPage banner={banner} tab="get-involved">
      <Section tone="soft">
        <div className="container-page">
          <SectionHeading eyebrow={pathways.eyebrow} title={pathways.title} intro={pathways.intro} />
          <div className="mt-12">
            <PathwayCards pathways={pathways.items} />
          </div>
        </div>
      </Section>
      <StayConnected />
    </ConsortiumPage>
  );
}
