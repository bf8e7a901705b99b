import { whitePaperPdfFileName } from "~/lib/white-paper-content";

/** /white-paper.pdf: written to build/client by the pre-renderer and served as a static file. */
export async function loader() {
  // Imported here, not with the server: pdfkit costs each server start a fifth of a second, and the
  // pre-renderer writes this file once.
  const { renderWhitePaperPdf } = await import("~/lib/white-paper-pdf.server");
  const pdf = await renderWhitePaperPdf();
  return new Response(pdf, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${whitePaperPdfFileName}"`,
    },
  });
}
