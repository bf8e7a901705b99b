import { PageBanner } from "~/components/sections/page-banner";
import { banner } from "~/content/pages/solutions";
import { metaFor } from "~/lib/seo";

export const meta = () => metaFor("solutions");

export default function SolutionsPage() {
  return <PageBanner title={banner.title} subtitle={banner.subtitle} />;
}
