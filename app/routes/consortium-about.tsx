import { PageBanner } from "~/components/sections/page-banner";
import { banner } from "~/content/pages/consortium-about";
import { metaFor } from "~/lib/seo";

export const meta = () => metaFor("consortium-about");

export default function ConsortiumAboutPage() {
  return <PageBanner title={banner.title} subtitle={banner.subtitle} />;
}
