import { PageBanner } from "~/components/sections/page-banner";
import { banner } from "~/content/pages/how-it-works";
import { metaFor } from "~/lib/seo";

export const meta = () => metaFor("how-it-works");

export default function HowItWorksPage() {
  return <PageBanner title={banner.title} subtitle={banner.subtitle} />;
}
