import { PageBanner } from "~/components/sections/page-banner";
import { banner } from "~/content/pages/company";
import { interactivePage } from "~/lib/hydration";
import { metaFor } from "~/lib/seo";

export const handle = interactivePage;

export const meta = () => metaFor("company");

export default function CompanyPage() {
  return <PageBanner title={banner.title} subtitle={banner.subtitle} />;
}
