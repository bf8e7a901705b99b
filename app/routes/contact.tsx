import { PageBanner } from "~/components/sections/page-banner";
import { banner } from "~/content/pages/contact";
import { interactivePage } from "~/lib/hydration";
import { metaFor } from "~/lib/seo";

export const handle = interactivePage;

export const meta = () => metaFor("contact");

export default function ContactPage() {
  return <PageBanner title={banner.title} subtitle={banner.subtitle} />;
}
