import type { Kysely } from "kysely";
import type { Transporter } from "nodemailer";
import { deskPaths } from "../../app/route-table";
import type { ServerEnv } from "../env";
import type { NewsletterKeys } from "../newsletter/newsletter-keys";
import { budgetedReads } from "../storage/budgeted-reads";
import type { Storage } from "../storage/database";
import type { DatabaseSchema } from "../storage/schema";
import { deskAssignmentChannel } from "./assignment-mail";
import { recordAudit } from "./audit";
import { attemptCode, codeMailKeys, forgetCodeTries } from "./code-limiter";
import { deskCodeChannel, queueCodeRequest } from "./code-mail";
import type { EditionSettings } from "./edition-desk";
import { redeemCode } from "./codes";
import { forbidden, refusal } from "./refusals";
import { newLeadCount } from "./new-leads";
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
import { browserHash, signInBrowser, signInBrowserOf } from "./sign-in-browser";
import { signInLinkHolder, useSignInLink } from "./sign-in-links";
import type { StaffMember } from "./staff";
import { type DeskContext, staffDesk, type StaffDesk } from "./staff-desk";
import { deskKeySource, keyedHash } from "./desk-secrets";

/**
 * The desk on the server: the one object the desk's routes receive (through the load context), with
 * `requireStaff` at the door of every loader and action, and the sign-in ceremonies that come before
 * it. Everything else is reached through what `requireStaff` returns (./staff-desk.ts), bound to the
 * person it proved, so no route can act without first passing the door.
 */
export type DeskSettings = {
  sessions: SessionSettings;
  /** DESK_QUERY_MS and DESK_EXPORT_ROWS (server/storage/budgeted-reads.ts). */
  reads: ServerEnv["deskReads"];
  party: RelyingParty;
  /** Where the links in e-mails lead: SITE_ORIGIN, or on a first run this machine (./desk-origin.ts). */
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
  /** Told when a code request is put in the outbox, so that the delivery worker takes it soon. */
  onCodeQueued?: () => void;
  /** Told when an assignment's e-mail is put in the outbox (./assignment-mail.ts), likewise. */
  onMailQueued?: () => void;
  settings: DeskSettings;
  /** The newsletter's editions; absent, the desk's editions page answers 503. */
  editions?: EditionSettings;
  now?: () => number;
  log?: (message: string) => void;
  /** Told of each refused sign-in, for the metrics (server/operations/metrics.ts): by which way, and why. */
  onSignInRefused?: (method: "code" | "passkey" | "link", reason: "wrong" | "limited") => void;
};

export type CodeOutcome =
  { outcome: "signed-in"; cookie: string } | { outcome: "wrong" } | { outcome: "limited"; retryAfterSeconds: number };

export type Desk = ReturnType<typeof createDesk>;

const secureRequest = (request: Request) => new URL(request.url).protocol === "https:";

export function createDesk({
  storage,
  newsletterKeys,
  transport,
  onCodeQueued = () => {},
  onMailQueued = () => {},
  settings,
  editions,
  now = Date.now,
  log = console.error,
  onSignInRefused,
}: DeskOptions) {
  const deskKey = deskKeySource(storage);
  const deskName = settings.party.name;
  const reads = budgetedReads(storage, settings.reads.queryMs);
  const context: DeskContext = {
    dialect: storage.dialect,
    reads,
    settings,
    newsletterKeys,
    transport,
    editions,
    onMailQueued,
    now,
    log,
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
      // Every role reads leads (./roles.ts): the navigation of every desk page shows how many are new.
      const newLeads = await newLeadCount(db);
      return staffDesk(context, { db, session, request, newLeads });
    },

    /** The outbox channel that e-mails the codes asked for (./code-mail.ts); absent without SMTP_URL. */
    codeChannel:
      transport && deskCodeChannel({ database, transport, key: deskKey, deskName, mailFrom: settings.mailFrom, now }),
    /** The outbox channel that tells a person of a lead assigned to them (./assignment-mail.ts); absent without SMTP_URL. */
    assignmentChannel:
      transport &&
      deskAssignmentChannel({ database, transport, origin: settings.origin, deskName, mailFrom: settings.mailFrom }),

    /**
     * Asks for a code to be e-mailed, and answers with the browser's sign-in cookie. The request does
     * the same work whatever the address: it puts a row in the outbox, whose worker finds out later
     * whether the address is staff's (./code-mail.ts), so neither the answer nor its time tells.
     */
    async requestCode(request: Request, email: string, client: string): Promise<string> {
      requireSameOrigin(request);
      const db = await database();
      const browser = signInBrowser(request);
      // Without SMTP_URL no worker takes the row: nothing is queued, whatever the address.
      if (transport) {
        const hashed = browserHash(browser.token);
        const keys = codeMailKeys(await deskKey(), { email, client }, hashed);
        await queueCodeRequest(db, { email, browser: hashed, ...keys }, now());
        onCodeQueued();
      }
      return browser.cookie;
    },

    /** Signs in with a code, tried in the browser that asked for it, within the waits of ./code-limiter.ts. */
    async redeemCode(request: Request, email: string, code: string, client: string): Promise<CodeOutcome> {
      requireSameOrigin(request);
      const db = await database();
      const key = await deskKey();
      const who = { email, client };
      const attempt = await attemptCode(db, key, who, now());
      if (!attempt.allowed) {
        onSignInRefused?.("code", "limited");
        return { outcome: "limited", retryAfterSeconds: attempt.retryAfterSeconds };
      }
      const browser = signInBrowserOf(request);
      const given = code.replace(/\s+/g, "");
      const member = browser && (await redeemCode(db, key, { email, browser, code: given }, now()));
      if (!member) {
        onSignInRefused?.("code", "wrong");
        return { outcome: "wrong" };
      }
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
      if (!member) onSignInRefused?.("passkey", "wrong");
      return member && startSession(request, member, "passkey");
    },

    /** Whose sign-in link this is, for the page that asks them to use it. */
    async linkHolder(token: string): Promise<StaffMember | undefined> {
      return signInLinkHolder(await database(), token, now());
    },

    async useLink(request: Request, token: string): Promise<string | undefined> {
      requireSameOrigin(request);
      const member = await useSignInLink(await database(), token, now());
      if (!member) onSignInRefused?.("link", "wrong");
      return member && startSession(request, member, "link");
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
