import { newsletterPaths } from "../../app/route-table";
import { manageToken, type NewsletterKeys } from "./newsletter-keys";

/** The signed preferences and one-click unsubscribe address of a subscriber, on the site at `origin`. */
export function signedManageUrl(keys: NewsletterKeys, origin: string, subscriberId: string): string {
  return new URL(`${newsletterPaths.preferences}?token=${manageToken(keys, subscriberId)}`, origin).href;
}
