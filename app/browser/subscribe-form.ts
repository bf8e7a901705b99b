// The subscribe form's script (no React, as the script islands of docs/decisions/016): posts the form to its JSON
// endpoint and writes the answer into the places the server's markup already has
// (app/components/newsletter/subscribe-form.tsx). Without it, or if it cannot reach the endpoint,
// the form posts to its page and the server renders the same answer.
import { intentFieldName, minimumFillMilliseconds, tokenFieldName } from "~/forms/form-protocol";
import { replyNotice, type SubscribeReply } from "~/newsletter/subscribe-protocol";

function start(form: HTMLFormElement) {
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
  const notices = [...form.querySelectorAll<HTMLElement>("[data-notice]")];
  if (!button || notices.length === 0) throw new Error("subscribe form: markup without its button or notices");
  const endpoint = form.dataset.endpoint ?? form.action;
  const label = button.textContent ?? "";
  const post = async (body: FormData) => {
    const response = await fetch(endpoint, { method: "POST", body, headers: { Accept: "application/json" } });
    if (!response.headers.get("content-type")?.includes("application/json")) throw new Error(`HTTP ${response.status}`);
    return (await response.json()) as SubscribeReply;
  };
  const requestToken = () => {
    const body = new FormData();
    body.set(intentFieldName, "token");
    return post(body).then((reply) => ({ value: reply.token ?? "", at: performance.now() }));
  };
  // The script starts on the first touch of the form: the token's fill time starts now.
  let token = requestToken();
  let busy = false;

  const show = (reply: SubscribeReply) => {
    let firstInvalid: HTMLElement | undefined;
    for (const error of form.querySelectorAll<HTMLElement>("[data-error-for]")) {
      const name = error.dataset.errorFor ?? "";
      const messages = reply.fieldErrors?.[name] ?? [];
      const text = error.querySelector("[data-error-text]");
      if (text) text.textContent = messages.join(" ");
      error.hidden = messages.length === 0;
      const control = form.querySelector<HTMLInputElement>(`[name="${name}"]`);
      if (!control) continue;
      if (messages.length) control.setAttribute("aria-invalid", "true");
      else control.removeAttribute("aria-invalid");
      if (messages.length) firstInvalid ??= control;
    }
    // A notice the server drew for an earlier post gives way to the script's.
    for (const drawn of form.querySelectorAll(
      "[role=status] > :not([data-notice]), [role=alert] > :not([data-notice])",
    )) {
      drawn.remove();
    }
    const shown = replyNotice(reply.outcome);
    for (const notice of notices) {
      const text = notice.querySelector("[data-notice-text]");
      const visible = notice.dataset.notice === shown && Boolean(reply.message);
      if (text) text.textContent = visible ? (reply.message ?? "") : "";
      notice.hidden = !visible;
    }
    if (reply.outcome === "sent") form.reset();
    firstInvalid?.focus();
    form.setAttribute("data-outcome", reply.outcome);
  };

  const send = async (): Promise<SubscribeReply> => {
    const { value, at } = await token;
    const wait = at + minimumFillMilliseconds - performance.now();
    // Autofill can be faster than the fill-time check allows: wait out the rest, as the other forms do.
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const body = new FormData(form);
    body.set(tokenFieldName, value);
    const reply = await post(body);
    if (reply.token) token = Promise.resolve({ value: reply.token, at: performance.now() });
    return reply;
  };

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (busy) return;
    busy = true;
    button.setAttribute("aria-disabled", "true");
    button.textContent = form.dataset.sending ?? label;
    form.setAttribute("aria-busy", "true");
    send()
      // A token from another server process, or one too old: the server asks to confirm; send once more, unseen.
      .then((reply) => (reply.outcome === "confirm" ? send() : reply))
      .then(show, () => {
        // The endpoint could not be reached or did not answer JSON: the page's own post still works.
        busy = false;
        form.submit();
      })
      .finally(() => {
        busy = false;
        button.removeAttribute("aria-disabled");
        button.textContent = label;
        form.removeAttribute("aria-busy");
      });
  });
}

// app/browser/page.js imports this script on the first touch of a form that names it in data-form-script.
for (const form of document.querySelectorAll<HTMLFormElement>("form[data-form-script]:not([data-form-live])")) {
  start(form);
  form.setAttribute("data-form-live", "");
}
