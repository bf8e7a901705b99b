import type { Kysely } from "kysely";
import { isNewsletterList, type NewsletterList, newsletterLists } from "../../app/newsletter/newsletter-lists";
import { SubmissionStorageUnavailable } from "../../app/forms/submission-service";
import type {
  ConfirmationRequest,
  ConfirmInput,
  ConfirmOutcome,
  PreferencesOutcome,
  SubscribeInput,
  SubscriptionService,
} from "../../app/newsletter/subscription-contract";
import type { Storage } from "../storage/database";
import type { DatabaseSchema } from "../storage/schema";
import { writeFirst } from "../storage/write-first";
import { canonicalAddress } from "../email/canonical-address";
import { resumeMail } from "./deliverability";
import { addressHash, type NewsletterKeys, readConfirmToken, readManageToken } from "./newsletter-keys";
import {
  type Db,
  leaveLists,
  listsIn,
  queueSubscriptionEvent,
  recordConsent,
  requestSubscription,
  setStatus,
  statusesOf,
} from "./subscriber-store";

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
async function subscriberNamed(db: Db, id: string) {
  return db.selectFrom("subscribers").selectAll().where("id", "=", id).executeTakeFirst();
}

/**
 * The version of the consent wording the form shows, kept with each consent record. Read from
 * content/forms/newsletter.yaml on first use: content may only be read once the site configuration is loaded.
 */
const consentVersionOf = async () => (await import("~content/forms/newsletter")).default.form.consentVersion;

