// /privacy
import { LegalDocument, LegalParagraphs } from "~/components/legal/legal-document";
import { PageBanner } from "~/components/sections/page-banner";
import { site } from "~/config/site";
import privacy from "~content/legal/privacy";
import { metaFor } from "~/lib/seo";

export const meta = () => metaFor("privacy");

const { title, lastUpdated, summary, body } = privacy;
// What the policy says about analytics is what the site does (app/content/documents/legal-text.ts).
const analytics = site.analytics ? privacy.analytics.on : privacy.analytics.off;

export default function PrivacyPage() {
  return (
    <>
      <PageBanner title={title} subtitle={lastUpdated} />
      <LegalDocument
        summary={[...summary, analytics.summary]}
        body={body}
        embeds={{ analytics: <LegalParagraphs texts={analytics.statement} /> }}
      />
    </>
  );
}
