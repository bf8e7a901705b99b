/** The fill-time token at its edges (app/forms/fill-time-token.server.ts): the whole token must match, and a day is a day. */
import { describe, expect, it } from "vitest";
import { maximumTokenAgeMilliseconds } from "~/forms/form-protocol";
import { checkFormToken, issueFormToken } from "~/forms/fill-time-token.server";

const secret = "a-test-secret-of-enough-length";
const issuedAt = Date.UTC(2030, 5, 15, 12);
const token = issueFormToken("contact", secret, issuedAt);

describe("fill-time token edges", () => {
  it("refuses a valid token with anything before it as malformed", () => {
    expect(checkFormToken(`!${token}`, "contact", secret, issuedAt + 10_000)).toEqual({
      ok: false,
      reason: "malformed",
    });
  });

  it("accepts a token exactly as old as the limit, and refuses it a millisecond later", () => {
    expect(checkFormToken(token, "contact", secret, issuedAt + maximumTokenAgeMilliseconds)).toEqual({ ok: true });
    expect(checkFormToken(token, "contact", secret, issuedAt + maximumTokenAgeMilliseconds + 1)).toEqual({
      ok: false,
      reason: "expired",
    });
  });
});
