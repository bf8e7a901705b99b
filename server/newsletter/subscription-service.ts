import type { Kysely } from "kysely";
import { isNewsletterList, type NewsletterList, newsletterLists } from "../../app/forms/newsletter-lists";
import { SubmissionStorageUnavailable } from "../../app/forms/submission-service";
import type {
  ConfirmOutcome,
  PreferencesOutcome,
  SubscribeInput,
  SubscriptionService,
} from "../../app/forms/subscription-service";
import type { Storage } from "../storage/database";
import type { DatabaseSchema } from "../storage/schema";
import { writeFirst } from "../storage/write-first";
import { addressHash, type NewsletterKeys, readConfirmToken, readManageToken } from "./newsletter-keys";
import { queueSubscriptionEvent, recordConsent, requestSubscription, setStatus, statusesOf } from "./subscriber-store";

type SubscriptionServiceOptions = {
  storage: Storage;
  keys: () => Promise<NewsletterKeys>;
  /** Whether subscription events go to the webhook (LEADS_WEBHOOK_URL). */
  webhook: boolean;
  /** Called after a commit that queued mail, so the delivery worker starts at once. */
  onQueued?: () => void;
  now?: () => number;
  log?: (message: string) => void;
};

/** A token can only name a subscriber we created: one that no longer exists was erased on request. */
async function subscriberNamed(db: Kysely<DatabaseSchema>, id: string) {
  return db.selectFrom("subscribers").selectAll().where("id", "=", id).executeTakeFirst();
}

/**
 * The version of the consent wording the form shows, kept with each consent record. Read from
 * content/forms/newsletter.yaml on first use: content may only be read once the site configuration is loaded.
 */
const consentVersionOf = async () => (await import("~content/forms/newsletter")).default.form.consentVersion;

export function createSubscriptionService({
  storage,
  keys,
  webhook,
  onQueued,
  now = Date.now,
  log = console.error,
}: SubscriptionServiceOptions): SubscriptionService {
  /** Runs `work` with the database and keys, turning an unreachable database into SubmissionStorageUnavailable. */
  async function withStorage<T>(what: string, work: (db: Kysely<DatabaseSchema>, keys: NewsletterKeys) => Promise<T>) {
    let db: Kysely<DatabaseSchema>;
    let linkKeys: NewsletterKeys;
    try {
      [db, linkKeys] = await Promise.all([storage.ready(), keys()]);
    } catch (error) {
      log(`Could not ${what}: ${(error as Error).message}`);
      throw new SubmissionStorageUnavailable("the subscriptions cannot be reached", { cause: error });
    }
    try {
      return await work(db, linkKeys);
    } catch (error) {
      log(`Could not ${what}: ${(error as Error).message}`);
      throw new SubmissionStorageUnavailable("the subscriptions cannot be reached", { cause: error });
    }
  }

  async function preferencesOf(db: Kysely<DatabaseSchema>, id: string): Promise<PreferencesOutcome> {
    const subscriber = await subscriberNamed(db, id);
    if (!subscriber) return { outcome: "erased" };
    const statuses = await statusesOf(db, id);
    return {
      outcome: "found",
      email: subscriber.email,
      lists: newsletterLists.map((list) => ({ list, subscribed: statuses.get(list) === "confirmed" })),
    };
  }

  return {
    async subscribe({ email, lists, page, clientAddress }: SubscribeInput) {
      const consentVersion = await consentVersionOf();
      const { queued } = await withStorage("store a subscription", (db, linkKeys) =>
        requestSubscription(db, {
          email,
          lists,
          consent: { page, consent_version: consentVersion, client_hash: addressHash(linkKeys, clientAddress) },
          now: now(),
        }),
      );
      if (queued) onQueued?.();
    },

    async confirm(token): Promise<ConfirmOutcome> {
      const consentVersion = await consentVersionOf();
      return withStorage("confirm a subscription", async (db, linkKeys) => {
        const claim = readConfirmToken(linkKeys, token);
        if (!claim) return "invalid";
        const at = now();
        if (claim.expiresAt < at) return "expired";
        const outcome = await db.transaction().execute(async (transaction): Promise<ConfirmOutcome> => {
          // Clearing the nonce is the claim: of two clicks at once, one confirms and the other finds it used.
          const used = await transaction
            .updateTable("subscribers")
            .set({ confirm_nonce: null, confirm_expires_at: null })
            .where("id", "=", claim.subscriberId)
            .where("confirm_nonce", "=", claim.nonce)
            .returning(["id", "email"])
            .executeTakeFirst();
          if (!used) return (await subscriberNamed(transaction, claim.subscriberId)) ? "used" : "erased";
          const statuses = await statusesOf(transaction, used.id);
          const pending = [...statuses].filter(([, status]) => status === "pending").map(([list]) => list);
          await setStatus(transaction, used.id, pending, "confirmed", at);
          const consent = { page: "confirmation link", consent_version: consentVersion, client_hash: null };
          await recordConsent(transaction, used.id, "confirmed", pending, consent, at);
          await transaction
            .deleteFrom("erased_addresses")
            .where("address_hash", "=", addressHash(linkKeys, used.email))
            .execute();
          await queueSubscriptionEvent(transaction, used, "confirmed", pending, { webhook, now: at });
          return "confirmed";
        });
        if (outcome === "confirmed" && webhook) onQueued?.();
        return outcome;
      });
    },

    async preferences(token) {
      return withStorage("read preferences", async (db, linkKeys) => {
        const id = readManageToken(linkKeys, token);
        return id ? preferencesOf(db, id) : { outcome: "invalid" };
      });
    },

    async choose(token, chosen: NewsletterList[]) {
      const consentVersion = await consentVersionOf();
      return withStorage("change preferences", async (db, linkKeys) => {
        const id = readManageToken(linkKeys, token);
        if (!id) return { outcome: "invalid" } as const;
        const keep = new Set(chosen.filter(isNewsletterList));
        await db.transaction().execute(async (transaction) => {
          await writeFirst(transaction);
          const subscriber = await subscriberNamed(transaction, id);
          if (!subscriber) return;
          const statuses = await statusesOf(transaction, id);
          const at = now();
          // Whoever holds this link received our e-mail at the address: lists chosen here need no second confirmation.
          const added = newsletterLists.filter((list) => keep.has(list) && statuses.get(list) !== "confirmed");
          const left = [...statuses]
            .filter(([list, status]) => status !== "unsubscribed" && !keep.has(list as NewsletterList))
            .map(([list]) => list);
          const consent = { page: "preferences link", consent_version: consentVersion, client_hash: null };
          if (added.length > 0) {
            await setStatus(transaction, id, added, "confirmed", at);
            await recordConsent(transaction, id, "changed", added, consent, at);
            await queueSubscriptionEvent(transaction, subscriber, "confirmed", added, { webhook, now: at });
          }
          if (left.length > 0) {
            await setStatus(transaction, id, left, "unsubscribed", at);
            await recordConsent(transaction, id, "unsubscribed", left, consent, at);
            await queueSubscriptionEvent(transaction, subscriber, "unsubscribed", left, { webhook, now: at });
          }
        });
        if (webhook) onQueued?.();
        return preferencesOf(db, id);
      });
    },
  };
}
