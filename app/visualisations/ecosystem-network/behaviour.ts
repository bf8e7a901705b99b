import { hubPhaseIntervalMs, nextHubPhaseIndex } from "./hub-cycle";

/** The name of the diagram's island, on its server-rendered markup (app/routes/ecosystem.tsx). */
export const ecosystemNetworkIsland = "ecosystem-network";

function part<T extends Element = HTMLElement>(root: ParentNode, selector: string): T {
  const element = root.querySelector<T>(selector);
  if (!element) throw new Error(`ecosystem network: its markup has no ${selector}`);
  return element;
}

/**
 * Brings the server-rendered diagram (./ecosystem-network-diagram.tsx) to life without React: the
 * hub cycles through its phases every hubPhaseIntervalMs until paused, and the source in hand (by
 * pointer, focus or tap) is drawn active with its description. Only `data-*` attributes, `hidden`
 * and text change here; the diagram's classes say how each state looks. Attributes are set by their
 * full names: the per-page stylesheet keeps a rule such as `[data-emphasis=active]` only when a
 * page's markup or scripts name it (scripts/page-css.ts).
 */
export function enhanceEcosystemNetwork(root: ParentNode) {
  const figure = part(root, "[data-ecosystem-network]");
  const chips = [...figure.querySelectorAll<HTMLElement>("[data-chip-id]")];
  const sources = [...figure.querySelectorAll<HTMLElement>("[data-source]")];
  const lines = [...figure.querySelectorAll<SVGElement>("[data-source-line]")];
  const phaseText = part(figure, "[data-hub-phase]");
  const live = part(figure, "[data-hub-live]");
  const descriptionLabel = part(figure, "[data-description-label]");
  const descriptionText = part(figure, "[data-description-text]");
  const prompt = descriptionText.textContent;

  let phaseIndex = 0;
  const showPhase = (index: number) => {
    phaseIndex = index;
    const chip = chips[index];
    const phase = chip.dataset.phase ?? "";
    phaseText.textContent = phase;
    part(live, "[data-live-phase]").textContent = phase;
    part(live, "[data-live-chip]").textContent = part(chip, "[data-chip-label]").textContent;
    for (const other of chips) other.setAttribute("data-active", String(other === chip));
  };

  // The pause button names what it will do: one of its two labels shows at a time.
  const pauseButton = part(figure, "[data-hub-pause]");
  const whenPlaying = part(pauseButton, '[data-when="playing"]');
  const whenPaused = part(pauseButton, '[data-when="paused"]');
  let timer: number | undefined;
  const play = () => {
    timer = window.setInterval(() => showPhase(nextHubPhaseIndex(phaseIndex, chips.length)), hubPhaseIntervalMs);
  };
  pauseButton.addEventListener("click", () => {
    if (timer === undefined) play();
    else {
      window.clearInterval(timer);
      timer = undefined;
    }
    whenPlaying.hidden = timer === undefined;
    whenPaused.hidden = timer !== undefined;
  });
  play();

  const holdSource = (held: HTMLElement | null) => {
    const heldId = held?.dataset.source;
    for (const source of sources) source.setAttribute("data-active", String(source === held));
    for (const line of lines) {
      if (heldId === undefined) line.removeAttribute("data-emphasis");
      else line.setAttribute("data-emphasis", line.dataset.sourceLine === heldId ? "active" : "dimmed");
    }
    if (!held) {
      descriptionLabel.textContent = "";
      descriptionText.textContent = prompt;
      return;
    }
    const button = part(held, "button");
    descriptionLabel.textContent = `${part(button, "[data-source-label]").textContent}:`;
    descriptionText.textContent =
      document.getElementById(button.getAttribute("aria-describedby") ?? "")?.textContent ?? "";
  };
  for (const source of sources) {
    const button = part(source, "button");
    for (const type of ["mouseenter", "focus", "click"]) button.addEventListener(type, () => holdSource(source));
    for (const type of ["mouseleave", "blur"]) button.addEventListener(type, () => holdSource(null));
  }

  // The phase is announced only while the visitor is in the diagram, not to every reader of the page.
  figure.addEventListener("focusin", () => live.setAttribute("aria-live", "polite"));
  figure.addEventListener("focusout", (event) => {
    if (!figure.contains(event.relatedTarget as Node | null)) live.setAttribute("aria-live", "off");
  });
}
