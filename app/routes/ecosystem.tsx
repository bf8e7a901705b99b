import { PageBanner } from "~/components/sections/page-banner";
import { banner } from "~/content/pages/ecosystem";
import { interactivePage } from "~/lib/hydration";
import { metaFor } from "~/lib/seo";

export const handle = interactivePage;

export const meta = () => metaFor("ecosystem");

export default function EcosystemPage() {
  return <PageBanner title={banner.title} subtitle={banner.subtitle} />;
}
