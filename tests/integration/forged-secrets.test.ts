/**
 * Well-formed forgeries of every secret the site stores or signs (docs/decisions/022-mutation-testing.md,
 * "Well-formed forgeries"), on SQLite and PostgreSQL, in the tests' own process so a mutation run sees its
 * mutant: each forgery has the shape of the real thing (its length and alphabet) and other bytes, so only
 * the signature or hash comparison can refuse it; each swap carries a signature that was valid for someone
 * else. Every refusal changes nothing, and the real secret still works after it.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { issueCode } from "../../server/desk/codes";
import { createSignInLink } from "../../server/desk/sign-in-links";
import { addStaff, makeOwner, type StaffMember } from "../../server/desk/staff";
import { browserHash } from "../../server/desk/sign-in-browser";
import { deskKeySource, newToken } from "../../server/desk/desk-secrets";
import {
  confirmToken,
  manageToken,
  type NewsletterKeys,
  newsletterKeysSource,
} from "../../server/newsletter/newsletter-keys";
import { createSubscriptionService } from "../../server/newsletter/subscription-service";
import { Storage } from "../../server/storage/database";
import { cookiePair, deskRequest, refusalOf, testClock, testDesk } from "../support/test-desk";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-databases";

const quiet = () => {};
const pressed = { page: "/newsletter/confirm", clientAddress: "198.51.100.7" };

/** The same length and alphabet, other characters: the first one moved on by one within base64url or hex. */
function otherBytes(secret: string, alphabet: string): string {
  return alphabet[(alphabet.indexOf(secret[0]) + 1) % alphabet.length] + secret.slice(1);
}
const base64url = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
const hex = "0123456789abcdef";

/** A token's claim and its signature, the last dot-separated part. */
function parts(token: string): { claim: string; signature: string } {
  const dot = token.lastIndexOf(".");
  return { claim: token.slice(0, dot), signature: token.slice(dot + 1) };
}
const withSignature = (token: string, signature: string) => `${parts(token).claim}.${signature}`;

