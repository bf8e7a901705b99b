/**
 * What a desk page says after a change: an action redirects to the page with `?notice=<key>` (POST,
 * then redirect, so a reload never repeats the change) and the page shows the sentence. Only these
 * keys are read; anything else in the address shows nothing.
 */
const notices = {
  saved: "Saved.",
  unchanged: "Nothing to save: the status, the assignee and the note were as they are.",
  "leads-changed": "The leads ticked are changed; each change is in its lead's history and the audit log.",
  "leads-unchanged": "Nothing changed: the leads ticked were already so.",
  welcome: "You are signed in. Add a passkey below to sign in next time without an e-mailed code.",
  "passkey-added": "Passkey added: you can sign in with it from now on.",
  "passkey-removed": "Passkey removed.",
  "passkey-renamed": "Passkey renamed.",
  "time-zone-saved": "Time zone saved: every time in the desk is shown in it.",
  "session-ended": "Session ended.",
  "signed-out": "You are signed out.",
  "link-unusable":
    "That sign-in link has been used or has expired. Sign in with a code, or ask an owner for a new link.",
  invited: "Invitation sent.",
  "role-changed": "Role changed. Their sessions have ended; they sign in again with the new role.",
  removed: "Removed from the team. Their sessions have ended.",
  unsubscribed: "Unsubscribed from the list, recorded as their request; the audit log names you.",
  "not-on-list": "Nothing changed: they were not on that list any more.",
  "edition-saved": "Saved. The preview below shows the e-mail as subscribers will get it.",
  "edition-test-sent": "A test copy is on its way to your address, marked [Test] in its subject.",
  "edition-sent": "The edition is queued for every confirmed subscriber of its list. Its progress is below.",
  "edition-scheduled": "The edition is scheduled. It goes out at its time unless you cancel it before.",
  "edition-awaiting-approval":
    "Asked for. Another editor or owner approves the send here; until then nothing goes out, and you can cancel it.",
  "edition-approved": "Approved. The edition goes out as asked; the audit log names you and the person who asked.",
  "edition-cancelled": "Cancelled: nothing was sent, and the edition is a draft again.",
  "approval-rule-on": "From now on a second person approves every send.",
  "approval-rule-off": "From now on an editor or owner sends alone, after the confirmation step.",
  erased: "Erased. Only a keyed hash of the address is kept, so that it is not mailed again unless it subscribes anew.",
} as const;

export type NoticeKey = keyof typeof notices;

export function noticeIn(url: string): string | undefined {
  const key = new URL(url).searchParams.get("notice");
  return key && Object.hasOwn(notices, key) ? notices[key as NoticeKey] : undefined;
}

export function withNotice(path: string, notice: NoticeKey): string {
  return `${path}${path.includes("?") ? "&" : "?"}notice=${notice}`;
}
