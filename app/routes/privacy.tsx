// /privacy
import { LegalDocument } from "~/components/legal/legal-document";
import { PageBanner } from "~/components/sections/page-banner";
import privacy from "~content/legal/privacy";
import { metaFor } from "~/lib/seo";

export const meta = () => metaFor("privacy");

const { title, lastUpdated, summary, body } = privacy;

export default function PrivacyPage() {
  return (
    <>
      <PageBanner title={title} subtitle={lastUpdated} />
      <LegalDocument summary={summary} body={body} />
    </>
  );
}
