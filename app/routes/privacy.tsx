import { PageBanner } from "~/components/sections/page-banner";
import { banner } from "~/content/pages/privacy";
import { metaFor } from "~/lib/seo";

export const meta = () => metaFor("privacy");

export default function PrivacyPage() {
  return <PageBanner title={banner.title} subtitle={banner.subtitle} />;
}
