import type { FormServices } from "./forms/submission-service";
import type { SubscriptionService } from "./newsletter/subscription-contract";
import type { Desk } from "../server/desk/create-desk";
import type { NewsletterArchive } from "./newsletter/archive-contract";

declare module "react-router" {
  interface AppLoadContext extends Partial<FormServices> {
    /** Nonce of the inline scripts of a page rendered per request (absent when pre-rendering). */
    cspNonce?: string;
    /** The newsletter's subscriptions (app/routes/newsletter/); absent when pre-rendering. */
    subscriptions?: SubscriptionService;
    /** The team's desk (app/routes/desk/); absent when pre-rendering. */
    desk?: Desk;
    /** The newsletter's sent editions (app/routes/newsletter/archive*.tsx, the sitemap, the feeds); absent when pre-rendering. */
    newsletterArchive?: NewsletterArchive;
  }
}

export {};
