import { PageBanner } from "~/components/sections/page-banner";
import { banner } from "~/content/pages/team";
import { metaFor } from "~/lib/seo";

export const meta = () => metaFor("team");

export default function TeamPage() {
  return <PageBanner title={banner.title} subtitle={banner.subtitle} />;
}
