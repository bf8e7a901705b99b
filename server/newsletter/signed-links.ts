import type { NewsletterList } from "../../app/newsletter/newsletter-lists";
import { newsletterPaths } from "../../app/route-table";
import { type ConfirmClaim, confirmToken, manageToken, type NewsletterKeys } from "./newsletter-keys";

/**
 * The signed preferences and one-click unsubscribe address of a subscriber, on the site at `origin`;
 * naming `list`, its one-click POST leaves that list only.
 */
export function signedManageUrl(keys: NewsletterKeys, origin: string, subscriberId: string, list?: NewsletterList) {
  return new URL(`${newsletterPaths.preferences}?token=${manageToken(keys, subscriberId, list)}`, origin).href;
}

/** The link of a confirmation e-mail: it opens the page whose button confirms the request. */
export function signedConfirmUrl(keys: NewsletterKeys, origin: string, claim: ConfirmClaim): string {
  return new URL(`${newsletterPaths.confirm}?token=${confirmToken(keys, claim)}`, origin).href;
}
