import type { FormServices } from "./forms/submission-service";
import type { SubscriptionService } from "./forms/subscription-service";

declare module "react-router" {
  interface AppLoadContext extends Partial<FormServices> {
    /** Nonce of the inline scripts of a page rendered per request (absent when pre-rendering). */
    cspNonce?: string;
    /** The newsletter's subscriptions (app/routes/newsletter-*.tsx); absent when pre-rendering. */
    subscriptions?: SubscriptionService;
  }
}

export {};
