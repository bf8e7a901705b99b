import { PageBanner } from "~/components/sections/page-banner";
import { banner } from "~/content/pages/home";
import { interactivePage } from "~/lib/hydration";
import { metaFor } from "~/lib/seo";

export const handle = interactivePage;

export const meta = () => metaFor("home");

export default function HomePage() {
  return <PageBanner title={banner.title} subtitle={banner.subtitle} />;
}
