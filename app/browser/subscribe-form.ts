// The subscribe form's script island (docs/decisions/016-script-islands.md): posts the form to its JSON
// endpoint and writes the answer into the places the server's markup already has
// (app/components/newsletter/subscribe-form.tsx). Without it, or if it cannot reach the endpoint,
// the form posts to its page and the server renders the same answer.
import { intentFieldName, minimumFillMilliseconds, tokenFieldName } from "~/forms/form-protocol";
import type { SubscribeReply } from "~/forms/subscribe-protocol";
import { startScriptIslands } from "~/islands/script-islands";

const noticeTones = {
  success: "border-success/40 bg-success-soft text-ink",
  info: "border-brand/40 bg-brand-soft text-ink",
  danger: "border-danger/40 bg-danger-soft text-ink",
} as const;

function notice(region: Element, tone: keyof typeof noticeTones | undefined, message = "") {
  region.replaceChildren();
  if (!tone || !message) return;
  const box = document.createElement("div");
  box.className = `mt-6 rounded-lg border p-4 leading-relaxed ${noticeTones[tone]}`;
  box.textContent = message;
  region.append(box);
}

function toneOf(reply: SubscribeReply): keyof typeof noticeTones | undefined {
  if (reply.outcome === "sent") return "success";
  if (reply.outcome === "confirm") return "info";
  if (reply.outcome === "invalid") return "danger";
  return undefined;
}

function start(island: HTMLElement) {
  const form = island.querySelector("form");
  const button = form?.querySelector<HTMLButtonElement>("button[type=submit]");
  const status = form?.querySelector("[data-status]");
  const alert = form?.querySelector("[data-alert]");
  if (!form || !button || !status || !alert) throw new Error("subscribe form: markup without form, button or regions");
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
  // The island starts on the first touch of the form or near the screen: the token's fill time starts now.
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
    notice(status, toneOf(reply), reply.message);
    notice(alert, reply.outcome === "refused" ? "danger" : undefined, reply.message);
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

startScriptIslands("subscribe-form", start);
