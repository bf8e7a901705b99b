/**
 * The server's log (server/operations/log*.ts) through a whole visit of the real production server
 * behind a proxy: a contact form sent, a newsletter subscription confirmed, a staff member signed in
 * with an e-mailed code after a wrong one, a lead's status changed, a post from another site refused.
 * Every line of its output is JSON,
 * none holds an address, token, code, session or client address the visit used, and the request id the
 * proxy gave the form's post is on the worker's lines for the e-mails that post queued.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { afterAll, expect, it } from "vitest";
import { subscribeFormName } from "~/newsletter/newsletter-lists";
import { issueFormToken } from "~/forms/fill-time-token.server";
import { honeypotFieldName, tokenFieldName } from "~/forms/form-protocol";
import { Storage } from "../../server/storage/database";
import { runScript } from "../support/commands";
import { codeIn, deskClient, printedLink } from "../support/desk-client";
import { freePort } from "../support/free-port";
import { sampleValue } from "../support/metrics-text";
import {
  formTokenSecret,
  postForm,
  type RunningServer,
  startProductionServer,
  validFields,
} from "../support/production-server";
import { eventually, startSmtpReceiver } from "../support/receivers";

const dir = mkdtempSync(path.join(os.tmpdir(), "logs-"));
const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  rmSync(dir, { recursive: true, force: true });
});

/** The visitor's address as the proxy in front of the server reports it (TRUST_PROXY=loopback trusts it). */
const clientAddress = "203.0.113.77";
const viaProxy = { "X-Forwarded-For": clientAddress };
const proxyRequestId = "edge-7f3a9c-0001";

type LogLine = { level: string; msg: string; requestId?: string; event?: string; kind?: string; path?: string };

