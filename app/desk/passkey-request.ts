import { z } from "zod";
import { passkeyNameMaxLength } from "../../server/desk/passkeys";
import { singleLineProblem } from "../../server/desk/single-line";

/** Why a passkey's name cannot be kept as typed (one line, no hidden characters), or undefined. */
export const passkeyNameProblem = (name: string) => singleLineProblem(name, "A passkey's name", passkeyNameMaxLength);

/** base64url text, as WebAuthn's JSON carries ids and byte strings. */
const base64url = (most: number) =>
  z
    .string()
    .regex(/^[\w-]+$/)
    .max(most);

/**
 * What the desk script (app/browser/desk-script.ts) posts to the passkey endpoints: `options` to be handed a
 * challenge, then `verify` with the browser's answer to it. Of the answer, the parts the desk reads
 * before @simplewebauthn/server checks the rest (server/desk/passkeys.ts: the id, the client data) must
 * have their shape; anything else is refused with 400 before it is looked at.
 */
export const passkeyRequest = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("options") }),
  z.object({
    intent: z.literal("verify"),
    /** The name its owner gave the new passkey (registration only); empty: "Passkey N". */
    name: z
      .string()
      .transform((name) => name.trim())
      .refine((name) => passkeyNameProblem(name) === undefined)
      .optional(),
    response: z.looseObject({
      id: base64url(1364),
      rawId: base64url(1364),
      type: z.literal("public-key"),
      response: z.looseObject({ clientDataJSON: base64url(65_536) }),
    }),
  }),
]);
