/**
 * Where a lead came from, recorded with every submission, first-party and without
 * cookies: the page the visit landed on, the page the form was sent from, the origin of
 * the site that sent the visitor, and the landing address's UTM parameters. The team
 * reads it in the department e-mail, the webhook body and `npm run submissions`
 * (docs/configuration.md#lead-context).
 */
export const leadContextKeys = [
  "landingPage",
  "sendingPage",
  "referrer",
  "utmSource",
  "utmMedium",
  "utmCampaign",
  "utmTerm",
  "utmContent",
] as const;

export type LeadContextKey = (typeof leadContextKeys)[number];

/** Only the values that were known; each at most `leadValueMaxLength` characters. */
export type LeadContext = Partial<Record<LeadContextKey, string>>;

export const leadValueMaxLength = 200;

/** The query parameter each UTM value is read from. */
export const utmParameters = {
  utmSource: "utm_source",
  utmMedium: "utm_medium",
  utmCampaign: "utm_campaign",
  utmTerm: "utm_term",
  utmContent: "utm_content",
} as const satisfies Partial<Record<LeadContextKey, string>>;

/** A value cut to the bound, by characters (never inside a surrogate pair), otherwise as sent. */
export function boundedLeadValue(value: string): string {
  const characters = Array.from(value);
  // Stryker disable next-line ConditionalExpression,EqualityOperator: cutting a value no longer than the bound leaves it as it is
  return characters.length > leadValueMaxLength ? characters.slice(0, leadValueMaxLength).join("") : value;
}

/** A stored context read back: unknown keys and values that are not strings are dropped. */
export function parseLeadContext(json: string): LeadContext {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return {};
  }
  if (typeof value !== "object" || value === null) return {};
  const context: LeadContext = {};
  for (const key of leadContextKeys) {
    const entry = (value as Record<string, unknown>)[key];
    if (typeof entry === "string" && entry !== "") context[key] = entry;
  }
  return context;
}
