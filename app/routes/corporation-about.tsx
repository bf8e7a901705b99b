import { PageBanner } from "~/components/sections/page-banner";
import { banner } from "~/content/pages/corporation-about";
import { metaFor } from "~/lib/seo";

export const meta = () => metaFor("corporation-about");

export default function CorporationAboutPage() {
  return <PageBanner title={banner.title} subtitle={banner.subtitle} />;
}
