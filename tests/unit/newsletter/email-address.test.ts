/**
 * Internationalised addresses: the subscribe form takes them (app/forms/email-address.ts), and the server
 * keeps one canonical form per mailbox (server/email/canonical-address.ts), however it was typed.
 */
import { describe, expect, it } from "vitest";
import { isEmailAddress } from "~/forms/email-address";
import { canonicalAddress } from "../../../server/email/canonical-address";

describe("e-mail addresses", () => {
  it("takes ordinary and internationalised addresses", () => {
    for (const address of [
      "reader@example.com",
      "first.last+news@sub.example.org",
      "user@münchen.de",
      "user@xn--mnchen-3ya.de",
      "josé@münchen.de",
      "用户@例子.广告",
      "Ünïcödé@Example.COM",
    ]) {
      expect(isEmailAddress(address), address).toBe(true);
    }
  });

  it("refuses what is no address", () => {
    for (const address of [
      "",
      "@example.com",
      "reader@",
      "reader",
      "reader@example",
      "a b@example.com",
      "reader@exa mple.com",
      "reader@example.com/path",
      "reader@example.com:25",
      "reader@[127.0.0.1]",
      "reader@example..com",
      ".reader@example.com",
      "reader\u0000@example.com",
      "reader\u00a0x@example.com",
    ]) {
      expect(isEmailAddress(address), JSON.stringify(address)).toBe(false);
    }
  });

  it("keeps one form of each address: trimmed, in lower case, the domain in Unicode", () => {
    expect(canonicalAddress("  Alice@Example.COM ")).toBe("alice@example.com");
    expect(canonicalAddress("User@MÜNCHEN.de")).toBe("user@münchen.de");
    expect(canonicalAddress("user@XN--MNCHEN-3YA.DE")).toBe("user@münchen.de");
    expect(canonicalAddress("JOSÉ@münchen.de")).toBe("josé@münchen.de");
    // The same letters composed or decomposed are one address.
    expect(canonicalAddress("jose\u0301@example.com")).toBe(canonicalAddress("jos\u00e9@example.com"));
    // A last @ separates the domain; a domain with no ASCII form is only put in lower case.
    expect(canonicalAddress('"a@b"@Example.com')).toBe('"a@b"@example.com');
    expect(canonicalAddress("x@EXA_MPLE.com")).toBe("x@exa_mple.com");
    expect(canonicalAddress("NoAt")).toBe("noat");
  });
});
