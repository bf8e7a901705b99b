/** What an SMTP failure says about its address (server/delivery/smtp-failure.ts), as nodemailer reports it. */
import { describe, expect, it } from "vitest";
import { CannotSendThroughRelay, failureKind } from "../../../server/delivery/smtp-failure";

const smtpError = (response: string, command: string) =>
  Object.assign(new Error(`Failed: ${response}`), {
    response,
    responseCode: Number(response.slice(0, 3)),
    command,
  });

describe("SMTP failures", () => {
  it("a 5xx answer to RCPT TO refuses the address for good", () => {
    expect(failureKind(smtpError("550 5.1.1 <a@example.com>: User unknown", "RCPT TO"))).toBe("refused");
    expect(failureKind(smtpError("550 Mailbox unavailable", "RCPT TO"))).toBe("refused");
    expect(failureKind(smtpError("500 Syntax error", "RCPT TO"))).toBe("refused");
  });

  it("a 5xx after DATA refuses the address only when its enhanced code is about the address or its mailbox", () => {
    expect(failureKind(smtpError("550 5.1.1 The email account does not exist", "DATA"))).toBe("refused");
    expect(failureKind(smtpError("552 5.2.2 Mailbox full", "DATA"))).toBe("refused");
    expect(failureKind(smtpError("554 5.7.1 Message rejected as spam", "DATA"))).toBe("temporary");
    expect(failureKind(smtpError("535 5.7.8 Authentication failed", "AUTH PLAIN"))).toBe("temporary");
    expect(failureKind(smtpError("550 Requested action not taken 5.1.1x", "DATA"))).toBe("temporary");
  });

  it("4xx answers, lost connections and time-outs are temporary; a relay that cannot take the message is its own case", () => {
    expect(failureKind(smtpError("451 4.2.1 Mailbox busy", "RCPT TO"))).toBe("temporary");
    expect(failureKind(Object.assign(new Error("Connection closed"), { code: "ECONNECTION" }))).toBe("temporary");
    expect(failureKind(Object.assign(new Error("x"), { responseCode: "550", command: "RCPT TO" }))).toBe("temporary");
    expect(failureKind(new CannotSendThroughRelay("no SMTPUTF8"))).toBe("cannot send");
  });
});
