import { PageBanner } from "~/components/sections/page-banner";
import { banner } from "~/content/pages/get-involved";
import { metaFor } from "~/lib/seo";

export const meta = () => metaFor("get-involved");

export default function GetInvolvedPage() {
  return <PageBanner title={banner.title} subtitle={banner.subtitle} />;
}
