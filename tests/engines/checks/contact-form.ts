/**
 * The contact form sent with JavaScript in every engine: typed into as a visitor types, sent, the
 * success toast shown, the fields cleared. Each message carries a marker, so the suite can check
 * afterwards that the server stored every one (../engine-suite.ts).
 */
import { content } from "../../support/content";
import { uniqueMarker } from "../../support/stored-submissions";
import { islandStarted } from "../support/islands";
import { type Check, describeVisit } from "../support/visit";

const form = "#contact-message-form";
const success = content("forms/contact").success;

/** The marker of each message sent, by the visit that sent it. */
export const sentMessages = new Map<string, string>();

export const contactForm: Check = {
  name: "contact form",
  async run(visit) {
    const { page } = visit;
    await islandStarted(page, "contact-form");
    const marker = uniqueMarker();
    await page.type(`${form} [name="name"]`, "Ada Lovelace");
    await page.type(`${form} [name="email"]`, "ada@example.com");
    await page.type(`${form} [name="message"]`, `Checking every engine ${marker}`);
    await page.click(`${form} button[type="submit"]`);
    sentMessages.set(describeVisit({ ...visit, engine: page.engine }), marker);
    await page.waitFor(
      "the success toast shows on screen",
      (success) =>
        [...document.querySelectorAll("[data-sonner-toast]")].some((toast) => {
          const box = toast.getBoundingClientRect();
          return toast.textContent?.includes(success) && box.left >= 0 && box.right <= innerWidth && box.height > 0;
        }),
      success,
    );
    await page.waitFor(
      "the fields are cleared",
      (form) =>
        ["name", "email", "message"].every(
          (name) => document.querySelector<HTMLInputElement>(`${form} [name="${name}"]`)?.value === "",
        ),
      form,
    );
  },
};
