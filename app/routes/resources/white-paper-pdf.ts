import { whitePaperPdfFileName } from "~/lib/white-paper-content";
import { renderWhitePaperPdf } from "~/lib/white-paper-pdf.server";

/** /white-paper.pdf: written to build/client by the pre-renderer and served as a static file. */
export async function loader() {
  const pdf = await renderWhitePaperPdf();
  return new Response(pdf, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${whitePaperPdfFileName}"`,
    },
  });
}
