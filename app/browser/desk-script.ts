// The desk's one script (app/components/desk/desk-document.tsx loads it on desk pages only). Every
// desk page works without it; it adds what needs script: passkeys (WebAuthn), "/" to jump to the
// leads' search, the rest of the keyboard (./desk-keyboard.ts), the counts of an edition going out kept up
// to date, and the browser's time zone.
import { browserSupportsWebAuthn, startAuthentication, startRegistration } from "@simplewebauthn/browser";
import { browserZoneCookie } from "~/desk/desk-time";
import { deskPaths } from "~/route-table";
import { startDeskKeyboard } from "./desk-keyboard";

// The browser's time zone, for the server to show times in until the person chooses one (app/desk/desk-time.ts).
const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
if (zone) {
  document.cookie = `${browserZoneCookie}=${encodeURIComponent(zone)}; Path=/desk; Max-Age=31536000; SameSite=Lax`;
}

async function postJson(url: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) throw new Error(typeof answer.message === "string" ? answer.message : "The desk did not answer.");
  return answer;
}

/** A passkey ceremony behind a button: the button shows only where passkeys work; a failure is said beside it. */
function passkeyButton(box: HTMLElement, ceremony: () => Promise<void>) {
  const button = box.querySelector<HTMLButtonElement>("[data-passkey-start]");
  const message = box.querySelector<HTMLElement>("[data-passkey-message]");
  if (!button || !message || !browserSupportsWebAuthn()) return;
  button.hidden = false;
  box.querySelector<HTMLElement>("[data-passkey-needs-script]")?.setAttribute("hidden", "");
  button.addEventListener("click", async () => {
    button.disabled = true;
    message.textContent = "";
    try {
      await ceremony();
    } catch (error) {
      // Cancelling the browser's own dialog is no failure worth a message.
      if ((error as Error).name !== "NotAllowedError") message.textContent = (error as Error).message;
      button.disabled = false;
    }
  });
}

const signIn = document.querySelector<HTMLElement>("[data-passkey-sign-in]");
if (signIn) {
  passkeyButton(signIn, async () => {
    const optionsJSON = await postJson(deskPaths.passkeySignIn, { intent: "options" });
    const response = await startAuthentication({ optionsJSON: optionsJSON as never });
    await postJson(deskPaths.passkeySignIn, { intent: "verify", response });
    location.assign(signIn.dataset.passkeySignIn || deskPaths.inbox);
  });
}

const register = document.querySelector<HTMLElement>("[data-passkey-register]");
if (register) {
  passkeyButton(register, async () => {
    const optionsJSON = await postJson(deskPaths.passkeys, { intent: "options" });
    const response = await startRegistration({ optionsJSON: optionsJSON as never });
    const name = register.querySelector<HTMLInputElement>("[data-passkey-name]")?.value ?? "";
    await postJson(deskPaths.passkeys, { intent: "verify", response, name });
    location.assign(`${deskPaths.account}?notice=passkey-added`);
  });
}

// "/" jumps to the search box, as in most inboxes, unless the person is typing somewhere.
const search = document.querySelector<HTMLInputElement>("[data-desk-search]");
document.addEventListener("keydown", (event) => {
  const target = event.target as HTMLElement;
  if (event.key !== "/" || !search || event.ctrlKey || event.metaKey || event.altKey) return;
  if (target.closest("input, textarea, select, [contenteditable]")) return;
  event.preventDefault();
  search.focus();
  search.select();
});

// An edition going out: its progress box is fetched again every few seconds until no copy is queued
// (app/components/desk/editions-view.tsx); without script, a reload shows the same counts.
const progress = document.querySelector<HTMLElement>("#edition-progress[data-refresh]");
if (progress) {
  const refresh = async () => {
    const response = await fetch(location.pathname, { headers: { Accept: "text/html" } }).catch(() => undefined);
    const fresh =
      response?.ok &&
      new DOMParser().parseFromString(await response.text(), "text/html").querySelector("#edition-progress");
    if (fresh) {
      progress.replaceChildren(...fresh.childNodes);
      // The table of editions sent shows the same counts as the box, so it is refreshed with it.
      const table = document.querySelector("#editions-sent");
      const freshTable = fresh.ownerDocument.querySelector("#editions-sent");
      if (table && freshTable) table.replaceChildren(...freshTable.childNodes);
      // "Edition N is going out" becomes "… has gone out" with the last copy.
      const heading = progress.closest("section")?.querySelector("h2");
      const freshHeading = fresh.closest("section")?.querySelector("h2");
      if (heading && freshHeading) heading.textContent = freshHeading.textContent;
      if (!fresh.hasAttribute("data-refresh")) {
        progress.removeAttribute("data-refresh");
        return;
      }
    }
    setTimeout(refresh, 2_000);
  };
  setTimeout(refresh, 2_000);
}

// A scheduled send's time is read in the browser's zone; without this script, in UTC (as the hint says).
for (const field of document.querySelectorAll<HTMLInputElement>("input[data-time-zone]")) {
  field.value = zone;
  const hint = field.form?.querySelector("#edition-send-at-hint");
  if (hint) hint.textContent = `In your time zone, ${zone}. You can cancel until it starts.`;
}

startDeskKeyboard();

document.documentElement.setAttribute("data-desk-ready", "");