describe.each(databaseKinds)("well-formed forgeries on %s", (kind) => {
  let database: TestDatabase;
  let storage: Storage;
  let clock: ReturnType<typeof testClock>;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    storage = new Storage(database.location, quiet);
    await storage.ready();
  });
  afterAll(async () => {
    await storage?.close();
    await database?.drop();
  });
  beforeEach(() => {
    clock = testClock();
  });

  describe("the newsletter's links", () => {
    let keys: () => Promise<NewsletterKeys>;
    let service: ReturnType<typeof createSubscriptionService>;

    beforeEach(() => {
      keys = newsletterKeysSource(storage, "forged-secrets-newsletter-secret");
      service = createSubscriptionService({ storage, keys, webhook: false, now: () => clock.now, log: quiet });
    });

    /** Subscribes `email` to the insights list, as the form does; its confirmation link's claim, read from its row. */
    async function requested(email: string) {
      await service.subscribe({ email, lists: ["insights"], page: "/insights", clientAddress: "203.0.113.4" });
      const row = await storage.db
        .selectFrom("subscribers")
        .select(["id", "confirm_nonce", "confirm_expires_at"])
        .where("email", "=", email)
        .executeTakeFirstOrThrow();
      const claim = { subscriberId: row.id, nonce: row.confirm_nonce!, expiresAt: Number(row.confirm_expires_at) };
      return { id: row.id, token: confirmToken(await keys(), claim) };
    }
    const statuses = async (id: string) =>
      (
        await storage.db
          .selectFrom("subscriptions")
          .select(["list", "status"])
          .where("subscriber_id", "=", id)
          .orderBy("list")
          .execute()
      ).map((row) => `${row.list}: ${row.status}`);

    it("the confirmation link: a signature of the right shape with other bytes, or another subscriber's, confirms nothing", async () => {
      const tag = `${kind}-${clock.now}`;
      const mine = await requested(`confirm-mine-${tag}@example.com`);
      const theirs = await requested(`confirm-theirs-${tag}@example.com`);
      const forged = withSignature(mine.token, otherBytes(parts(mine.token).signature, base64url));
      const swapped = withSignature(mine.token, parts(theirs.token).signature);
      expect(forged).toHaveLength(mine.token.length);
      for (const token of [forged, swapped]) {
        expect(await service.confirmation(token), token).toEqual({ outcome: "invalid" });
        expect(await service.confirm(token, pressed), token).toBe("invalid");
      }
      expect(await statuses(mine.id)).toEqual(["insights: pending"]);
      expect(await service.confirm(mine.token, pressed), "the real link, after the forgeries").toBe("confirmed");
    });

    it("the preferences and one-click links: a signature of the right shape with other bytes, or another subscriber's or list's, changes nothing", async () => {
      const tag = `${kind}-${clock.now}`;
      const mine = await requested(`manage-mine-${tag}@example.com`);
      const theirs = await requested(`manage-theirs-${tag}@example.com`);
      for (const { token } of [mine, theirs]) expect(await service.confirm(token, pressed)).toBe("confirmed");
      const linkKeys = await keys();
      const everything = manageToken(linkKeys, mine.id);
      const insights = manageToken(linkKeys, mine.id, "insights");
      const forgeries = {
        "other bytes": withSignature(everything, otherBytes(parts(everything).signature, base64url)),
        "other bytes, one list": withSignature(insights, otherBytes(parts(insights).signature, base64url)),
        "another subscriber's signature": withSignature(everything, parts(manageToken(linkKeys, theirs.id)).signature),
        "another list's signature": withSignature(
          insights,
          parts(manageToken(linkKeys, mine.id, "consortium")).signature,
        ),
      };
      for (const [name, token] of Object.entries(forgeries)) {
        expect(token, name).toHaveLength(name.includes("list") ? insights.length : everything.length);
        expect(await service.preferences(token), name).toEqual({ outcome: "invalid" });
        expect(await service.choose(token, ["consortium"]), name).toEqual({ outcome: "invalid" });
        expect(await service.unsubscribe(token, { everything: true }), name).toEqual({ outcome: "invalid" });
      }
      expect(await statuses(mine.id)).toEqual(["insights: confirmed"]);
      expect(await service.unsubscribe(insights, { everything: false }), "the real link").toMatchObject({
        outcome: "unsubscribed",
        from: "insights",
      });
      expect(await statuses(theirs.id)).toEqual(["insights: confirmed"]);
    });
  });

  describe("the desk's secrets", () => {
    let desk: ReturnType<typeof testDesk>;

    beforeEach(() => {
      desk = testDesk(storage, { clock });
    });

    const staff = async (name: string, role: "owner" | "editor" | "viewer"): Promise<StaffMember> => {
      const db = await storage.ready();
      const email = `${name}-${kind}-${clock.now}-${Math.random().toString(36).slice(2)}@example.com`;
      return role === "owner"
        ? (await makeOwner(db, email, clock.now)).member
        : ((await addStaff(db, { email, role }, clock.now)) as StaffMember);
    };
    const signIn = async (member: StaffMember) => {
      const token = await createSignInLink(await storage.ready(), member.id, "invitation", clock.now);
      return cookiePair((await desk.useLink(deskRequest("/desk/sign-in/link", { method: "POST" }), token)) as string);
    };
    const countOf = async (table: "staff_sessions" | "audit_log" | "staff_codes" | "staff_sign_in_links") =>
      (await storage.db.selectFrom(table).selectAll().execute()).length;

    it("a sign-in code: eight other digits, the code sent to another person, or any code for someone sent none, signs no one in and uses nothing", async () => {
      const mine = await staff("code-mine", "editor");
      const theirs = await staff("code-theirs", "editor");
      const key = await deskKeySource(storage)();
      const db = await storage.ready();
      // One browser asked for both codes (server/desk/sign-in-browser.ts): only the code is forged here.
      const browser = newToken();
      const myCode = await issueCode(db, key, mine, browserHash(browser), clock.now);
      const theirCode = await issueCode(db, key, theirs, browserHash(browser), clock.now);
      const redeem = (email: string, code: string) =>
        desk.redeemCode(
          deskRequest("/desk/sign-in", { method: "POST", cookie: `desk_sign_in=${browser}` }),
          email,
          code,
          "192.0.2.77",
        );
      const sessions = await countOf("staff_sessions");
      const otherDigits = otherBytes(myCode, "0123456789");
      expect(otherDigits).toMatch(/^\d{8}$/);
      expect(await redeem(mine.email, otherDigits), "other digits").toEqual({ outcome: "wrong" });
      if (theirCode !== myCode) {
        expect(await redeem(mine.email, theirCode), "another person's code").toEqual({ outcome: "wrong" });
      }
      expect(await redeem(theirs.email, myCode === theirCode ? otherDigits : myCode), "my code for them").toEqual({
        outcome: "wrong",
      });
      const sentNone = await staff("code-none", "viewer");
      expect(await redeem(sentNone.email, myCode), "a code for someone who was sent none").toEqual({
        outcome: "wrong",
      });
      expect(await countOf("staff_sessions")).toBe(sessions);
      expect(await redeem(mine.email, myCode), "the real code, after the forgeries").toMatchObject({
        outcome: "signed-in",
      });
      expect(await redeem(theirs.email, theirCode)).toMatchObject({ outcome: "signed-in" });
    });

    it("a sign-in link: 64 other hex digits name no one and use no link", async () => {
      const owner = await staff("link", "owner");
      const token = await createSignInLink(await storage.ready(), owner.id, "owner", clock.now);
      const forged = otherBytes(token, hex);
      expect(forged).toMatch(/^[0-9a-f]{64}$/);
      expect(forged).not.toBe(token);
      expect(await desk.linkHolder(forged)).toBeUndefined();
      expect(await desk.useLink(deskRequest("/desk/sign-in/link", { method: "POST" }), forged)).toBeUndefined();
      expect(await desk.linkHolder(token), "the real link, still unused").toMatchObject({ email: owner.email });
      expect(await desk.useLink(deskRequest("/desk/sign-in/link", { method: "POST" }), token)).toMatch(
        /^desk_session=/,
      );
    });

    it("a session cookie of the right shape with other bytes opens no desk; another person's session does not lend its owner's role; the privacy requests stay shut", async () => {
      const owner = await staff("session-owner", "owner");
      const viewer = await staff("session-viewer", "viewer");
      const ownerCookie = await signIn(owner);
      const viewerCookie = await signIn(viewer);
      const forged = `desk_session=${otherBytes(ownerCookie.split("=")[1], base64url)}`;
      expect(forged).toMatch(/^desk_session=[\w-]{43}$/);
      const before = [await countOf("staff_sessions"), await countOf("audit_log")];
      const privacy = (cookie: string) =>
        desk.requireStaff(deskRequest("/desk/privacy", { method: "POST", cookie }), "privacy:answer");
      expect((await refusalOf(privacy(forged))).status, "a forged owner's session").toBe(401);
      expect(
        await refusalOf(desk.requireStaff(deskRequest("/desk/privacy", { cookie: forged }), "privacy:answer")),
        "a forged session asking for the page",
      ).toMatchObject({ status: 303 });
      expect((await refusalOf(privacy(viewerCookie))).status, "a viewer's real session").toBe(403);
      expect([await countOf("staff_sessions"), await countOf("audit_log")]).toEqual(before);
      expect((await privacy(ownerCookie)).staff, "the real session").toMatchObject(owner);
    });
  });
});
