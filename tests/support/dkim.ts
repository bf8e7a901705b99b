/**
 * Verifies a DKIM-Signature (RFC 6376, relaxed/relaxed, rsa-sha256) of a raw message as a receiving
 * mail server would, written apart from nodemailer's signer so that a test does not check the signer
 * against itself. Returns the signed header names, or throws saying what does not match.
 */
import { createHash, createVerify } from "node:crypto";

const relaxedValue = (value: string) =>
  value
    .replace(/\r\n(?=[ \t])/g, "")
    .replace(/[ \t]+/g, " ")
    .trim();

function relaxedBody(body: string): string {
  const lines = body.split("\r\n").map((line) => line.replace(/[ \t]+/g, " ").replace(/ $/, ""));
  while (lines.length > 0 && lines.at(-1) === "") lines.pop();
  return lines.length === 0 ? "" : `${lines.join("\r\n")}\r\n`;
}

export function verifyDkim(raw: string, publicKeyPem: string): string[] {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split + 2);
  const body = raw.slice(split + 4);
  // Each header field with its folded lines, in order.
  const fields = head.split(/\r\n(?![ \t])/).filter(Boolean);
  const nameOf = (field: string) => field.slice(0, field.indexOf(":")).trim().toLowerCase();
  const signature = fields.find((field) => nameOf(field) === "dkim-signature");
  if (!signature) throw new Error("no DKIM-Signature header");
  const tags = new Map(
    relaxedValue(signature.slice(signature.indexOf(":") + 1))
      .split(";")
      .map((tag) => tag.trim())
      .filter(Boolean)
      .map((tag) => [tag.slice(0, tag.indexOf("=")), tag.slice(tag.indexOf("=") + 1).replace(/\s+/g, "")]),
  );
  if (tags.get("a") !== "rsa-sha256" || tags.get("c") !== "relaxed/relaxed") throw new Error("unexpected algorithm");
  const bodyHash = createHash("sha256").update(relaxedBody(body)).digest("base64");
  if (bodyHash !== tags.get("bh")) throw new Error("the body hash does not match");
  const signed = (tags.get("h") ?? "").split(":").map((name) => name.toLowerCase());
  // A name listed again takes the next instance up from the bottom; one not present adds nothing.
  const remaining = new Map<string, string[]>();
  for (const field of fields) remaining.set(nameOf(field), [...(remaining.get(nameOf(field)) ?? []), field]);
  const canonical = signed.flatMap((name) => {
    const field = remaining.get(name)?.pop();
    return field ? [`${name}:${relaxedValue(field.slice(field.indexOf(":") + 1))}\r\n`] : [];
  });
  const withoutB = `dkim-signature:${relaxedValue(signature.slice(signature.indexOf(":") + 1)).replace(/(^|;)\s*b=[^;]*/, "$1 b=")}`;
  const verifier = createVerify("RSA-SHA256").update(canonical.join("") + withoutB.replace(/; b= ?$/, "; b="));
  if (!verifier.verify(publicKeyPem, tags.get("b") ?? "", "base64")) throw new Error("the signature does not match");
  return signed;
}
