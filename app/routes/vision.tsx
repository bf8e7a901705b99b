import { PageBanner } from "~/components/sections/page-banner";
import { banner } from "~/content/pages/vision";
import { metaFor } from "~/lib/seo";

export const meta = () => metaFor("vision");

export default function VisionPage() {
  return <PageBanner title={banner.title} subtitle={banner.subtitle} />;
}
