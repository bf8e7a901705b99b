import { createHmac, randomBytes } from "node:crypto";
import { pino, type DestinationStream, type Logger } from "pino";

type LogFields = Record<string, string | number | boolean | null | undefined>;
/** One event for the log: a sentence for people, and fields to filter on. */
export type Log = (message: string, fields?: LogFields) => void;

/**
 * Anything shaped like an e-mail address, inside a JSON string (no quote, backslash or space in it),
 * including the internationalised ones the site accepts.
 */
const addressLike = /[^\s"'<>()[\]\\,;:@]+@[^\s"'<>()[\]\\,;:@]+\.[^\s"'<>()[\]\\,;:@]+/gu;

/** Headers that carry a session, a token or a client's address: never written, whatever logs a request. */
const redactedHeaders = ["cookie", "authorization", "set-cookie", "x-forwarded-for", "x-real-ip", "forwarded"];

/**
 * Tells people apart in the log without naming them: an HMAC with a key made when the process starts
 * and never written, so a hash cannot be reversed by hashing guessed addresses, and the same person
 * has the same hash for as long as the process runs.
 */
export type KeyedHash = (value: string) => string;

function keyedHash(key: Buffer): KeyedHash {
  return (value) => createHmac("sha256", key).update(value).digest("base64url").slice(0, 16);
}

export type ServerLog = { logger: Logger; log: Log; hash: KeyedHash };

/**
 * The server's log: one JSON object per line on stdout (or `destination`), with an ISO time and the
 * level's name. Every line passes one last filter before it is written: an address in it, wherever it
 * came from (an SMTP server's error message, a path someone typed), becomes `address:<keyed hash>`.
 */
export function createServerLog(destination?: DestinationStream): ServerLog {
  const hash = keyedHash(randomBytes(32));
  const logger = pino(
    {
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: {
        paths: redactedHeaders.flatMap((name) => [`headers["${name}"]`, `req.headers["${name}"]`]),
        censor: "[redacted]",
      },
      hooks: {
        streamWrite: (line) => line.replace(addressLike, (address) => `address:${hash(address.toLowerCase())}`),
      },
    },
    destination,
  );
  return { logger, log: (message, fields) => logger.info(fields ?? {}, message), hash };
}
