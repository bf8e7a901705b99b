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