/** Why a confirmation link confirms nothing, by what its subscriber row says; undefined when it still can. */
function linkState(
  subscriber: { confirm_nonce: string | null } | undefined,
  claim: { nonce: string; expiresAt: number },
  now: number,
): Exclude<ConfirmOutcome, "confirmed" | "invalid"> | undefined {
  if (!subscriber) return "erased";
  if (claim.expiresAt < now) return "expired";
  return subscriber.confirm_nonce === claim.nonce ? undefined : "used";
}

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
    try {
      const [db, linkKeys] = await Promise.all([storage.ready(), keys()]);
      return await work(db, linkKeys);
    } catch (error) {
      log(`Could not ${what}: ${(error as Error).message}`);
      throw new SubmissionStorageUnavailable("the subscriptions cannot be reached", { cause: error });
    }
  }

  async function preferencesOf(db: Db, id: string): Promise<PreferencesOutcome> {
    const subscriber = await subscriberNamed(db, id);
    if (!subscriber) return { outcome: "erased" };
    const statuses = await statusesOf(db, id);
    return {
      outcome: "found",
      email: subscriber.email,
      lists: newsletterLists.map((list) => ({ list, subscribed: statuses.get(list) === "confirmed" })),
    };
  }

  const manageConsent = async () => ({
    page: "preferences link",
    consent_version: await consentVersionOf(),
    client_hash: null,
  });

  return {
    async subscribe({ email, lists, page, clientAddress }: SubscribeInput) {
      const consentVersion = await consentVersionOf();
      const { queued } = await withStorage("store a subscription", (db, linkKeys) =>
        requestSubscription(db, {
          email: canonicalAddress(email),
          lists,
          consent: { page, consent_version: consentVersion, client_hash: addressHash(linkKeys, clientAddress) },
          now: now(),
        }),
      );
      if (queued) onQueued?.();
    },

    async confirmation(token): Promise<ConfirmationRequest> {
      return withStorage("read a confirmation link", async (db, linkKeys) => {
        const claim = readConfirmToken(linkKeys, token);
        if (!claim) return { outcome: "invalid" };
        const subscriber = await subscriberNamed(db, claim.subscriberId);
        const refused = linkState(subscriber, claim, now());
        if (refused || !subscriber) return { outcome: refused ?? "erased" };
        return { outcome: "pending", email: subscriber.email, lists: listsIn(subscriber.confirm_lists) };
      });
    },

    async confirm(token, { page, clientAddress }: ConfirmInput): Promise<ConfirmOutcome> {
      const consentVersion = await consentVersionOf();
      const outcome = await withStorage("confirm a subscription", async (db, linkKeys) => {
        const claim = readConfirmToken(linkKeys, token);
        if (!claim) return "invalid";
        const at = now();
        return db.transaction().execute(async (transaction): Promise<ConfirmOutcome> => {
          await writeFirst(transaction);
          const subscriber = await subscriberNamed(transaction, claim.subscriberId);
          const refused = linkState(subscriber, claim, at);
          if (refused || !subscriber) return refused ?? "erased";
          // Clearing the nonce is the claim: of two presses at once, one confirms and the other finds it used.
          const used = await transaction
            .updateTable("subscribers")
            .set({ confirm_nonce: null, confirm_expires_at: null, confirm_lists: null })
            .where("id", "=", claim.subscriberId)
            .where("confirm_nonce", "=", claim.nonce)
            .returning("id")
            .executeTakeFirst();
          if (!used) return "used";
          const statuses = await statusesOf(transaction, subscriber.id);
          const lists = listsIn(subscriber.confirm_lists).filter((list) => statuses.get(list) !== "confirmed");
          await setStatus(transaction, subscriber.id, lists, "confirmed", at);
          const consent = { page, consent_version: consentVersion, client_hash: addressHash(linkKeys, clientAddress) };
          await recordConsent(transaction, subscriber.id, "confirmed", lists, consent, at);
          await resumeMail(transaction, subscriber, at);
          await transaction
            .deleteFrom("erased_addresses")
            .where("address_hash", "=", addressHash(linkKeys, subscriber.email))
            .execute();
          await queueSubscriptionEvent(transaction, subscriber, "confirmed", lists, { webhook, now: at });
          return "confirmed";
        });
      });
      if (outcome === "confirmed" && webhook) onQueued?.();
      return outcome;
    },

    async preferences(token) {
      return withStorage("read preferences", async (db, linkKeys) => {
        const claim = readManageToken(linkKeys, token);
        return claim ? preferencesOf(db, claim.subscriberId) : { outcome: "invalid" };
      });
    },

    async choose(token, chosen: NewsletterList[]) {
      const consent = await manageConsent();
      const outcome = await withStorage("change preferences", async (db, linkKeys) => {
        const claim = readManageToken(linkKeys, token);
        if (!claim) return { outcome: "invalid" } as const;
        const id = claim.subscriberId;
        const keep = new Set(chosen.filter(isNewsletterList));
        await db.transaction().execute(async (transaction) => {
          await writeFirst(transaction);
          const subscriber = await subscriberNamed(transaction, id);
          if (!subscriber) return;
          const statuses = await statusesOf(transaction, id);
          const at = now();
          // Whoever holds this link received our e-mail at the address: lists chosen here need no second confirmation.
          const added = newsletterLists.filter((list) => keep.has(list) && statuses.get(list) !== "confirmed");
          if (added.length > 0) {
            await setStatus(transaction, id, added, "confirmed", at);
            await recordConsent(transaction, id, "changed", added, consent, at);
            await queueSubscriptionEvent(transaction, subscriber, "confirmed", added, { webhook, now: at });
          }
          const left = newsletterLists.filter((list) => !keep.has(list));
          await leaveLists(transaction, subscriber, left, { event: "unsubscribed", consent, webhook, now: at });
        });
        return preferencesOf(db, id);
      });
      if (webhook) onQueued?.();
      return outcome;
    },

    async unsubscribe(token, { everything }) {
      const consent = await manageConsent();
      const outcome = await withStorage("unsubscribe", async (db, linkKeys) => {
        const claim = readManageToken(linkKeys, token);
        if (!claim) return { outcome: "invalid" } as const;
        const from = everything || !claim.list ? ("everything" as const) : claim.list;
        const lists = from === "everything" ? newsletterLists : [from];
        const found = await db.transaction().execute(async (transaction) => {
          await writeFirst(transaction);
          const subscriber = await subscriberNamed(transaction, claim.subscriberId);
          if (!subscriber) return false;
          await leaveLists(transaction, subscriber, lists, { event: "unsubscribed", consent, webhook, now: now() });
          return true;
        });
        if (!found) return { outcome: "erased" } as const;
        const state = await preferencesOf(db, claim.subscriberId);
        return state.outcome === "found" ? { ...state, outcome: "unsubscribed" as const, from } : state;
      });
      if (webhook) onQueued?.();
      return outcome;
    },
  };
}
