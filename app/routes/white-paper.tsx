import { PageBanner } from "~/components/sections/page-banner";
import { banner } from "~/content/pages/white-paper";
import { interactivePage } from "~/lib/hydration";
import { metaFor } from "~/lib/seo";

export const handle = interactivePage;

export const meta = () => metaFor("white-paper");

export default function WhitePaperPage() {
  return <PageBanner title={banner.title} subtitle={banner.subtitle} />;
}
