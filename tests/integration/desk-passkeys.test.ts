/**
 * Passkeys in the desk, on SQLite and PostgreSQL, with a software authenticator: one is added to a
 * person's account and signs them in; each challenge works once, within five minutes, for its own
 * purpose and person; a passkey of another origin, without user verification, unknown or removed
 * signs no one in; unasked-for sign-in challenges cannot grow the table beyond a few per client, and
 * the flood of one client leaves another's sign-in working. (Chromium's own authenticator does the
 * same in tests/e2e/desk.spec.ts.)
 */
import { generateKeyPairSync } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createSignInLink } from "../../server/desk/sign-in-links";
import { addStaff, type StaffMember } from "../../server/desk/staff";
import { Storage } from "../../server/storage/database";
import { cookiePair, deskOrigin, deskRequest, testClock, testDesk } from "../support/test-desk";
import { softwareAuthenticator } from "../support/software-authenticator";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-databases";

describe.each(databaseKinds)("passkeys on %s", (kind) => {
  let database: TestDatabase;
  let storage: Storage;
  let clock: ReturnType<typeof testClock>;
  let desk: ReturnType<typeof testDesk>;
  let member: StaffMember;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    storage = new Storage(database.location, () => {});
  });
  afterAll(async () => {
    await storage?.close();
    await database?.drop();
  });
  beforeEach(async () => {
    clock = testClock();
    desk = testDesk(storage, { clock });
    member = (await addStaff(
      await storage.ready(),
      { email: `person${Math.random().toString(36).slice(2)}@example.com`, role: "viewer" },
      clock.now,
    )) as StaffMember;
  });

  /** The person's desk, through a fresh sign-in link. */
  async function account(who = member) {
    const token = await createSignInLink(await storage.ready(), who.id, "invitation", clock.now);
    const cookie = cookiePair(
      (await desk.useLink(deskRequest("/desk/sign-in/link", { method: "POST" }), token)) as string,
    );
    return desk.requireStaff(deskRequest("/desk/account/passkeys", { method: "POST", cookie }), "account");
  }
  const signIn = async (response: unknown) =>
    desk.passkeySignIn(deskRequest("/desk/sign-in/passkey", { method: "POST" }), response);
  const signInOptions = (client = "203.0.113.50") =>
    desk.passkeyOptions(deskRequest("/desk/sign-in/passkey", { method: "POST" }), client);

  it("adds a passkey to the person's account, then signs them in with it; each challenge works once", async () => {
    const authenticator = softwareAuthenticator({ origin: deskOrigin });
    const mine = await account();
    const options = await mine.passkeyOptions();
    expect(options).toMatchObject({
      rp: { id: "localhost", name: "Test desk" },
      user: { name: member.email },
      excludeCredentials: [],
      authenticatorSelection: { residentKey: "required", userVerification: "required" },
    });
    const registration = authenticator.register(options);
    const id = await mine.addPasskey(registration);
    expect(id).toBe(registration.id);
    expect(await mine.addPasskey(registration), "the same challenge again").toBeUndefined();
    expect(await mine.passkeys()).toEqual([
      { id, name: "Passkey 1", createdAt: new Date(clock.now), lastUsedAt: null, transports: ["internal"] },
    ]);
    expect((await mine.passkeyOptions()).excludeCredentials, "not registered twice").toEqual([
      { id, type: "public-key", transports: ["internal"] },
    ]);

    clock.advance(60_000);
    const options2 = await signInOptions();
    expect(options2).toMatchObject({ rpId: "localhost", userVerification: "required" });
    const assertion = authenticator.authenticate(options2);
    const cookie = await signIn(assertion);
    expect(cookie).toMatch(/^desk_session=[\w-]{43}; Path=\/desk; HttpOnly; SameSite=Lax; Max-Age=\d+$/);
    const signedIn = await desk.requireStaff(
      deskRequest("/desk", { cookie: cookiePair(cookie as string) }),
      "leads:read",
    );
    expect(signedIn.staff.id).toBe(member.id);
    expect(await signIn(assertion), "the same challenge again").toBeUndefined();
    expect((await mine.passkeys())[0].lastUsedAt).toEqual(new Date(clock.now));
    const stored = await storage.db
      .selectFrom("passkeys")
      .select("counter")
      .where("id", "=", id as string)
      .executeTakeFirstOrThrow();
    expect(Number(stored.counter)).toBe(1);
    const audit = await storage.db
      .selectFrom("audit_log")
      .select(["action", "target", "detail"])
      .where("actor", "=", member.email)
      .orderBy("id")
      .execute();
    expect(audit.map(({ action, target }) => [action, target])).toContainEqual(["passkey.added", `passkey:${id}`]);
    expect(audit.at(-1)).toEqual({
      action: "sign-in",
      target: `staff:${member.email}`,
      detail: '{"method":"passkey"}',
    });
  });

  it("keeps each passkey under the name its owner gives it, else the next free number; renamed and removed by name in the audit log", async () => {
    const authenticator = softwareAuthenticator({ origin: deskOrigin });
    const mine = await account();
    const add = async (name?: string) => mine.addPasskey(authenticator.register(await mine.passkeyOptions()), name);
    const first = (await add()) as string;
    const laptop = (await add("Chrome on Mac")) as string;
    const third = (await add("")) as string;
    const names = async () => (await mine.passkeys()).map((passkey) => passkey.name);
    expect(await names()).toEqual(["Passkey 1", "Chrome on Mac", "Passkey 2"]);

    expect(await mine.renamePasskey(first, "Work phone")).toBe(true);
    const fourth = (await add()) as string;
    expect(await names(), "the first free number").toEqual(["Work phone", "Chrome on Mac", "Passkey 2", "Passkey 1"]);
    const other = await account(
      (await addStaff(
        await storage.ready(),
        { email: `other${kind}@example.com`, role: "viewer" },
        clock.now,
      )) as StaffMember,
    );
    expect(await other.renamePasskey(laptop, "Mine now"), "another person's passkey").toBe(false);
    expect(await names()).toContain("Chrome on Mac");
    expect(await mine.removePasskey(third)).toBe(true);

    const audit = await storage.db
      .selectFrom("audit_log")
      .select(["action", "target", "detail"])
      .where("actor", "=", member.email)
      .where("action", "like", "passkey.%")
      .orderBy("id")
      .execute();
    expect(audit.map(({ action, target, detail }) => [action, target, JSON.parse(detail)])).toEqual([
      ["passkey.added", `passkey:${first}`, { name: "Passkey 1" }],
      ["passkey.added", `passkey:${laptop}`, { name: "Chrome on Mac" }],
      ["passkey.added", `passkey:${third}`, { name: "Passkey 2" }],
      ["passkey.renamed", `passkey:${first}`, { name: ["Passkey 1", "Work phone"] }],
      ["passkey.added", `passkey:${fourth}`, { name: "Passkey 1" }],
      ["passkey.removed", `passkey:${third}`, { name: "Passkey 2" }],
    ]);
  });

  it("refuses another site's passkey, one without user verification, an expired or borrowed challenge, and an unknown or removed passkey", async () => {
    const authenticator = softwareAuthenticator({ origin: deskOrigin });
    const mine = await account();
    await mine.addPasskey(authenticator.register(await mine.passkeyOptions()));

    const elsewhere = softwareAuthenticator({ origin: "https://evil.example" });
    expect(
      await mine.addPasskey(elsewhere.register(await mine.passkeyOptions())),
      "registered from another site",
    ).toBeUndefined();
    const unverified = softwareAuthenticator({ origin: deskOrigin, userVerifying: false });
    expect(
      await mine.addPasskey(unverified.register(await mine.passkeyOptions())),
      "no user verification",
    ).toBeUndefined();

    // Another person's registration challenge cannot add a passkey to this account.
    const other = (await addStaff(
      await storage.ready(),
      { email: `other${clock.now}@example.com`, role: "viewer" },
      clock.now,
    ))!;
    const theirs = await (await account(other)).passkeyOptions();
    expect(await mine.addPasskey(authenticator.register(theirs))).toBeUndefined();

    const late = await signInOptions();
    clock.advance(5 * 60_000);
    expect(await signIn(authenticator.authenticate(late)), "an expired challenge").toBeUndefined();
    const registrationChallenge = await mine.passkeyOptions();
    expect(
      await signIn(authenticator.authenticate({ challenge: registrationChallenge.challenge, rpId: "localhost" })),
      "a registration's challenge for a sign-in",
    ).toBeUndefined();
    expect(
      await signIn(elsewhere.authenticate(await signInOptions(), elsewhere.credentials[0])),
      "unknown passkey",
    ).toBeUndefined();
    expect(await signIn({ id: "x", response: { clientDataJSON: "not json" } }), "nonsense").toBeUndefined();
    expect(await signIn("nothing"), "no object").toBeUndefined();

    const forged = authenticator.authenticate(await signInOptions());
    forged.response.signature = Buffer.from("forged").toString("base64url");
    expect(await signIn(forged), "a signature that does not verify").toBeUndefined();

    const [{ id }] = await mine.passkeys();
    expect(await mine.removePasskey(id)).toBe(true);
    expect(await mine.removePasskey(id)).toBe(false);
    expect(await signIn(authenticator.authenticate(await signInOptions())), "a removed passkey").toBeUndefined();
  });

  it("refuses a well-formed forged signature: another key's over the same challenge, or another person's passkey's under this one's id", async () => {
    const authenticator = softwareAuthenticator({ origin: deskOrigin });
    const mine = await account();
    await mine.addPasskey(authenticator.register(await mine.passkeyOptions()));
    const other = (await addStaff(
      await storage.ready(),
      { email: `signer${clock.now}@example.com`, role: "owner" },
      clock.now,
    )) as StaffMember;
    const theirAuthenticator = softwareAuthenticator({ origin: deskOrigin });
    const theirAccount = await account(other);
    await theirAccount.addPasskey(theirAuthenticator.register(await theirAccount.passkeyOptions()));
    const [credential] = authenticator.credentials;
    const sessions = async () => (await storage.db.selectFrom("staff_sessions").select("id").execute()).length;
    const before = await sessions();

    // An ES256 signature of the same shape and length range, by a key that is not this passkey's.
    const otherKey = generateKeyPairSync("ec", { namedCurve: "P-256" }).privateKey;
    const forged = authenticator.authenticate(await signInOptions(), { ...credential, key: otherKey });
    expect(await signIn(forged), "another key's signature").toBeUndefined();
    // The other person's passkey signs a challenge; the answer names this passkey.
    const signedByThem = theirAuthenticator.authenticate(await signInOptions());
    const swapped = { ...signedByThem, id: forged.id, rawId: forged.rawId };
    expect(await signIn(swapped), "another passkey's signature").toBeUndefined();
    expect(await sessions()).toBe(before);

    expect(await signIn(authenticator.authenticate(await signInOptions())), "the real passkey").toMatch(
      /^desk_session=/,
    );
  });

  it("keeps a few sign-in challenges per client, deletes expired ones, and still signs in the person beside a flood", async () => {
    const authenticator = softwareAuthenticator({ origin: deskOrigin });
    const mine = await account();
    await mine.addPasskey(authenticator.register(await mine.passkeyOptions()));
    const challenges = async () =>
      (await storage.db.selectFrom("passkey_challenges").select("challenge").where("purpose", "=", "sign-in").execute())
        .length;
    // Past every challenge earlier tests left: the first one handed out now deletes them.
    clock.advance(60 * 60_000);
    const personsOptions = await signInOptions("198.51.100.20");
    for (let request = 0; request < 200; request++) await signInOptions("203.0.113.66");
    expect(await challenges(), "the flooding client's newest five and the person's one").toBe(6);
    expect(await signIn(authenticator.authenticate(personsOptions)), "the person's challenge survived").toMatch(
      /^desk_session=/,
    );
    clock.advance(5 * 60_000);
    await signInOptions("198.51.100.21");
    expect(await challenges(), "the expired ones are gone").toBe(1);
  }, 60_000);
});
