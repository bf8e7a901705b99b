import { Monitor, Moon, Sun } from "lucide-react";
import { themeChoices, themeStorageKey } from "~/design/theme";
import navigation from "~content/site/navigation";

const { themeControl: copy } = navigation;

const choiceIcons = { system: Monitor, light: Sun, dark: Moon };

/**
 * System, light or dark (docs/decisions/012-dark-mode.md): a native `<details>` disclosure, like the
 * small-screen menu beside it, holding a group of real radio buttons, so that browsers announce the
 * control's name, whether it is open and which choice is checked. Without JavaScript no choice could
 * be kept, so it is drawn only where script runs (the `scripted:` variant, set before first paint);
 * app/browser/page.js checks the current choice and applies new ones (the stylesheet follows the system setting in either case). Its button shows the
 * theme in use.
 */
export function ThemeControl() {
  return (
    <details data-theme-control data-theme-storage={themeStorageKey} className="relative hidden scripted:block">
      <summary className="flex size-12 cursor-pointer list-none items-center justify-center rounded-full text-ink hover:bg-surface-soft [&::-webkit-details-marker]:hidden">
        <Sun aria-hidden="true" className="size-6 dark:hidden" />
        <Moon aria-hidden="true" className="hidden size-6 dark:block" />
        <span className="sr-only">{copy.label}</span>
      </summary>
      <fieldset className="absolute top-full right-0 mt-2 w-44 rounded-card border border-line bg-surface-raised p-2 shadow-card">
        <legend className="sr-only">{copy.label}</legend>
        {themeChoices.map((choice) => {
          const Icon = choiceIcons[choice];
          return (
            <label
              key={choice}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 text-sm font-medium text-ink hover:bg-surface-soft has-checked:bg-brand-soft has-checked:text-brand-strong"
            >
              <input
                type="radio"
                name="theme"
                value={choice}
                defaultChecked={choice === "system"}
                className="size-4 accent-brand"
              />
              <Icon aria-hidden="true" className="size-4" />
              {copy[choice]}
            </label>
          );
        })}
      </fieldset>
    </details>
  );
}
