import { Keystatic } from "@keystatic/core/ui";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import type { SiteConfig } from "../../../config/site-schema.ts";
import { keystaticConfig, type EditorStorage } from "../keystatic-config.ts";

declare const __SITE_CONFIG__: SiteConfig;
declare const __EDITOR_STORAGE__: EditorStorage;

// The editor runs only under `npm run edit` (scripts/edit.ts); no public page loads it.
createRoot(document.getElementById("editor")!).render(
  <StrictMode>
    <Keystatic config={keystaticConfig(__SITE_CONFIG__, __EDITOR_STORAGE__)} />
  </StrictMode>,
);
