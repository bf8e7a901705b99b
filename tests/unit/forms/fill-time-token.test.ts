import { describe, expect, it } from "vitest";
import { maximumTokenAgeMilliseconds, minimumFillMilliseconds } from "~/forms/form-protocol";
import { checkFormToken, issueFormToken } from "~/forms/fill-time-token.server";

const secret = "a-test-secret-of-enough-length";
const issuedAt = Date.UTC(2030, 5, 15, 12);

describe("fill-time token", () => {
  const token = issueFormToken("contact", secret, issuedAt);

  it("accepts a token once the minimum fill time has passed", () => {
    expect(checkFormToken(token, "contact", secret, issuedAt + minimumFillMilliseconds)).toEqual({ ok: true });
  });

  it("refuses a submission faster than the minimum fill time", () => {
    expect(checkFormToken(token, "contact", secret, issuedAt + minimumFillMilliseconds - 1)).toEqual({
      ok: false,
      reason: "too-fast",
    });
  });

  it("keeps the minimum fill time short enough never to hold up a person", () => {
    expect(minimumFillMilliseconds).toBeLessThanOrEqual(3_000);
  });

  it("refuses an expired token", () => {
    expect(checkFormToken(token, "contact", secret, issuedAt + maximumTokenAgeMilliseconds + 1)).toEqual({
      ok: false,
      reason: "expired",
    });
  });

  it("refuses a back-dated, re-signed or foreign token", () => {
    const [, signature] = token.split(".");
    const backDated = `${(issuedAt - 60_000).toString(36)}.${signature}`;
    expect(checkFormToken(backDated, "contact", secret, issuedAt + 10_000)).toEqual({ ok: false, reason: "forged" });
    expect(checkFormToken(token, "contact", "another-secret-of-enough-length", issuedAt + 10_000)).toEqual({
      ok: false,
      reason: "forged",
    });
    expect(checkFormToken(token, "demo-request", secret, issuedAt + 10_000)).toEqual({ ok: false, reason: "forged" });
  });

  it("refuses a missing or malformed token", () => {
    expect(checkFormToken(null, "contact", secret, issuedAt)).toEqual({ ok: false, reason: "missing" });
    expect(checkFormToken("", "contact", secret, issuedAt)).toEqual({ ok: false, reason: "missing" });
    expect(checkFormToken("not-a-token", "contact", secret, issuedAt)).toEqual({ ok: false, reason: "malformed" });
    expect(checkFormToken(`${token}x`, "contact", secret, issuedAt)).toEqual({ ok: false, reason: "malformed" });
  });
});
