import type { FormServices } from "./forms/submission-service";

declare module "react-router" {
  interface AppLoadContext extends Partial<FormServices> {
    /** Nonce of the inline scripts of a page rendered per request (absent when pre-rendering). */
    cspNonce?: string;
  }
}

export {};
