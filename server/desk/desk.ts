import type { Kysely } from "kysely";
import type { Transporter } from "nodemailer";
import { deskPaths } from "../../app/route-table";
import type { NewsletterKeys } from "../newsletter/newsletter-keys";
import type { Storage } from "../storage/database";
import type { DatabaseSchema } from "../storage/schema";
import { recordAudit } from "./audit";
import { attemptCode, forgetCodeTries, forgetOldTries, mayMailCode, type SignInClient } from "./code-limiter";
import type { EditionSettings } from "./edition-desk";
import { issueCode, redeemCode } from "./codes";
import { forbidden, refusal } from "./refusals";
import { isSameOriginRequest } from "./origin-check";
import { type RelyingParty, signInOptions, verifyPasskeySignIn } from "./passkeys";
import { type Ability, can } from "./roles";
import {
  clearedSessionCookie,
  createSession,
  endSession,
  openSession,
  type SessionSettings,
  sessionCookie,
  sessionTokenOf,
} from "./sessions";
import { signInBrowser, signInBrowserOf } from "./sign-in-browser";
import { signInLinkHolder, useSignInLink } from "./sign-in-links";
import { type StaffMember, staffByEmail } from "./staff";
import { staffDesk, type StaffDesk } from "./staff-desk";
import { deskKeySource, keyedHash } from "./tokens";

/**
 * The desk on the server: the one object the desk's routes receive (through the load context), with
 * `requireStaff` at the door of every loader and action, and the sign-in ceremonies that come before
 * it. Everything else is reached through what `requireStaff` returns (./staff-desk.ts), bound to the
 * person it proved, so no route can act without first passing the door.
 */
export type DeskSettings = {
  sessions: SessionSettings;
  party: RelyingParty;
  /** SITE_ORIGIN: where the links in e-mails lead. */
  origin: string;
  mailFrom: string;
  /** Whether a webhook hears of subscriptions: an erasure then tells it (`subscription.erased`). */
  webhook: boolean;
};

export type DeskOptions = {
  storage: Storage;
  newsletterKeys: () => Promise<NewsletterKeys>;
  /** Absent without SMTP_URL: no codes or invitations can be e-mailed. */
  transport?: Pick<Transporter, "sendMail">;
  settings: DeskSettings;
  /** The newsletter's editions; absent, the desk's editions page answers 503. */
  editions?: EditionSettings;
  now?: () => number;
  log?: (message: string) => void;
};

export type CodeOutcome =
  { outcome: "signed-in"; cookie: string } | { outcome: "wrong" } | { outcome: "limited"; retryAfterSeconds: number };

export type Desk = ReturnType<typeof createDesk>;

// The e-mails share the frame of the site's others, which reads content once the configuration is loaded.
const deskMail = () => import("./desk-mail");

const secureRequest = (request: Request) => new URL(request.url).protocol === "https:";

