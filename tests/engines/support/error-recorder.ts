/**
 * Runs first in every document under test (a preload script in Firefox, a script the test proxy
 * puts first in <head> for WebKit) and keeps what a visitor's browser would show as an error:
 * uncaught exceptions, rejected promises nobody handled, resources that failed to load, and
 * console.error calls. Checks read them back from `window.__engineErrors`.
 */
export function recordErrors() {
  const errors: string[] = [];
  Object.defineProperty(window, "__engineErrors", { value: errors });
  addEventListener(
    "error",
    (event) => {
      const target = event.target;
      if (target instanceof HTMLScriptElement || target instanceof HTMLLinkElement) {
        errors.push(`failed to load ${target instanceof HTMLScriptElement ? target.src : target.href}`);
      } else if (target instanceof HTMLImageElement) {
        errors.push(`failed to load ${target.currentSrc || target.src}`);
      } else if (event instanceof ErrorEvent) {
        errors.push(`${event.message} (${event.filename}:${event.lineno})`);
      }
    },
    true,
  );
  addEventListener("unhandledrejection", (event) => errors.push(`unhandled rejection: ${String(event.reason)}`));
  addEventListener("securitypolicyviolation", (event) =>
    errors.push(`CSP blocked ${event.blockedURI || "inline code"} (${event.violatedDirective})`),
  );
  const consoleError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    errors.push(`console.error: ${args.map(String).join(" ")}`);
    consoleError(...args);
  };
}

/** The errors the recorder kept in the current document. */
export function recordedErrors(): string[] {
  return (window as unknown as { __engineErrors?: string[] }).__engineErrors ?? ["the error recorder did not run"];
}
