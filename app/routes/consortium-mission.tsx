import { PageBanner } from "~/components/sections/page-banner";
import { banner } from "~/content/pages/consortium-mission";
import { metaFor } from "~/lib/seo";

export const meta = () => metaFor("consortium-mission");

export default function ConsortiumMissionPage() {
  return <PageBanner title={banner.title} subtitle={banner.subtitle} />;
}
