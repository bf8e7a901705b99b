import { PageBanner } from "~/components/sections/page-banner";
import { banner } from "~/content/pages/community-voice";
import { metaFor } from "~/lib/seo";

export const meta = () => metaFor("community-voice");

export default function CommunityVoicePage() {
  return <PageBanner title={banner.title} subtitle={banner.subtitle} />;
}
