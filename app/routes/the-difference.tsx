import { PageBanner } from "~/components/sections/page-banner";
import { banner } from "~/content/pages/the-difference";
import { metaFor } from "~/lib/seo";

export const meta = () => metaFor("the-difference");

export default function TheDifferencePage() {
  return <PageBanner title={banner.title} subtitle={banner.subtitle} />;
}
