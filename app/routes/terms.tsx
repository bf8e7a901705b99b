// /terms
import { LegalDocument } from "~/components/legal/legal-document";
import { PageBanner } from "~/components/sections/page-banner";
import { termsOfService } from "~/content/legal/terms";
import { banner } from "~/content/pages/terms";
import { metaFor } from "~/lib/seo";

export const meta = () => metaFor("terms");

export default function TermsPage() {
  return (
    <>
      <PageBanner title={banner.title} subtitle={banner.subtitle} />
      <LegalDocument content={termsOfService} />
    </>
  );
}
