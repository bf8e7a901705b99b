import { PageBanner } from "~/components/sections/page-banner";
import { banner } from "~/content/pages/platform";
import { interactivePage } from "~/lib/hydration";
import { metaFor } from "~/lib/seo";

export const handle = interactivePage;

export const meta = () => metaFor("platform");

export default function PlatformPage() {
  return <PageBanner title={banner.title} subtitle={banner.subtitle} />;
}
