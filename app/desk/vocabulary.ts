/**
 * The words the desk's pages and its server code share (docs/decisions/024-the-desk.md): the stages
 * of a lead and the roles of the team, each with how the desk names it. The server stores the values;
 * the pages show the labels.
 */
export const leadStatuses = ["new", "in-progress", "won", "lost", "spam"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

export const leadStatusLabels: Record<LeadStatus, string> = {
  new: "New",
  "in-progress": "In progress",
  won: "Won",
  lost: "Lost",
  spam: "Spam",
};

export const isLeadStatus = (value: unknown): value is LeadStatus => leadStatuses.includes(value as LeadStatus);

export const staffRoles = ["owner", "editor", "viewer"] as const;
export type StaffRole = (typeof staffRoles)[number];

export const isStaffRole = (value: unknown): value is StaffRole => staffRoles.includes(value as StaffRole);

/** Each role's name and what it may do, as the team page and the README say it (server/desk/roles.ts grants it). */
export const roleDescriptions: Record<StaffRole, { label: string; may: string }> = {
  owner: {
    label: "Owner",
    may: "everything: leads, the newsletter, the team and its roles, privacy requests, the audit log",
  },
  editor: { label: "Editor", may: "reads and works leads: status, assignee, notes; writes, tests and sends editions" },
  viewer: { label: "Viewer", may: "reads leads and exports them, reads the newsletter's editions; changes nothing" },
};

/** The longest note a lead takes: its field says so, and the server refuses more. */
export const leadNoteMaxLength = 5_000;
