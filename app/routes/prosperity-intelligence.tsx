import { PageBanner } from "~/components/sections/page-banner";
import { banner } from "~/content/pages/prosperity-intelligence";
import { metaFor } from "~/lib/seo";

export const meta = () => metaFor("prosperity-intelligence");

export default function ProsperityIntelligencePage() {
  return <PageBanner title={banner.title} subtitle={banner.subtitle} />;
}
