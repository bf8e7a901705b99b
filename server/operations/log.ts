import { createHmac, randomBytes } from "node:crypto";
import { format } from "node:util";
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

/** How many recent values keep their hash at hand: a client's address is hashed for each of its requests. */
const rememberedHashes = 1_000;

function keyedHash(key: Buffer): KeyedHash {
  const recent = new Map<string, string>();
  return (value) => {
    let hashed = recent.get(value);
    if (hashed === undefined) {
      hashed = createHmac("sha256", key).update(value).digest("base64url").slice(0, 16);
      if (recent.size >= rememberedHashes) recent.clear();
      recent.set(value, hashed);
    }
    return hashed;
  };
}

export type ServerLog = { logger: Logger; log: Log; hash: KeyedHash };

/**
 * The server's log: one JSON object per line on stdout (or `destination`), with an ISO time and the
 * level's name. Stdout is written asynchronously: under load, lines written while one write is under
 * way go out together in the next, rather than one blocking write per request; pino writes what is
 * left when the process exits. Every line passes one last filter before it is written: an address in
 * it, wherever it came from (an SMTP server's error message, a path someone typed), becomes
 * `address:<keyed hash>`.
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
    destination ?? pino.destination({ dest: 1, sync: false }),
  );
  return { logger, log: (message, fields) => logger.info(fields ?? {}, message), hash };
}

/**
 * Sends what the server's other code writes to the console (the React Router entry's refusals,
 * libraries' warnings) through the log, so that every line of the server's output is JSON and passes
 * the same filter. Only for the server's process (server/main.ts): the commands keep their console.
 */
export function routeConsoleTo(logger: Logger) {
  const lineOf = (args: unknown[]) =>
    args.length === 1 && args[0] instanceof Error ? [{ err: args[0] }, args[0].message] : [{}, format(...args)];
  console.log = console.info = (...args: unknown[]) => logger.info(...(lineOf(args) as [object, string]));
  console.warn = (...args: unknown[]) => logger.warn(...(lineOf(args) as [object, string]));
  console.error = (...args: unknown[]) => logger.error(...(lineOf(args) as [object, string]));
}
