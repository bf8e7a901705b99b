import { PageBanner } from "~/components/sections/page-banner";
import { banner } from "~/content/pages/investors";
import { metaFor } from "~/lib/seo";

export const meta = () => metaFor("investors");

export default function InvestorsPage() {
  return <PageBanner title={banner.title} subtitle={banner.subtitle} />;
}
