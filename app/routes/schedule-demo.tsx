import { PageBanner } from "~/components/sections/page-banner";
import { banner } from "~/content/pages/schedule-demo";
import { interactivePage } from "~/lib/hydration";
import { metaFor } from "~/lib/seo";

export const handle = interactivePage;

export const meta = () => metaFor("schedule-demo");

export default function ScheduleDemoPage() {
  return <PageBanner title={banner.title} subtitle={banner.subtitle} />;
}
