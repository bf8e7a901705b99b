// /consortium/get-involved
import { ConsortiumPage } from "~/components/consortium/consortium-page";
import { PathwayCards } from "~/components/consortium/pathway-cards";
import { StayConnected } from "~/components/consortium/stay-connected";
import { SubscribeCard } from "~/components/newsletter/subscribe-form";
import { TitledSection } from "~/components/sections/titled-section";
import getInvolved from "~content/pages/get-involved";
import { metaFor } from "~/lib/seo";
import { pathTo } from "~/lib/site-routes";

export const meta = () => metaFor("get-involved");

const { banner, pathways, stayConnected } = getInvolved;

export default function GetInvolvedPage() {
  return (
    <ConsortiumPage banner={banner} tab="get-involved">
      <TitledSection heading={pathways} tone="soft">
        <PathwayCards pathways={pathways.items} />
      </TitledSection>
      <StayConnected content={stayConnected}>
        <SubscribeCard headingLevel={3} page={pathTo("get-involved")} defaultLists={["consortium"]} className="mt-8" />
      </StayConnected>
    </ConsortiumPage>
  );
}
