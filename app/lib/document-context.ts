import { createContext, useContext } from "react";

/**
 * What only the server knows while rendering a document: the stylesheet to
 * inline (so first paint waits on nothing but the HTML) and, for pages rendered
 * per request, the Content-Security-Policy nonce of their inline scripts.
 */
export type DocumentContextValue = { inlineCss: string; nonce?: string };

export const DocumentContext = createContext<DocumentContextValue | null>(null);

const inlineStyleId = "site-css";

export function useDocumentContext(): DocumentContextValue & { inlineStyleId: string } {
  const fromServer = useContext(DocumentContext);
  if (fromServer) return { ...fromServer, inlineStyleId };
  // In the browser the stylesheet is already in the document: hydrate it unchanged.
  const inlineCss = typeof document === "undefined" ? "" : (document.getElementById(inlineStyleId)?.textContent ?? "");
  return { inlineCss, inlineStyleId };
}
