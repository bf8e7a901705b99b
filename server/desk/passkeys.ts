import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/server";
import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../storage/schema";
import { type StaffMember, staffById } from "./staff";

/**
 * Passkeys (WebAuthn) with SimpleWebAuthn. The relying party is the desk's origin (./desk-origin.ts:
 * SITE_ORIGIN, or on a first run http://localhost:PORT): its ID is that origin's host, and the only
 * origin accepted is that one. Each challenge is kept on the server,
 * tied to its purpose (and, for a registration, to the person), used once and only within five
 * minutes. Sign-in asks for a discoverable credential, so the browser offers the person's passkeys
 * without an address typed first; both ceremonies require user verification.
 */
export type RelyingParty = { id: string; name: string; origin: string };

export function relyingPartyFor(siteOrigin: string, productName: string): RelyingParty {
  const url = new URL(siteOrigin);
  return { id: url.hostname, name: `${productName} desk`, origin: url.origin };
}

/**
 * SimpleWebAuthn, loaded by the first passkey ceremony: its seventy-odd modules cost each server start
 * about a third of a second of CPU, and most processes (the public site's, the commands') never use it.
 */
const webAuthn = () => import("@simplewebauthn/server");

const challengeLifetimeMs = 5 * 60 * 1000;
/**
 * Sign-in challenges a client may hold at once; a new one pushes out its oldest. Anyone may ask for
 * one, so without this cap anyone could grow the table: with it, the table holds at most this many
 * per client of the last five minutes. A person's own browser asks for one at a time.
 */
const challengesPerClient = 5;

export type PasskeyListing = {
  id: string;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  transports: string[];
};

/** The longest name a passkey takes. */
export const passkeyNameMaxLength = 60;

async function keepChallenge(
  db: Kysely<DatabaseSchema>,
  challenge: {
    challenge: string;
    purpose: "register" | "sign-in";
    staff_id: string | null;
    client_hash: string | null;
  },
  now: number,
) {
  await db.deleteFrom("passkey_challenges").where("expires_at", "<=", now).execute();
  await db
    .insertInto("passkey_challenges")
    .values({ ...challenge, expires_at: now + challengeLifetimeMs })
    .execute();
}

/** Makes room for the client's next sign-in challenge: deletes all but its newest few less one. */
async function makeRoomFor(db: Kysely<DatabaseSchema>, clientHash: string) {
  const kept = db
    .selectFrom("passkey_challenges")
    .select("challenge")
    .where("client_hash", "=", clientHash)
    .orderBy("expires_at", "desc")
    .limit(challengesPerClient - 1);
  await db
    .deleteFrom("passkey_challenges")
    .where("client_hash", "=", clientHash)
    .where("challenge", "not in", kept)
    .execute();
}

/** The challenge a browser signed, from the response's client data; undefined when unreadable. */
function challengeOf(response: unknown): string | undefined {
  try {
    const clientData = (response as { response: { clientDataJSON: string } }).response.clientDataJSON;
    const challenge = (JSON.parse(Buffer.from(clientData, "base64url").toString("utf8")) as { challenge?: unknown })
      .challenge;
    return typeof challenge === "string" && challenge.length > 0 ? challenge : undefined;
  } catch {
    return undefined;
  }
}

/** Uses the challenge up; true when it was handed out for this purpose (and person) and is unexpired. */
async function useChallenge(
  db: Kysely<DatabaseSchema>,
  challenge: string,
  purpose: "register" | "sign-in",
  staffId: string | null,
  now: number,
): Promise<boolean> {
  const row = await db
    .deleteFrom("passkey_challenges")
    .where("challenge", "=", challenge)
    .where("purpose", "=", purpose)
    .returning(["expires_at", "staff_id"])
    .executeTakeFirst();
  return row !== undefined && Number(row.expires_at) > now && row.staff_id === staffId;
}

export async function listPasskeys(db: Kysely<DatabaseSchema>, staffId: string): Promise<PasskeyListing[]> {
  const rows = await db
    .selectFrom("passkeys")
    .selectAll()
    .where("staff_id", "=", staffId)
    .orderBy("created_at")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    createdAt: new Date(Number(row.created_at)),
    lastUsedAt: row.last_used_at === null ? null : new Date(Number(row.last_used_at)),
    transports: JSON.parse(row.transports) as string[],
  }));
}

