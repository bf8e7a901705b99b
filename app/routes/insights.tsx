import { PageBanner } from "~/components/sections/page-banner";
import { banner } from "~/content/pages/insights";
import { metaFor } from "~/lib/seo";

export const meta = () => metaFor("insights");

export default function InsightsPage() {
  return <PageBanner title={banner.title} subtitle={banner.subtitle} />;
}
