import { PageBanner } from "~/components/sections/page-banner";
import { banner } from "~/content/pages/dynamic-pricing";
import { metaFor } from "~/lib/seo";

export const meta = () => metaFor("dynamic-pricing");

export default function DynamicPricingPage() {
  return <PageBanner title={banner.title} subtitle={banner.subtitle} />;
}
