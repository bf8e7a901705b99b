import { PageBanner } from "~/components/sections/page-banner";
import { banner } from "~/content/pages/data-literacy";
import { metaFor } from "~/lib/seo";

export const meta = () => metaFor("data-literacy");

export default function DataLiteracyPage() {
  return <PageBanner title={banner.title} subtitle={banner.subtitle} />;
}
