/**
 * A device's name from its browser's user agent, roughly ("Chrome on Mac"): enough to tell one's
 * sessions apart, and the name a new passkey is offered (its owner may change it).
 */
export function deviceName(userAgent: string): string {
  const browser = /(Edg|Firefox|Chrome|Safari)\/[\d.]+/.exec(userAgent)?.[1] ?? "A browser";
  const system = /(Windows|Mac OS X|iPhone|iPad|Android|Linux)/.exec(userAgent)?.[1];
  return [browser === "Edg" ? "Edge" : browser, system && `on ${system === "Mac OS X" ? "Mac" : system}`]
    .filter(Boolean)
    .join(" ");
}
