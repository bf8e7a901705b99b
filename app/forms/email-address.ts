import { regexes } from "zod/mini";

/**
 * Whether the subscribe form takes `value` as an e-mail address (browser and server alike): an
 * ordinary address, or an internationalised one (RFC 6531): letters of any script in the local part,
 * a domain in Unicode (münchen.de) or in its ASCII form (xn--mnchen-3ya.de). The local part is checked
 * with zod's `email` pattern, each letter outside ASCII counting as one ASCII letter; the domain in
 * its ASCII form, which the URL parser of browsers and Node gives: two labels at least, each of
 * letters, digits and inner hyphens, the last not a number (an IDN top-level domain is xn--…).
 */
const domainCharacters = /^[\p{L}\p{M}\p{N}.-]+$/u;
const spaceOrControl = /[\p{White_Space}\p{C}]/u;
const label = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

function isDomain(domain: string): boolean {
  if (!domainCharacters.test(domain)) return false;
  let ascii: string;
  try {
    ascii = new URL(`http://${domain}`).hostname;
  } catch {
    return false;
  }
  const labels = ascii.split(".");
  const last = labels.at(-1) as string;
  return labels.length >= 2 && labels.every((part) => label.test(part)) && last.length >= 2 && !/^\d+$/.test(last);
}

export function isEmailAddress(value: string): boolean {
  const at = value.lastIndexOf("@");
  const local = value.slice(0, at);
  if (at < 1 || spaceOrControl.test(local) || !isDomain(value.slice(at + 1))) return false;
  return regexes.email.test(`${local.replace(/\P{ASCII}/gu, "a")}@example.com`);
}
