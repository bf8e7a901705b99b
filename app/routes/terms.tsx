import { PageBanner } from "~/components/sections/page-banner";
import { banner } from "~/content/pages/terms";
import { metaFor } from "~/lib/seo";

export const meta = () => metaFor("terms");

export default function TermsPage() {
  return <PageBanner title={banner.title} subtitle={banner.subtitle} />;
}