export function createDesk({
  storage,
  newsletterKeys,
  transport,
  settings,
  editions,
  now = Date.now,
  log = console.error,
}: DeskOptions) {
  const deskKey = deskKeySource(storage);
  const deskName = settings.party.name;

  /**
   * Work that must not hold up an answer, begun once the answer is on its way: what it takes would
   * otherwise show in the answer's time. Kept, so that the server waits for it before it closes.
   */
  const pending = new Set<Promise<void>>();
  const afterAnswer = (what: string, work: () => Promise<void>) => {
    const done: Promise<void> = new Promise((resolve) => setImmediate(resolve))
      .then(work)
      .catch((error: unknown) => log(`Desk: ${what} failed (${(error as Error).message})`))
      .finally(() => pending.delete(done));
    pending.add(done);
  };

  /** Mails a code when the address is a staff member's and the limits allow one (./code-limiter.ts). */
  const mailCode = async (db: Kysely<DatabaseSchema>, who: SignInClient, browser: string) => {
    const at = now();
    await forgetOldTries(db, at);
    const member = await staffByEmail(db, who.email);
    if (!member || !transport) return;
    const key = await deskKey();
    if (!(await mayMailCode(db, key, who, at))) return;
    const code = await issueCode(db, key, member, browser, at);
    const mail = await deskMail();
    await transport.sendMail(mail.codeEmail({ to: member.email, code, deskName, mailFrom: settings.mailFrom }));
  };

  /** The database, or a 503 answer while it cannot be reached (nothing is changed). */
  const database = async (): Promise<Kysely<DatabaseSchema>> => {
    try {
      return await storage.ready();
    } catch {
      throw refusal(503, "The desk cannot reach its database just now. Please try again in a minute.");
    }
  };

  const startSession = async (request: Request, member: StaffMember, method: string): Promise<string> => {
    const db = await database();
    const at = now();
    const token = await createSession(db, member.id, {
      userAgent: request.headers.get("user-agent") ?? "",
      settings: settings.sessions,
      now: at,
    });
    await recordAudit(
      db,
      { actor: member.email, action: "sign-in", target: `staff:${member.email}`, detail: { method } },
      at,
    );
    return sessionCookie(token, { secure: secureRequest(request), maxAgeMs: settings.sessions.absoluteMs });
  };

  /** Refuses a request that changes something unless it came from a desk page of this site. */
  const requireSameOrigin = (request: Request) => {
    if (request.method === "GET" || request.method === "HEAD") return;
    if (!isSameOriginRequest(request)) {
      throw refusal(403, "This request did not come from a page of the desk, so nothing was changed.", request);
    }
  };

  return {
    /** Whether codes and invitations can be e-mailed (SMTP_URL is set). */
    mailConfigured: transport !== undefined,

    /**
     * The door of every desk loader and action: the origin of a request that changes something (403),
     * a session (a page asked for goes to sign-in and comes back after it; anything else gets 401),
     * the ability (403). A refused request changes nothing.
     */
    async requireStaff(request: Request, ability: Ability): Promise<StaffDesk> {
      requireSameOrigin(request);
      const token = sessionTokenOf(request);
      const db = await database();
      const session = token ? await openSession(db, token, { settings: settings.sessions, now: now() }) : undefined;
      if (!session) {
        const { pathname, search } = new URL(request.url);
        const signIn = `${deskPaths.signIn}?next=${encodeURIComponent(pathname + search)}`;
        if (request.method === "GET" && !request.headers.get("accept")?.includes("application/json")) {
          throw new Response(null, { status: 303, headers: { Location: signIn } });
        }
        throw refusal(401, "Your session has ended: sign in again, then repeat what you were doing.", request);
      }
      if (!can(session.staff.role, ability)) {
        throw forbidden(session.staff.role, request);
      }
      return staffDesk({
        db,
        dialect: storage.dialect,
        session,
        request,
        settings,
        newsletterKeys,
        transport,
        editions,
        now,
        log,
      });
    },

    /**
     * Asks for a code to be e-mailed, and answers with the browser's sign-in cookie. Nothing that
     * depends on whether the address is staff's happens before the answer: the lookup, the code and
     * its e-mail come after it, so neither the answer nor its time tells.
     */
    async requestCode(request: Request, email: string, client: string): Promise<string> {
      requireSameOrigin(request);
      const db = await database();
      const browser = signInBrowser(request);
      afterAnswer("a sign-in code's e-mail", () => mailCode(db, { email, client }, browser.token));
      return browser.cookie;
    },

    /** Signs in with a code, tried in the browser that asked for it, within the waits of ./code-limiter.ts. */
    async redeemCode(request: Request, email: string, code: string, client: string): Promise<CodeOutcome> {
      requireSameOrigin(request);
      const db = await database();
      const key = await deskKey();
      const who = { email, client };
      const attempt = await attemptCode(db, key, who, now());
      if (!attempt.allowed) return { outcome: "limited", retryAfterSeconds: attempt.retryAfterSeconds };
      const browser = signInBrowserOf(request);
      const given = code.replace(/\s+/g, "");
      const member = browser && (await redeemCode(db, key, { email, browser, code: given }, now()));
      if (!member) return { outcome: "wrong" };
      await forgetCodeTries(db, key, who);
      return { outcome: "signed-in", cookie: await startSession(request, member, "code") };
    },

    /** A sign-in challenge; the client holds only a few at a time (./passkeys.ts). Never refused for tries. */
    async passkeyOptions(request: Request, client: string) {
      requireSameOrigin(request);
      const db = await database();
      return signInOptions(db, settings.party, keyedHash(await deskKey(), "passkey-client", client), now());
    },

    /** A session cookie when the response proves a staff member's passkey. */
    async passkeySignIn(request: Request, response: unknown): Promise<string | undefined> {
      requireSameOrigin(request);
      const member = await verifyPasskeySignIn(await database(), response, settings.party, now());
      return member && startSession(request, member, "passkey");
    },

    /** Whose sign-in link this is, for the page that asks them to use it. */
    async linkHolder(token: string): Promise<StaffMember | undefined> {
      return signInLinkHolder(await database(), token, now());
    },

    async useLink(request: Request, token: string): Promise<string | undefined> {
      requireSameOrigin(request);
      const member = await useSignInLink(await database(), token, now());
      return member && startSession(request, member, "link");
    },

    /** Resolves once the work begun after answers (a code's e-mail) is done: the server waits for it before it closes. */
    settled: async () => {
      await Promise.all([...pending]);
    },

    /** Ends the session on the server and clears its cookie; signing out of no session is no error. */
    async signOut(request: Request): Promise<string> {
      requireSameOrigin(request);
      const token = sessionTokenOf(request);
      const db = await database();
      const session = token ? await openSession(db, token, { settings: settings.sessions, now: now() }) : undefined;
      if (session) {
        await endSession(db, session.staff.id, session.id);
        await recordAudit(
          db,
          { actor: session.staff.email, action: "sign-out", target: `session:${session.id}` },
          now(),
        );
      }
      return clearedSessionCookie({ secure: secureRequest(request) });
    },
  };
}
