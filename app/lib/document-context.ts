import { createContext, useContext } from "react";

/**
 * What only the server knows while rendering a document: the stylesheet to
 * inline (so first paint waits on nothing but the HTML), the island code's entry
 * module with its imports, and, for pages rendered per request, the
 * Content-Security-Policy nonce of their inline scripts.
 */
export type DocumentContextValue = {
  inlineCss: string;
  islandsEntry: { module: string; imports: string[] };
  nonce?: string;
};

export const DocumentContext = createContext<DocumentContextValue | null>(null);

export const inlineStyleId = "site-css";

/** The document is only ever rendered on the server: in the browser, islands hydrate, never the page. */
export function useDocumentContext(): DocumentContextValue {
  const context = useContext(DocumentContext);
  if (!context) throw new Error("The document is rendered on the server only (app/entry.server.tsx).");
  return context;
}
