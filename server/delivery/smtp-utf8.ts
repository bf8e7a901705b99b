import SMTPConnection from "nodemailer/lib/smtp-connection";

/**
 * Whether the relay of SMTP_URL announces SMTPUTF8 (RFC 6531), which an address with letters outside
 * ASCII before the @ needs: asked with one EHLO on a connection of its own, on first need, and again
 * an hour later. nodemailer itself adds SMTPUTF8 to MAIL FROM when the relay announces it, and sends
 * the address as it is when it does not, which such a relay refuses with a 5xx that would wrongly mark
 * the address as bouncing; the channels ask this first instead (server/newsletter/subscription-channels.ts).
 */
export function smtpUtf8Probe(smtpUrl: string, { everyMs = 60 * 60 * 1000, now = Date.now } = {}) {
  let answer: { at: number; value: Promise<boolean> } | undefined;
  return (): Promise<boolean> => {
    if (!answer || now() - answer.at >= everyMs) {
      const value = announcesSmtpUtf8(new URL(smtpUrl));
      answer = { at: now(), value };
      // A relay that cannot be reached is asked again next time.
      value.catch(() => (answer = undefined));
    }
    return answer.value;
  };
}

function announcesSmtpUtf8(url: URL): Promise<boolean> {
  const secure = url.protocol === "smtps:";
  const connection = new SMTPConnection({
    host: url.hostname,
    port: Number(url.port) || (secure ? 465 : 587),
    secure,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
  });
  return new Promise((resolve, reject) => {
    connection.once("error", reject);
    // Once connected, the last answer is the EHLO's (after STARTTLS, the second one's): the relay's extensions.
    connection.connect((error) => {
      if (error) return reject(error);
      resolve(/^250[ -]SMTPUTF8\b/im.test(String(connection.lastServerResponse)));
      connection.quit();
    });
  });
}
