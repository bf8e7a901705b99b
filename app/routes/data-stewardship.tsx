import { PageBanner } from "~/components/sections/page-banner";
import { banner } from "~/content/pages/data-stewardship";
import { metaFor } from "~/lib/seo";

export const meta = () => metaFor("data-stewardship");

export default function DataStewardshipPage() {
  return <PageBanner title={banner.title} subtitle={banner.subtitle} />;
}
