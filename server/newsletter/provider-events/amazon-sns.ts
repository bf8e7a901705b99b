import { createVerify } from "node:crypto";
import { EventRefused } from "./mail-events";

/**
 * Amazon SNS messages, verified as Amazon's documentation asks ("Verifying the signatures of Amazon SNS
 * messages"), on node:crypto rather than with sns-validator: that package fetches the certificate
 * itself over https with no way to hand it one, so a test could verify nothing without the internet.
 * Here the certificate comes from `certificates`, a function given in (the server's fetches it over
 * https and keeps it; a test serves its own), and only after the checks that make fetching it safe:
 * the topic is one we subscribed (SES_SNS_TOPIC_ARNS) and the certificate's address is https on an
 * SNS host (sns.<region>.amazonaws.com, or .amazonaws.com.cn) ending in .pem.
 *
 * The string signed is each of these keys present in the message, in this order, as "key\nvalue\n":
 * Message, MessageId, Subject (notifications only, when present), SubscribeURL and Token (subscription
 * messages only), Timestamp, TopicArn, Type. SignatureVersion 1 signs it with SHA1, 2 with SHA256.
 */
export type SnsMessage = {
  Type: "Notification" | "SubscriptionConfirmation" | "UnsubscribeConfirmation";
  MessageId: string;
  TopicArn: string;
  Message: string;
  Timestamp: string;
  SignatureVersion: string;
  Signature: string;
  SigningCertURL: string;
  Subject?: string;
  SubscribeURL?: string;
  Token?: string;
};

const types = new Set(["Notification", "SubscriptionConfirmation", "UnsubscribeConfirmation"]);
const snsHost = /^sns\.[a-z0-9-]+\.amazonaws\.com(?:\.cn)?$/;

/** Whether `url` is an https address on an SNS host: the only place a certificate or a confirmation is fetched from. */
export function isSnsUrl(url: string, { pem }: { pem: boolean }): boolean {
  if (!URL.canParse(url)) return false;
  const parsed = new URL(url);
  return (
    parsed.protocol === "https:" &&
    snsHost.test(parsed.hostname) &&
    parsed.port === "" &&
    !parsed.username &&
    (!pem || parsed.pathname.endsWith(".pem"))
  );
}

/** Reads the message's fields; refuses (400) a body that is not an SNS message. */
export function parseSnsMessage(body: string): SnsMessage {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    throw new EventRefused(400, "the body is not JSON");
  }
  const message = value as Record<string, unknown>;
  const required = [
    "Type",
    "MessageId",
    "TopicArn",
    "Message",
    "Timestamp",
    "SignatureVersion",
    "Signature",
    "SigningCertURL",
  ];
  const subscription = message?.Type === "SubscriptionConfirmation" || message?.Type === "UnsubscribeConfirmation";
  const fields = [...required, ...(subscription ? ["SubscribeURL", "Token"] : [])];
  if (
    typeof message !== "object" ||
    message === null ||
    !types.has(String(message.Type)) ||
    fields.some((key) => typeof message[key] !== "string") ||
    (message.Subject !== undefined && message.Subject !== null && typeof message.Subject !== "string")
  ) {
    throw new EventRefused(400, "the body is not an Amazon SNS message");
  }
  return message as SnsMessage;
}

function stringToSign(message: SnsMessage): string {
  const keys =
    message.Type === "Notification"
      ? ["Message", "MessageId", "Subject", "Timestamp", "TopicArn", "Type"]
      : ["Message", "MessageId", "SubscribeURL", "Timestamp", "Token", "TopicArn", "Type"];
  return keys
    .filter((key) => typeof message[key as keyof SnsMessage] === "string")
    .map((key) => `${key}\n${message[key as keyof SnsMessage]}\n`)
    .join("");
}

/**
 * Verifies the message for one of `topics`; refuses a stranger's topic (403) before anything is
 * fetched, then a certificate address off SNS or a signature that does not match (401).
 */
export async function verifySnsMessage(
  message: SnsMessage,
  { topics, certificates }: { topics: readonly string[]; certificates: (url: string) => Promise<string> },
): Promise<void> {
  if (!topics.includes(message.TopicArn)) throw new EventRefused(403, "the message is for a topic not configured here");
  const algorithm = { "1": "RSA-SHA1", "2": "RSA-SHA256" }[message.SignatureVersion];
  if (!algorithm) throw new EventRefused(401, `signature version ${message.SignatureVersion} is not known`);
  if (!isSnsUrl(message.SigningCertURL, { pem: true })) {
    throw new EventRefused(401, "the signing certificate is not on an Amazon SNS host");
  }
  const certificate = await certificates(message.SigningCertURL);
  let valid = false;
  try {
    valid = createVerify(algorithm)
      .update(stringToSign(message), "utf8")
      .verify(certificate, message.Signature, "base64");
  } catch {
    valid = false;
  }
  if (!valid) throw new EventRefused(401, "the signature does not match");
}

/**
 * The certificates of SigningCertURLs, fetched over https (which authenticates the SNS host) and kept:
 * SNS signs with few of them, for months each.
 */
export function fetchedCertificates({ timeoutMs = 5_000, keep = 20 } = {}) {
  const kept = new Map<string, Promise<string>>();
  return (url: string): Promise<string> => {
    let certificate = kept.get(url);
    if (!certificate) {
      certificate = fetch(url, { redirect: "error", signal: AbortSignal.timeout(timeoutMs) }).then(async (response) => {
        if (!response.ok) throw new Error(`the certificate answered HTTP ${response.status}`);
        return response.text();
      });
      if (kept.size >= keep) kept.delete(kept.keys().next().value as string);
      kept.set(url, certificate);
      certificate.catch(() => kept.delete(url));
    }
    return certificate;
  };
}