export async function removePasskey(db: Kysely<DatabaseSchema>, staffId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom("passkeys")
    .where("id", "=", id)
    .where("staff_id", "=", staffId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function registrationOptions(
  db: Kysely<DatabaseSchema>,
  member: StaffMember,
  party: RelyingParty,
  now: number,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await listPasskeys(db, member.id);
  const { generateRegistrationOptions } = await webAuthn();
  const options = await generateRegistrationOptions({
    rpName: party.name,
    rpID: party.id,
    userName: member.email,
    userID: new TextEncoder().encode(member.id),
    attestationType: "none",
    excludeCredentials: existing.map((passkey) => ({ id: passkey.id, transports: passkey.transports })),
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
  await keepChallenge(
    db,
    { challenge: options.challenge, purpose: "register", staff_id: member.id, client_hash: null },
    now,
  );
  return options;
}

/** "Passkey N" with the smallest N none of the person's passkeys is called: the name of one added unnamed. */
async function nextFreeName(db: Kysely<DatabaseSchema>, staffId: string): Promise<string> {
  const taken = new Set(
    (await db.selectFrom("passkeys").select("name").where("staff_id", "=", staffId).execute()).map((row) => row.name),
  );
  let number = 1;
  while (taken.has(`Passkey ${number}`)) number += 1;
  return `Passkey ${number}`;
}

/** Renames one of the person's passkeys; false when they have none of that id. */
export async function renamePasskey(
  db: Kysely<DatabaseSchema>,
  staffId: string,
  id: string,
  name: string,
): Promise<boolean> {
  const result = await db
    .updateTable("passkeys")
    .set({ name })
    .where("id", "=", id)
    .where("staff_id", "=", staffId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Keeps the new passkey under the name its owner gave it (empty: the next free "Passkey N"); its id, or
 * undefined when the response does not prove one.
 */
export async function registerPasskey(
  db: Kysely<DatabaseSchema>,
  member: StaffMember,
  response: unknown,
  party: RelyingParty,
  now: number,
  name = "",
): Promise<string | undefined> {
  const challenge = challengeOf(response);
  if (!challenge || !(await useChallenge(db, challenge, "register", member.id, now))) return undefined;
  const { verifyRegistrationResponse } = await webAuthn();
  const verification = await verifyRegistrationResponse({
    response: response as RegistrationResponseJSON,
    expectedChallenge: challenge,
    expectedOrigin: party.origin,
    expectedRPID: party.id,
    requireUserVerification: true,
  }).catch(() => undefined);
  if (!verification?.verified) return undefined;
  const { credential } = verification.registrationInfo;
  const added = await db
    .insertInto("passkeys")
    .values({
      id: credential.id,
      staff_id: member.id,
      public_key: Buffer.from(credential.publicKey).toString("base64url"),
      counter: credential.counter,
      transports: JSON.stringify(credential.transports ?? []),
      created_at: now,
      last_used_at: null,
      name: name || (await nextFreeName(db, member.id)),
    })
    .onConflict((conflict) => conflict.column("id").doNothing())
    .returning("id")
    .executeTakeFirst();
  return added?.id;
}

/** A sign-in challenge for the client (`clientHash`: a keyed hash of its address), which keeps only its newest few. */
export async function signInOptions(
  db: Kysely<DatabaseSchema>,
  party: RelyingParty,
  clientHash: string,
  now: number,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const { generateAuthenticationOptions } = await webAuthn();
  const options = await generateAuthenticationOptions({ rpID: party.id, userVerification: "required" });
  await makeRoomFor(db, clientHash);
  await keepChallenge(
    db,
    { challenge: options.challenge, purpose: "sign-in", staff_id: null, client_hash: clientHash },
    now,
  );
  return options;
}

/** The staff member whose passkey signed the challenge; undefined for anything else. */
export async function verifyPasskeySignIn(
  db: Kysely<DatabaseSchema>,
  response: unknown,
  party: RelyingParty,
  now: number,
): Promise<StaffMember | undefined> {
  const challenge = challengeOf(response);
  const id = (response as { id?: unknown }).id;
  if (!challenge || typeof id !== "string" || !(await useChallenge(db, challenge, "sign-in", null, now))) {
    return undefined;
  }
  const passkey = await db.selectFrom("passkeys").selectAll().where("id", "=", id).executeTakeFirst();
  if (!passkey) return undefined;
  const { verifyAuthenticationResponse } = await webAuthn();
  const verification = await verifyAuthenticationResponse({
    response: response as AuthenticationResponseJSON,
    expectedChallenge: challenge,
    expectedOrigin: party.origin,
    expectedRPID: party.id,
    credential: {
      id: passkey.id,
      publicKey: new Uint8Array(Buffer.from(passkey.public_key, "base64url")),
      counter: Number(passkey.counter),
      transports: JSON.parse(passkey.transports) as string[],
    },
    requireUserVerification: true,
  }).catch(() => undefined);
  if (!verification?.verified) return undefined;
  await db
    .updateTable("passkeys")
    .set({ counter: verification.authenticationInfo.newCounter, last_used_at: now })
    .where("id", "=", passkey.id)
    .execute();
  return staffById(db, passkey.staff_id);
}
