/**
 * What the desk's passkey endpoints accept before anything is looked up (app/desk/passkey-request.ts):
 * the intent, and of a browser's answer the parts the desk reads first, in their shape.
 */
import { describe, expect, it } from "vitest";
import { passkeyNameProblem, passkeyRequest } from "~/desk/passkey-request";

const answer = {
  id: "AbC-_09",
  rawId: "AbC-_09",
  type: "public-key",
  response: { clientDataJSON: "eyJ0eXBlIjoid2ViYXV0aG4uZ2V0In0", authenticatorData: "anything else is checked later" },
  clientExtensionResults: {},
};
const verify = (change: Record<string, unknown> = {}, responseChange: Record<string, unknown> = {}) => ({
  intent: "verify",
  response: { ...answer, ...responseChange, response: { ...answer.response, ...change } },
});

describe("a passkey request", () => {
  it("is asked for a challenge, or answers one with its id, type and client data in their shape", () => {
    expect(passkeyRequest.safeParse({ intent: "options" }).success).toBe(true);
    const parsed = passkeyRequest.parse({ ...verify(), name: "  Work laptop  " });
    expect(parsed).toMatchObject({ intent: "verify", name: "Work laptop", response: { id: "AbC-_09" } });
    expect(passkeyRequest.parse(verify())).not.toHaveProperty("name");
    const longest = "a".repeat(1364);
    expect(passkeyRequest.safeParse(verify({}, { id: longest, rawId: longest })).success).toBe(true);
  });

  it("is refused with another intent, an id or client data not in base64url, too long, of another type, or a name of two lines", () => {
    const refused = [
      { intent: "delete" },
      {},
      verify({}, { id: "AbC+/09=" }),
      verify({}, { rawId: "" }),
      verify({}, { id: "a".repeat(1365) }),
      verify({}, { type: "password" }),
      verify({ clientDataJSON: "not base64url!" }),
      verify({ clientDataJSON: "a".repeat(65_537) }),
      verify({ clientDataJSON: undefined }),
      { ...verify(), name: "Work\nlaptop" },
    ];
    for (const body of refused)
      expect(passkeyRequest.safeParse(body).success, JSON.stringify(body).slice(0, 80)).toBe(false);
  });

  it("says why a passkey's name cannot be kept", () => {
    expect(passkeyNameProblem("Work\nlaptop")).toMatch(/^A passkey's name is one line of at most \d+ characters\.$/);
    expect(passkeyNameProblem("Work laptop")).toBeUndefined();
  });
});
