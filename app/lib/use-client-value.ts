import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/**
 * A value only the browser knows (its date, that scripts run at all): `undefined` in the
 * pre-rendered HTML and during hydration, so both match, then the browser's value. A value
 * read once, without an effect that renders twice.
 */
export function useClientValue<T>(read: () => T): T | undefined {
  return useSyncExternalStore<T | undefined>(subscribeToNothing, read, () => undefined);
}
