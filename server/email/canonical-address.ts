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
