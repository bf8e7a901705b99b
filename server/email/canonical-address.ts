import { domainToASCII, domainToUnicode } from "node:url";

/**
 * An e-mail address as the subscriptions and the privacy requests store, hash and compare it: one
 * form per mailbox, whatever way it was typed. Trimmed; the local part in Unicode NFC and lower case
 * (as every address was stored before, so no subscriber changes); the domain in lower-case Unicode
 * (`münchen.de`, also when typed `XN--MNCHEN-3YA.DE`), the form a person reads in a list or an export.
 * The mail is sent with the ASCII form of the domain: nodemailer converts it for the SMTP envelope.
 * A domain that has no valid ASCII form is only put in lower case.
 */
export function canonicalAddress(address: string): string {
  const trimmed = address.trim();
  const at = trimmed.lastIndexOf("@");
  const local = trimmed.slice(0, Math.max(at, 0)).normalize("NFC").toLowerCase();
  const domain = trimmed.slice(at + 1).normalize("NFC");
  const ascii = domainToASCII(domain);
  return `${at === -1 ? "" : `${local}@`}${ascii ? domainToUnicode(ascii) : domain.toLowerCase()}`;
}

/**
 * The address to hand to the SMTP relay: with an ASCII local part, the domain in its ASCII form
 * (`user@xn--mnchen-3ya.de`), which every relay takes; one with letters outside ASCII before the @
 * needs SMTPUTF8 (RFC 6531) anyway, and goes as it is.
 */
export function smtpAddress(address: string): string {
  const at = address.lastIndexOf("@");
  const local = address.slice(0, at);
  if (at === -1 || !/^\p{ASCII}*$/u.test(local)) return address;
  return `${local}@${domainToASCII(address.slice(at + 1)) || address.slice(at + 1)}`;
}
