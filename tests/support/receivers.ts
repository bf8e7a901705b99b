/**
 * Real receivers on loopback for the delivery tests: an SMTP server (smtp-server)
 * that keeps every message and answers chosen recipients as a mail server would (refused for
 * good, 550; deferred, 451), and an HTTP webhook receiver that keeps every request
 * and can be told to fail or to go away.
 */
import { writeFileSync } from "node:fs";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { SMTPServer } from "smtp-server";

/** `smtpUtf8`: whether the recipient came with SMTPUTF8 on MAIL FROM (RFC 6531). */
export type ReceivedMail = { from: string; to: string[]; raw: string; smtpUtf8: boolean };

/** An SMTP answer refusing a recipient, with its code (smtp-server sends `responseCode` and the message). */
function refusal(code: number, text: string) {
  return Object.assign(new Error(text), { responseCode: code });
}

/**
 * `smtpUtf8`: whether the server announces SMTPUTF8; `keepIn`: also writes each message to a file of that
 * folder, for tests in other processes (tests/engines).
 */
export async function startSmtpReceiver(
  port = 0,
  { smtpUtf8 = true, keepIn }: { smtpUtf8?: boolean; keepIn?: string } = {},
) {
  const messages: ReceivedMail[] = [];
  /** Connections opened so far: a sender that keeps a pool opens one for many messages. */
  const connections = { count: 0 };
  /** Recipients refused for good (550 5.1.1), and those deferred (451 4.2.1) this many times before they are taken. */
  const refused = new Set<string>();
  const deferred = new Map<string, number>();
  /** Every RCPT TO answered, taken or not: the attempts a sender made. */
  const attempts: string[] = [];
  /**
   * Each recipient as the sender wrote it: smtp-server hands on a domain converted to Unicode, so the
   * command is read from its log (by connection) to see whether the sender wrote the ASCII form.
   */
  const recipientsAsSent: string[] = [];
  const lastRecipient = new Map<string, string>();
  const ignore = () => {};
  const logger = {
    trace: ignore,
    info: ignore,
    warn: ignore,
    error: ignore,
    fatal: ignore,
    debug(entry: { command?: string; cid?: string }, _message: string, line?: unknown) {
      if (entry.command !== "RCPT" || !entry.cid) return;
      lastRecipient.set(entry.cid, /<([^>]*)>/.exec(String(line))?.[1] ?? "");
    },
  };
  const server = new SMTPServer({
    authOptional: true,
    onConnect(_session, callback) {
      connections.count += 1;
      callback();
    },
    disabledCommands: ["STARTTLS"],
    hideSMTPUTF8: !smtpUtf8,
    logger,
    onRcptTo({ address }, session, callback) {
      attempts.push(address);
      const asSent = lastRecipient.get(session.id) ?? address;
      recipientsAsSent.push(asSent);
      if (refused.has(address))
        return callback(refusal(550, `5.1.1 <${address}>: Recipient address rejected: User unknown`));
      const deferrals = deferred.get(address) ?? 0;
      if (deferrals > 0) {
        deferred.set(address, deferrals - 1);
        return callback(refusal(451, "4.2.1 Mailbox busy, try again later"));
      }
      // A mail server refuses an address with letters outside ASCII unless SMTPUTF8 was declared.
      if (/\P{ASCII}/u.test(asSent) && !session.envelope.smtpUtf8) {
        return callback(refusal(553, "5.6.7 Must declare SMTPUTF8 to send unicode address"));
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString("utf8"),
          smtpUtf8: Boolean((session.envelope as { smtpUtf8?: boolean }).smtpUtf8),
        });
        if (keepIn)
          writeFileSync(path.join(keepIn, `${String(messages.length).padStart(6, "0")}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  // A sender killed mid-session (the crash tests) resets its connection: that is no receiver failure.
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.server.address() as AddressInfo;
  return {
    port: address.port,
    url: `smtp://127.0.0.1:${address.port}`,
    messages,
    connections,
    refused,
    deferred,
    attempts,
    recipientsAsSent,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type ReceivedRequest = { method: string; url: string; headers: IncomingHttpHeaders; body: Buffer };

export async function startWebhookReceiver(port = 0) {
  const requests: ReceivedRequest[] = [];
  /** The status to answer with; 200 unless a test makes the receiver fail. */
  const state = { status: 200 };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      requests.push({
        method: req.method ?? "",
        url: req.url ?? "",
        headers: req.headers,
        body: Buffer.concat(chunks),
      });
      res.writeHead(state.status, { "Content-Type": "text/plain" }).end(state.status < 300 ? "ok" : "unavailable");
    });
  });
  // A fixed port already taken (tests/support/analytics-settings.ts) says so instead of waiting for ever.
  await new Promise<void>((resolve, reject) => server.once("error", reject).listen(port, "127.0.0.1", resolve));
  const address = server.address() as AddressInfo;
  return {
    port: address.port,
    url: `http://127.0.0.1:${address.port}/leads`,
    requests,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The decoded text of the MIME part with this content type (quoted-printable or base64). */
export function mimePart(raw: string, contentType: "text/plain" | "text/html"): string {
  const start = raw.search(new RegExp(`Content-Type: ${contentType.replace("/", "\\/")}`, "i"));
  if (start === -1) throw new Error(`no ${contentType} part`);
  const part = raw.slice(start);
  const headerEnd = part.indexOf("\r\n\r\n");
  const headers = part.slice(0, headerEnd);
  let body = part.slice(headerEnd + 4);
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  const end = boundary ? body.indexOf(`\r\n--${boundary}`) : -1;
  if (end !== -1) body = body.slice(0, end);
  if (/Content-Transfer-Encoding: base64/i.test(headers)) return Buffer.from(body, "base64").toString("utf8");
  if (/Content-Transfer-Encoding: quoted-printable/i.test(headers)) {
    const bytes = body
      .replace(/=\r\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  return body;
}

/** A header of a raw message (first occurrence, unfolded). */
export function mailHeader(raw: string, name: string): string | undefined {
  const head = raw.slice(0, raw.indexOf("\r\n\r\n")).replace(/\r\n[ \t]+/g, " ");
  return new RegExp(`^${name}: (.*)$`, "im").exec(head)?.[1];
}

/** Polls until `check` returns a value other than undefined/false, or fails after `timeoutMs`. */
export async function eventually<T>(
  check: () => T | undefined | false | Promise<T | undefined | false>,
  timeoutMs = 15_000,
  what = "condition",
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
