import { PageBanner } from "~/components/sections/page-banner";
import { banner } from "~/content/pages/impact";
import { interactivePage } from "~/lib/hydration";
import { metaFor } from "~/lib/seo";

export const handle = interactivePage;

export const meta = () => metaFor("impact");

export default function ImpactPage() {
  return <PageBanner title={banner.title} subtitle={banner.subtitle} />;
}
