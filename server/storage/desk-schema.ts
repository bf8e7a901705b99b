import type { Generated } from "kysely";
import type { LeadStatus, StaffRole } from "../../app/desk/vocabulary";

/**
 * The desk's tables (migration 0006-desk, ./desk-tables.ts), as the typed query layer sees them.
 * Secrets are never stored: only SHA-256 hashes of random tokens and keyed hashes of codes.
 */
interface StaffTable {
  id: string;
  /** Trimmed, in lower case. */
  email: string;
  role: StaffRole;
  created_at: number;
  last_sign_in_at: number | null;
  /** The IANA zone the person chose on their account page; null: their browser's (app/desk/desk-time.ts). */
  time_zone: Generated<string | null>;
}

interface StaffSessionsTable {
  /** What the account page names a session by: never its token. */
  id: string;
  token_hash: string;
  staff_id: string;
  created_at: number;
  /** Moved on as the person works (at most once a minute); the idle expiry counts from it. */
  last_seen_at: number;
  /** The absolute expiry: the session ends then, however active. */
  expires_at: number;
  user_agent: string;
}

/** A single-use link that signs its holder in: an invitation, or `npm run desk -- add-owner`. */
interface StaffSignInLinksTable {
  token_hash: string;
  staff_id: string;
  purpose: "invitation" | "owner";
  created_at: number;
  expires_at: number;
}

/**
 * An e-mailed code, keyed-hashed, good only in the browser that asked for it (`browser_hash`, the
 * SHA-256 of its sign-in cookie); a person may hold several. Used, every code of the person goes.
 */
interface StaffCodesTable {
  id: string;
  staff_id: string;
  browser_hash: string;
  code_hash: string;
  created_at: number;
  expires_at: number;
  /** Codes tried in that browser while this one was pending: the fifth is its last. */
  tries: Generated<number>;
}

/** A count of sign-in tries and the wait it imposes (server/desk/code-limiter.ts), under a keyed hash. */
interface SignInTriesTable {
  key: string;
  tries: number;
  /** The wait the last try set: the next one doubles it. */
  wait_ms: number;
  /** No try is taken before this time. */
  next_at: number;
  /** The count starts again from this time (an hour after the last try). */
  forget_at: number;
}

interface PasskeysTable {
  /** The credential id, base64url. */
  id: string;
  staff_id: string;
  /** The COSE public key, base64url. */
  public_key: string;
  counter: number;
  /** The authenticator's transports, as JSON. */
  transports: string;
  created_at: number;
  last_used_at: number | null;
  /** What its owner calls it ("Chrome on Mac"); never empty once added. */
  name: Generated<string>;
}

/** A WebAuthn challenge handed to a browser: used once, within its time. */
interface PasskeyChallengesTable {
  challenge: string;
  purpose: "register" | "sign-in";
  /** Who registers; null for a sign-in, where the passkey names its owner. */
  staff_id: string | null;
  expires_at: number;
  /** A sign-in's: the keyed hash of the client it was handed to, which holds only a few at a time. */
  client_hash: string | null;
}

/** One per submission: its place in the team's work. `form` and `created_at` repeat the submission's, for the inbox's indexes. */
interface LeadsTable {
  id: Generated<number>;
  submission_id: string;
  form: string;
  created_at: number;
  status: Generated<LeadStatus>;
  assignee_id: Generated<string | null>;
  /** Raised by every change: a save made on an older version is refused (optimistic concurrency). */
  version: Generated<number>;
}

/** What the inbox's search reads of a lead (server/desk/search-text.ts), indexed for substrings. */
interface LeadTextsTable {
  id: number;
  search_text: string;
}

export type LeadActivityKind = "status" | "assignee" | "note";

/** A lead's history: each status change, assignment and note, by whom and when. */
interface LeadActivityTable {
  id: Generated<number>;
  submission_id: string;
  at: number;
  /** The staff member's address at the time (the history outlives a removal). */
  actor: string;
  kind: LeadActivityKind;
  /** The new status, the new assignee's address (empty: nobody), or the note's text. */
  detail: string;
}

/** Every change made in the desk; the database refuses updates and deletes. */
interface AuditLogTable {
  id: Generated<number>;
  at: number;
  actor: string;
  action: string;
  /** Which record: `submission:<id>`, `staff:<address>`, `address:<keyed hash>`, `passkey:<id>`, `session:<id>`. */
  target: string;
  /** What changed, as JSON; never a note's text or an erased address. */
  detail: string;
}

export interface DeskTables {
  staff: StaffTable;
  staff_sessions: StaffSessionsTable;
  staff_sign_in_links: StaffSignInLinksTable;
  staff_codes: StaffCodesTable;
  sign_in_tries: SignInTriesTable;
  passkeys: PasskeysTable;
  passkey_challenges: PasskeyChallengesTable;
  leads: LeadsTable;
  lead_texts: LeadTextsTable;
  lead_activity: LeadActivityTable;
  audit_log: AuditLogTable;
}
