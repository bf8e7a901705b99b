import { PageBanner } from "~/components/sections/page-banner";
import { banner } from "~/content/pages/prosperity-points";
import { metaFor } from "~/lib/seo";

export const meta = () => metaFor("prosperity-points");

export default function ProsperityPointsPage() {
  return <PageBanner title={banner.title} subtitle={banner.subtitle} />;
}
