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

/** How many leads "All but spam" counts: spam has a filter of its own. */
export const allButSpam = (counts: Record<LeadStatus, number>) =>
  leadStatuses.reduce((sum, status) => (status === "spam" ? sum : sum + counts[status]), 0);

export const isLeadStatus = (value: unknown): value is LeadStatus => leadStatuses.includes(value as LeadStatus);

export const staffRoles = ["owner", "editor", "viewer"] as const;
export type StaffRole = (typeof staffRoles)[number];

export const isStaffRole = (value: unknown): value is StaffRole => staffRoles.includes(value as StaffRole);

/** Each role's name; what it may do is said from the grants themselves (server/desk/roles.ts, whatRoleMay). */
export const roleLabels: Record<StaffRole, string> = { owner: "Owner", editor: "Editor", viewer: "Viewer" };

/** The longest note a lead takes: its field says so, and the server refuses more. */
export const leadNoteMaxLength = 5_000;

/**
 * A subscriber's standing over the lists in view (every list, or the one the filter names): confirmed
 * on any of them, else pending on any, else unsubscribed from all. Every subscriber has exactly one, so
 * the counts add up to the total.
 */
export const subscriberStandings = ["confirmed", "pending", "unsubscribed"] as const;
export type SubscriberStanding = (typeof subscriberStandings)[number];

export const subscriberStandingLabels: Record<SubscriberStanding, string> = {
  confirmed: "Confirmed",
  pending: "Pending",
  unsubscribed: "Unsubscribed",
};

export const isSubscriberStanding = (value: unknown): value is SubscriberStanding =>
  subscriberStandings.includes(value as SubscriberStanding);

/** Whether mail goes to a subscriber's address (server/newsletter/deliverability.ts). */
export const mailStates = ["active", "bouncing", "complained"] as const;
export type MailState = (typeof mailStates)[number];

export const mailStateLabels: Record<MailState, string> = {
  active: "Mail goes out",
  bouncing: "Stopped: bouncing",
  complained: "Stopped: complained",
};

export const isMailState = (value: unknown): value is MailState => mailStates.includes(value as MailState);

/**
 * The largest file the desk takes (the subscriber import's CSV): about 300,000 lines of an address, a
 * date and a source. The command line reads any file; through the server, a list that size at a time.
 */
export const maxUploadBytes = 16 * 1024 * 1024;
