// The desk's keyboard (app/browser/desk-script.ts starts it; its keys are listed in
// app/desk/keyboard-shortcuts.ts, which the "?" dialog shows): filters that apply on a choice, focus kept on the control used
// across the page load that follows, j and k through a list's rows, Ctrl or ⌘ Enter to save an
// edition, "?" for the list of shortcuts, and the bar's "More" closing as a menu does.
import { shortcutsDialogId } from "~/desk/keyboard-shortcuts";

const typingIn = (target: EventTarget | null) =>
  target instanceof HTMLElement && target.closest("input, textarea, select, [contenteditable]") !== null;

const plainKey = (event: KeyboardEvent) => !event.ctrlKey && !event.metaKey && !event.altKey;

// A filter's form loads a new page; the control the person used is named for that page, which focuses it again.
const focusKey = "desk-focus";

function rememberFocus(control: Element | null) {
  if (control instanceof HTMLElement && control.id) {
    sessionStorage.setItem(focusKey, JSON.stringify({ path: location.pathname, id: control.id }));
  }
}

function restoreFocus() {
  const saved = sessionStorage.getItem(focusKey);
  sessionStorage.removeItem(focusKey);
  const { path, id } = (saved ? JSON.parse(saved) : {}) as { path?: string; id?: string };
  const control = path === location.pathname && id ? document.getElementById(id) : null;
  if (!control) return;
  control.focus();
  if (control instanceof HTMLInputElement && control.type === "search") {
    control.setSelectionRange(control.value.length, control.value.length);
  }
}

/** Each choice applies on change; a date once the person leaves it (typing a year changes it at every digit). */
function applyOnChange(form: HTMLFormElement) {
  const changedDates = new Set<HTMLInputElement>();
  form.addEventListener("change", (event) => {
    const control = event.target;
    if (control instanceof HTMLSelectElement) {
      rememberFocus(control);
      form.requestSubmit();
    } else if (control instanceof HTMLInputElement && control.type === "date") {
      changedDates.add(control);
    }
  });
  form.addEventListener("focusout", (event) => {
    const date = event.target;
    if (!(date instanceof HTMLInputElement) || !changedDates.has(date)) return;
    const next = event.relatedTarget;
    rememberFocus(next instanceof Element && form.contains(next) ? next : date);
    form.requestSubmit();
  });
  form.addEventListener("submit", () => {
    if (form.contains(document.activeElement) && !sessionStorage.getItem(focusKey))
      rememberFocus(document.activeElement);
  });
}

/** Folded on a phone unless a filter is set, so the list comes first; open on a wider screen, as sent. */
function foldOnPhone(disclosure: HTMLDetailsElement) {
  const set = [...disclosure.querySelectorAll<HTMLInputElement | HTMLSelectElement>("select, input")].some(
    (control) => control.value !== "",
  );
  if (!set && matchMedia("(width < 48rem)").matches) disclosure.open = false;
}

/** j and k move to the next and previous row's link; Enter on it opens it, as any link. */
function walkRows(table: HTMLTableElement, step: 1 | -1) {
  const links = [...table.tBodies].flatMap((body) =>
    [...body.rows].map((row) => row.querySelector<HTMLAnchorElement>("a[href]")).filter((link) => link !== null),
  );
  if (links.length === 0) return;
  const current = links.findIndex((link) => link.closest("tr")?.contains(document.activeElement));
  const next =
    current === -1 ? (step === 1 ? 0 : links.length - 1) : Math.min(links.length - 1, Math.max(0, current + step));
  links[next]?.focus();
  links[next]?.closest("tr")?.scrollIntoView({ block: "nearest" });
}

/** The bar's "More" closes as a menu does: on Escape (back to its summary) and on a click elsewhere. */
function closeMenuAsMenusDo(menu: HTMLDetailsElement) {
  menu.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || !menu.open) return;
    menu.open = false;
    menu.querySelector("summary")?.focus();
  });
  document.addEventListener("click", (event) => {
    if (menu.open && !(event.target instanceof Node && menu.contains(event.target))) menu.open = false;
  });
}

export function startDeskKeyboard() {
  for (const menu of document.querySelectorAll<HTMLDetailsElement>("details[data-desk-menu]")) {
    closeMenuAsMenusDo(menu);
  }
  for (const form of document.querySelectorAll<HTMLFormElement>("form[data-desk-filters]")) applyOnChange(form);
  for (const disclosure of document.querySelectorAll<HTMLDetailsElement>("details[data-desk-fold]")) {
    foldOnPhone(disclosure);
  }
  restoreFocus();

  const rows = document.querySelector<HTMLTableElement>("table[data-desk-rows]");
  const shortcuts = document.getElementById(shortcutsDialogId);
  document.addEventListener("keydown", (event) => {
    const target = event.target;
    const form = target instanceof HTMLElement ? target.closest<HTMLFormElement>("form[data-save-shortcut]") : null;
    if (form && event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      form.requestSubmit();
      return;
    }
    if (!plainKey(event) || typingIn(target)) return;
    if (rows && (event.key === "j" || event.key === "k")) {
      event.preventDefault();
      walkRows(rows, event.key === "j" ? 1 : -1);
    } else if (event.key === "?" && shortcuts instanceof HTMLDialogElement && !shortcuts.open) {
      event.preventDefault();
      shortcuts.showModal();
    }
  });
}
