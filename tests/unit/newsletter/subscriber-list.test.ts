/**
 * The subscriber list as `npm run newsletter -- list [--csv]` and the desk's export write it
 * (server/newsletter/subscriber-list.ts): one row per subscriber, an empty cell (or "-") for a list it
 * never joined, and its latest consent, or a plain "no consent record" when the listing has none.
 */
import { describe, expect, it } from "vitest";
import { type SubscriberListing, subscribersCsv, subscribersText } from "../../../server/newsletter/subscriber-list";

const withConsent: SubscriberListing = {
  email: "ada@example.com",
  source: "form",
  createdAt: "2030-01-07T09:00:00.000Z",
  mail: "active",
  lists: { insights: "confirmed" },
  consent: { event: "confirmed", at: "2030-01-07T10:00:00.000Z", page: "/newsletter/confirm", version: "2026-11-26" },
};
const withoutConsent: SubscriberListing = {
  email: "ben@example.com",
  source: "import",
  createdAt: "2025-03-04T00:00:00.000Z",
  mail: "bouncing",
  lists: { consortium: "unsubscribed" },
  consent: null,
};

describe("the subscriber list", () => {
  it("writes each list's status, the latest consent and the mail's state as CSV, with empty cells for what is not there", () => {
    expect(subscribersCsv([withConsent, withoutConsent]).split("\r\n")).toEqual([
      "email,source,created_at,insights,consortium,consent_event,consent_at,consent_page,consent_version,mail",
      "ada@example.com,form,2030-01-07T09:00:00.000Z,confirmed,,confirmed,2030-01-07T10:00:00.000Z,/newsletter/confirm,2026-11-26,active",
      "ben@example.com,import,2025-03-04T00:00:00.000Z,,unsubscribed,,,,,bouncing",
      "",
    ]);
  });

  it("writes one line per subscriber as text, naming the consent wording when there is one", () => {
    expect(
      subscribersText([
        withConsent,
        withoutConsent,
        { ...withConsent, email: "cy@example.com", consent: { ...withConsent.consent!, version: "" } },
      ]),
    ).toBe(
      [
        "ada@example.com  [form]  insights: confirmed, consortium: -  consent: confirmed 2030-01-07T10:00:00.000Z on /newsletter/confirm (wording 2026-11-26)",
        "ben@example.com  [import]  insights: -, consortium: unsubscribed  MAIL STOPPED: bouncing  consent: no consent record",
        "cy@example.com  [form]  insights: confirmed, consortium: -  consent: confirmed 2030-01-07T10:00:00.000Z on /newsletter/confirm",
        "3 subscriber(s)",
        "",
      ].join("\n"),
    );
  });
});