it(
  "logs a visitor's and a staff member's whole visit as JSON lines naming none of their addresses, tokens or codes",
  { timeout: 180_000 },
  async () => {
    const databaseUrl = `file:${path.join(dir, "site.db")}`;
    const smtp = await startSmtpReceiver();
    cleanups.push(() => smtp.close());
    const metricsPort = await freePort();
    const server: RunningServer = await startProductionServer({
      DATABASE_URL: databaseUrl,
      SMTP_URL: smtp.url,
      METRICS_PORT: String(metricsPort),
    });
    cleanups.push(() => server.stop());
    const storage = new Storage({ kind: "sqlite", file: path.join(dir, "site.db") }, () => {});
    cleanups.push(() => storage.close());
    const mailTo = async (address: string) => {
      const message = await eventually(
        () => smtp.messages.find((candidate) => candidate.to.includes(address)),
        20_000,
        `an e-mail to ${address}`,
      );
      return (await simpleParser(message.raw)).text ?? "";
    };
    const secrets: string[] = [clientAddress];

    // A visitor sends the contact form; the proxy names the request.
    const visitor = "Ada.Visitor+leads@example.org";
    secrets.push(visitor, visitor.toLowerCase());
    const sent = await postForm(
      server.url,
      "contact",
      { ...validFields("contact", "log"), email: visitor },
      { headers: { ...viaProxy, "X-Request-Id": proxyRequestId } },
    );
    expect(sent.status).toBe(200);

    // A reader subscribes, and confirms with the e-mailed link.
    const reader = "Grace.Reader@example.net";
    secrets.push(reader, reader.toLowerCase());
    const body = new URLSearchParams({
      email: reader,
      lists: "insights",
      consent: "yes",
      page: "/insights",
      [honeypotFieldName]: "",
      [tokenFieldName]: issueFormToken(subscribeFormName, formTokenSecret, Date.now() - 10_000),
    });
    const subscribed = await fetch(`${server.url}/newsletter/subscribe`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...viaProxy },
      body,
    });
    expect(subscribed.status).toBe(200);
    const confirmLink = /https?:\/\/\S+(\/newsletter\/confirm\?token=(\S+))/.exec(await mailTo(reader.toLowerCase()));
    expect(confirmLink).not.toBeNull();
    const [, confirmPath, confirmToken] = confirmLink as RegExpExecArray;
    secrets.push(confirmToken, decodeURIComponent(confirmToken));
    const confirmed = await fetch(`${server.url}${confirmPath}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "null", ...viaProxy },
      body: "",
    });
    expect(await confirmed.text()).toContain("Your subscription is confirmed");

    // The first owner's link (printed by the command), then a code: one wrong, then the right one.
    const owner = "Olu.Owner@example.com";
    secrets.push(owner, owner.toLowerCase());
    const printed = await runScript("desk", ["add-owner", owner], { DATABASE_URL: databaseUrl });
    expect(printed.code, printed.stderr).toBe(0);
    const link = printedLink(printed.stdout);
    secrets.push(link.split("/").at(-1) as string);
    expect((await deskClient(server.url).get(link, viaProxy)).status).toBe(200);
    const staff = deskClient(server.url);
    const asked = await staff.post("/desk/sign-in", { intent: "send-code", email: owner, next: "/desk" }, viaProxy);
    expect(asked.status).toBe(200);
    const code = codeIn(await mailTo(owner.toLowerCase()));
    secrets.push(code);
    const wrong = code === "00000000" ? "11111111" : "00000000";
    const refused = await staff.post("/desk/sign-in", { intent: "verify-code", email: owner, code: wrong }, viaProxy);
    expect(refused.status).toBe(422);
    const signedIn = await staff.post("/desk/sign-in", { intent: "verify-code", email: owner, code }, viaProxy);
    expect(signedIn.status).toBe(303);
    secrets.push(staff.cookie.split("=")[1]);

    // The lead the visitor's form made, moved on.
    const lead = await storage.db.selectFrom("leads").select("submission_id").executeTakeFirstOrThrow();
    const moved = await staff.post(
      `/desk/leads/${lead.submission_id}`,
      { version: "0", status: "in-progress", assignee: "", note: "" },
      viaProxy,
    );
    expect(moved.status).toBe(303);

    // The e-mails the form's post queued are delivered, and their lines carry the proxy's request id.
    await eventually(
      () => lines().filter((line) => line.event === "delivery.sent" && line.requestId === proxyRequestId).length === 2,
      20_000,
      "the worker's lines for the form's e-mails",
    );
    // A post from another site: the React Router entry's refusal, written to the console, is a JSON line too.
    const crossSite = await fetch(`${server.url}/contact`, {
      method: "POST",
      headers: { Origin: "https://attacker.example", ...viaProxy },
      body: new URLSearchParams({ email: visitor }),
    });
    expect(crossSite.status).toBe(400);
    await eventually(() => lines().some((line) => line.msg.startsWith("Refused a form post to /contact")));
    const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    expect(sampleValue(metrics, "desk_sign_in_refusals_total", { method: "code", reason: "wrong" })).toBe(1);
    await server.stop();

    const output = server.output();
    const all = lines();
    expect(all.length).toBeGreaterThan(10);
    for (const secret of secrets) expect(output, `the log holds ${secret}`).not.toContain(secret);
    const ofTheForm = all.filter((line) => line.requestId === proxyRequestId);
    expect(ofTheForm.map((line) => line.event ?? line.msg).sort()).toEqual([
      "delivery.sent",
      "delivery.sent",
      "request",
    ]);
    expect(ofTheForm.find((line) => line.msg === "request")).toMatchObject({ path: "/contact", status: 200 });
    expect(new Set(ofTheForm.flatMap((line) => (line.kind ? [line.kind] : [])))).toEqual(
      new Set(["email", "confirmation"]),
    );
    // The sign-in link's page was logged, without its token.
    expect(all).toContainEqual(expect.objectContaining({ msg: "request", path: "/desk/sign-in/link/[token]" }));

    function lines(): (LogLine & Record<string, unknown>)[] {
      return server
        .output()
        .split("\n")
        .filter((line) => line !== "")
        .map((line) => {
          try {
            return JSON.parse(line);
          } catch {
            throw new Error(`a line of the log is not JSON: ${line}`);
          }
        });
    }
  },
);
