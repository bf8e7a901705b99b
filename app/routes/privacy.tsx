// /privacy
import { LegalDocument } from "~/components/legal/legal-document";
import { PageBanner } from "~/components/sections/page-banner";
import { privacyPolicy } from "~/content/legal/privacy";
import { banner } from "~/content/pages/privacy";
import { metaFor } from "~/lib/seo";

export const meta = () => metaFor("privacy");

export default function PrivacyPage() {
  return (
    <>
      <PageBanner title={banner.title} subtitle={banner.subtitle} />
      <LegalDocument content={privacyPolicy} />
    </>
  );
}
