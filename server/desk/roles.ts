import type { StaffRole } from "../../app/desk/vocabulary";

/**
 * What each role may do, as data: the one place a permission is granted (docs/decisions/024-the-desk.md).
 * Every desk loader and action names the ability it needs (`requireStaff(request, "leads:write")`).
 * `account` is a person's own passkeys and sessions, which everyone signed in manages.
 */
export const abilities = [
  "account",
  "leads:read",
  "leads:write",
  "subscribers:read",
  "subscribers:write",
  "staff:manage",
  "privacy:answer",
  "audit:read",
  "editions:read",
  "editions:send",
  "editions:rules",
] as const;
export type Ability = (typeof abilities)[number];

const granted: Record<StaffRole, readonly Ability[]> = {
  owner: abilities,
  editor: [
    "account",
    "leads:read",
    "leads:write",
    "subscribers:read",
    "subscribers:write",
    "editions:read",
    "editions:send",
  ],
  viewer: ["account", "leads:read", "subscribers:read", "editions:read"],
};

export function can(role: StaffRole, ability: Ability): boolean {
  return granted[role].includes(ability);
}

/** What an ability lets a person do, in the team's words; a person's own account goes without saying. */
const abilityWords: Record<Exclude<Ability, "account">, string> = {
  "leads:read": "reads leads and exports them as CSV",
  "leads:write": "works leads (status, assignee, notes)",
  "subscribers:read": "reads subscribers and exports them",
  "subscribers:write": "imports subscribers and unsubscribes them on request",
  "staff:manage": "manages the team and its roles",
  "privacy:answer": "answers privacy requests",
  "audit:read": "reads the audit log",
  "editions:read": "reads editions",
  "editions:send": "writes, tests and sends editions",
  "editions:rules": "decides whether a second person approves every send",
};

/** What a role may do, said from the table above, so that the team page can never promise more or less. */
export function whatRoleMay(role: StaffRole): string {
  const said = granted[role].flatMap((ability) => (ability === "account" ? [] : [abilityWords[ability]]));
  const changesSomething = granted[role].some((ability) => !ability.endsWith(":read") && ability !== "account");
  return changesSomething ? said.join("; ") : [...said, "changes nothing"].join("; ");
}
