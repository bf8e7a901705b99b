/**
 * The kinds of change the audit log is filtered by. Each takes the actions whose names start so, so an
 * action added later (`lead.<anything>`) falls in its kind without a line here.
 */
export const auditKinds = ["sign-in", "leads", "subscribers", "newsletter", "team", "privacy"] as const;
export type AuditKind = (typeof auditKinds)[number];

export const auditKindLabels: Record<AuditKind, string> = {
  "sign-in": "Sign-ins and passkeys",
  leads: "Leads",
  subscribers: "Subscribers",
  newsletter: "Newsletter",
  team: "Team",
  privacy: "Privacy requests",
};

export const auditKindPrefixes: Record<AuditKind, string[]> = {
  "sign-in": ["sign-in", "sign-out", "session.", "passkey."],
  leads: ["lead.", "leads."],
  subscribers: ["subscriber.", "subscribers."],
  newsletter: ["edition.", "editions."],
  team: ["staff."],
  privacy: ["privacy."],
};

export const isAuditKind = (value: unknown): value is AuditKind => auditKinds.includes(value as AuditKind);

/** The actor `npm run desk` records (scripts/desk.ts): someone with access to the server itself. */
export const serverActor = "npm run desk";
