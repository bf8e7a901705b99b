/**
 * The newsletter's signed links (server/newsletter/newsletter-keys.ts): a confirmation link and a
 * preferences link are read back only as they were signed. Each forgery below has the right shape
 * and wrong bytes, or a signature that was valid for something else.
 */
import { describe, expect, it } from "vitest";
import type { NewsletterList } from "~/newsletter/newsletter-lists";
import {
  confirmToken,
  manageToken,
  type NewsletterKeys,
  readConfirmToken,
  readManageToken,
} from "../../../server/newsletter/newsletter-keys";

const keys: NewsletterKeys = { links: Buffer.alloc(32, 7), hashes: Buffer.alloc(32, 9) };
const otherKeys: NewsletterKeys = { links: Buffer.alloc(32, 8), hashes: Buffer.alloc(32, 9) };
const subscriber = "0f8fad5b-d9cb-469f-a165-70867728950e";
const another = "7c9e6679-7425-40de-944b-e07fc1f90ae7";
const claim = { subscriberId: subscriber, nonce: "n".repeat(24), expiresAt: Date.UTC(2030, 0, 8) };

/** The same token with its signature's last character changed: the same length, other bytes. */
const otherBytes = (token: string) => `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;

describe("a confirmation link", () => {
  it("reads back what it was signed with, and nothing from a forgery or a token with more around it", () => {
    const token = confirmToken(keys, claim);
    expect(readConfirmToken(keys, token)).toEqual(claim);
    const forgeries = [
      otherBytes(token),
      confirmToken(otherKeys, claim),
      // Another subscriber's id with this one's signature.
      token.replace(subscriber, another),
      `x${token}`,
      `${token}x`,
      "",
      null,
    ];
    for (const forged of forgeries) expect(readConfirmToken(keys, forged), String(forged)).toBeUndefined();
  });
});

describe("a preferences link", () => {
  it("reads back its subscriber and list, and nothing from a forgery, another's signature or a list that does not exist", () => {
    const everyList = manageToken(keys, subscriber);
    const insights = manageToken(keys, subscriber, "insights");
    expect(readManageToken(keys, everyList)).toEqual({ subscriberId: subscriber });
    expect(readManageToken(keys, insights)).toEqual({ subscriberId: subscriber, list: "insights" });
    const forgeries = [
      otherBytes(everyList),
      otherBytes(insights),
      manageToken(otherKeys, subscriber),
      everyList.replace(subscriber, another),
      // A list's link does not leave another list, nor every list.
      insights.replace(".insights.", ".consortium."),
      insights.replace(".insights.", "."),
      // Signed as it would be, for a list the site does not have.
      manageToken(keys, subscriber, "no-such-list" as NewsletterList),
      manageToken(keys, subscriber, "nosuchlist" as NewsletterList),
      `x${everyList}`,
      `${everyList}x`,
      null,
    ];
    for (const forged of forgeries) expect(readManageToken(keys, forged), String(forged)).toBeUndefined();
  });
});
