/**
 * A passkey authenticator in software, for the desk's passkey tests in Node (the browser tests use
 * Chromium's virtual authenticator): an ES256 key per credential, a discoverable credential, user
 * verification, and what WebAuthn calls "none" attestation. It answers the options
 * @simplewebauthn/server hands out, as a browser would pass them on with @simplewebauthn/browser.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";
import { isoCBOR } from "@simplewebauthn/server/helpers";

const base64url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();

type Credential = { id: Buffer; key: KeyObject; counter: number; userHandle: string };

/** A PublicKeyCredential as @simplewebauthn/browser hands it to the server. */
const publicKeyCredential = <Response>(credential: Credential, response: Response) => ({
  id: base64url(credential.id),
  rawId: base64url(credential.id),
  type: "public-key",
  clientExtensionResults: {},
  response,
});

/** The flags of authenticator data: user present, user verified, attested credential data included. */
const userPresent = 0x01;
const userVerified = 0x04;
const attestedData = 0x40;

function authenticatorData(rpId: string, flags: number, counter: number, attested?: Buffer): Buffer {
  const count = Buffer.alloc(4);
  count.writeUInt32BE(counter);
  return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
}

/** The credential's public key as COSE (EC2, P-256, ES256). */
function coseKey(key: KeyObject): Uint8Array {
  const jwk = key.export({ format: "jwk" });
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x as string, "base64url")],
      [-3, Buffer.from(jwk.y as string, "base64url")],
    ]),
  );
}

export function softwareAuthenticator({ origin, userVerifying = true }: { origin: string; userVerifying?: boolean }) {
  const credentials: Credential[] = [];
  const flags = userPresent | (userVerifying ? userVerified : 0);
  const clientData = (type: string, challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  return {
    credentials,
    /** navigator.credentials.create(), as @simplewebauthn/browser's startRegistration returns it. */
    register(options: { challenge: string; rp: { id?: string }; user: { id: string } }) {
      const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
      const credential = { id: randomBytes(16), key: privateKey, counter: 0, userHandle: options.user.id };
      credentials.push(credential);
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credential.id.length);
      const attested = Buffer.concat([Buffer.alloc(16), idLength, credential.id, coseKey(publicKey)]);
      const attestationObject = isoCBOR.encode(
        new Map<string, unknown>([
          ["fmt", "none"],
          ["attStmt", new Map()],
          ["authData", authenticatorData(options.rp.id as string, flags | attestedData, 0, attested)],
        ]) as Parameters<typeof isoCBOR.encode>[0],
      );
      return publicKeyCredential(credential, {
        clientDataJSON: base64url(clientData("webauthn.create", options.challenge)),
        attestationObject: base64url(attestationObject),
        transports: ["internal"],
      });
    },
    /** navigator.credentials.get() with a discoverable credential, as startAuthentication returns it. */
    authenticate(options: { challenge: string; rpId?: string }, credential: Credential = credentials[0]) {
      credential.counter += 1;
      const data = authenticatorData(options.rpId as string, flags, credential.counter);
      const client = clientData("webauthn.get", options.challenge);
      const signature = sign("sha256", Buffer.concat([data, sha256(client)]), credential.key);
      return publicKeyCredential(credential, {
        clientDataJSON: base64url(client),
        authenticatorData: base64url(data),
        signature: base64url(signature),
        userHandle: credential.userHandle,
      });
    },
  };
}
