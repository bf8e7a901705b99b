// /terms
import { LegalDocument } from "~/components/legal/legal-document";
import { PageBanner } from "~/components/sections/page-banner";
import terms from "~content/legal/terms";
import { metaFor } from "~/lib/seo";

export const meta = () => metaFor("terms");

const { title, lastUpdated, summary, body } = terms;

export default function TermsPage() {
  return (
    <>
      <PageBanner title={title} subtitle={lastUpdated} />
      <LegalDocument summary={summary} body={body} />
    </>
  );
}
