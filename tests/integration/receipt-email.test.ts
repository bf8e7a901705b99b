/**
 * The two e-mails of a stored submission, through the real server wiring
 * (createFormBackend), a real SMTP receiver and a real database: the department's
 * and the visitor's confirmation, the per-address daily limit counted in the
 * database, and RECEIPT_EMAIL=off.
 */
import { afterEach, describe, expect, it } from "vitest";
import { createReceiptChannel, createEmailChannel, createSmtpTransport } from "../../server/delivery/channels";
import { DeliveryWorker } from "../../server/delivery/delivery-worker";
import { parseServerEnv } from "../../server/env";
import { createFormBackend, type FormBackend } from "../../server/services";
import { Storage } from "../../server/storage/database";
import { createSubmissionStore, listSubmissions } from "../../server/submissions/submission-store";
import { content } from "../support/content";
import { eventually, mailHeader, mimePart, type ReceivedMail, startSmtpReceiver } from "../support/receivers";
import { site } from "../support/built-site";
import { createTestDatabase, type DatabaseKind, databaseKinds, type TestDatabase } from "../support/test-databases";

const quiet = () => {};
const mailFrom = '"Site website" <no-reply@aequa.example>';
const dayMs = 24 * 60 * 60 * 1000;
const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function backend(database: TestDatabase, env: Record<string, string>): Promise<FormBackend> {
  const forms = createFormBackend(
    parseServerEnv({ DATABASE_URL: database.url, DELIVERY_RETRY_BASE_SECONDS: "1", ...env }, site),
    site,
    quiet,
  );
  await forms.start();
  cleanups.push(() => forms.close());
  return forms;
}

/** Markup in every field a visitor types, and in the lead context a browser sends. */
const fields = {
  name: "Eve <script>alert(1)</script>",
  organization: "<i>Evil</i> & Sons",
  role: "cto",
  email: "eve@example.com",
  phone: "",
  preferredDate: "",
  preferredTime: "evening",
  message: "Hi <img src=x onerror=alert(1)>\n\"quoted\" & 'single'",
};
const context = { landingPage: "/platform", sendingPage: "/schedule-demo", utmCampaign: "<b>autumn</b>" };
const rawMarkup = ["<script", "<i>", "<img", "<b>"];

const text = (mail: ReceivedMail) => mimePart(mail.raw, "text/plain").replaceAll("\r\n", "\n");
const html = (mail: ReceivedMail) => mimePart(mail.raw, "text/html");

/** A fresh database of `kind` and a real SMTP receiver, both removed after the test. */
async function databaseAndSmtpReceiver(kind: DatabaseKind) {
  const database = await createTestDatabase(kind);
  cleanups.push(() => database.drop());
  const smtp = await startSmtpReceiver();
  cleanups.push(smtp.close);
  return { database, smtp };
}

describe.each(databaseKinds)("the e-mails of a submission on %s", (kind) => {
  it(
    "the department and the visitor each get theirs, with recipients, reply-to, subject, text and HTML, markup escaped",
    { timeout: 60_000 },
    async () => {
      const { database, smtp } = await databaseAndSmtpReceiver(kind);
      const forms = await backend(database, { SMTP_URL: smtp.url });

      await forms.submissions.submit({ form: "demo-request", fields, context });
      await eventually(() => smtp.messages.length === 2, 15_000, "two e-mails");

      const toDepartment = smtp.messages.find((mail) => mail.to.includes(site.emails.sales));
      const toVisitor = smtp.messages.find((mail) => mail.to.includes(fields.email));
      if (!toDepartment || !toVisitor) throw new Error(`unexpected recipients: ${smtp.messages.map((m) => m.to)}`);

      expect(mailHeader(toDepartment.raw, "Reply-To")).toBe(fields.email);
      expect(mailHeader(toDepartment.raw, "Subject")).toBe(
        "Demo request from Eve <script>alert(1)</script>, <i>Evil</i> & Sons",
      );
      expect(text(toDepartment)).toContain(`Full Name: ${fields.name}`);
      expect(text(toDepartment)).toContain("utm_campaign: <b>autumn</b>");
      expect(text(toDepartment)).toContain("Landing page: /platform");

      expect(mailHeader(toVisitor.raw, "Reply-To")).toBe(site.emails.sales);
      expect(mailHeader(toVisitor.raw, "Subject")).toBe(content("forms/emails").receipt.subject["demo-request"]);
      expect(text(toVisitor)).toContain(content("forms/demo-request").success);
      expect(text(toVisitor)).toContain(fields.message);
      expect(text(toVisitor)).toContain(`${site.origin}/privacy`);

      for (const mail of [toDepartment, toVisitor]) {
        const body = html(mail);
        for (const markup of rawMarkup) expect(body).not.toContain(markup);
        expect(body).toContain("Eve &lt;script&gt;alert(1)&lt;/script&gt;");
        expect(body).toContain("&lt;i&gt;Evil&lt;/i&gt; &amp; Sons");
        expect(body).toContain("Hi &lt;img src=x onerror=alert(1)&gt;<br/>&quot;quoted&quot; &amp; &#x27;single&#x27;");
      }
      expect(html(toDepartment)).toContain("&lt;b&gt;autumn&lt;/b&gt;");

      const [stored] = await listSubmissions(forms.storage.db);
      await eventually(
        async () =>
          (await listSubmissions(forms.storage.db))[0].deliveries.every((delivery) => delivery.status === "delivered"),
        5_000,
        "both deliveries recorded",
      );
      expect(stored.deliveries.map((delivery) => delivery.channel)).toEqual(["confirmation", "email"]);
    },
  );

  it(
    "sends one confirmation per address a day, counted in the database by every process",
    { timeout: 60_000 },
    async () => {
      const { database, smtp } = await databaseAndSmtpReceiver(kind);
      let clock = Date.UTC(2030, 5, 1, 12);
      // On PostgreSQL, two processes' worth of connections and workers delivering at the same moment.
      // An SQLite connection waits for the write lock synchronously, so two in one process would wait
      // on each other: there one connection serves, as one server process does.
      const processes = Array.from({ length: kind === "postgres" ? 2 : 1 }, () => {
        const storage = new Storage(database.location, quiet);
        const transport = createSmtpTransport(smtp.url);
        const worker = new DeliveryWorker({
          storage,
          channels: [
            createEmailChannel({ transport, mailFrom, site }),
            createReceiptChannel({ transport, mailFrom, site, storage }),
          ],
          backoff: { baseMs: 50, maxMs: 200 },
          pollMs: 50,
          now: () => clock,
          log: quiet,
        });
        const store = createSubmissionStore({
          storage,
          channels: ["email", "confirmation"],
          onStored: () => worker.wake(),
          now: () => clock,
          log: quiet,
        });
        worker.start();
        cleanups.push(
          () => storage.close(),
          () => transport.close(),
          () => worker.stop(),
        );
        return { store, storage };
      });
      const from = (email: string, index: number) =>
        processes[index % processes.length].store.submit({
          form: "contact",
          fields: { name: `n${index}`, email, message: "m" },
        });
      const stored = async () => listSubmissions(await processes[0].storage.ready());
      const settled = (count: number) =>
        eventually(
          async () => {
            const all = await stored();
            return (
              all.length === count &&
              all.every((submission) => submission.deliveries.every((d) => d.status === "delivered"))
            );
          },
          20_000,
          `${count} submissions delivered`,
        );

      await Promise.all(
        Array.from({ length: 8 }, (_, index) => from(index % 2 ? "ada@example.com" : "ADA@example.com ", index)),
      );
      await from("grace@example.com", 8);
      await settled(9);
      clock += dayMs - 1;
      await from("ada@example.com", 9);
      await settled(10);
      clock += 1;
      await from("ada@example.com", 10);
      await settled(11);

      const toDepartment = smtp.messages.filter((mail) => mail.to.includes(site.emails.info));
      const confirmations = smtp.messages.filter((mail) => !mail.to.includes(site.emails.info));
      expect(confirmations.map((mail) => mail.to[0].toLowerCase()).sort()).toEqual([
        "ada@example.com",
        "ada@example.com",
        "grace@example.com",
      ]);
      // Every submission still reaches the department; a confirmation not needed leaves the outbox.
      expect(toDepartment).toHaveLength(11);
      const rows = (await stored()).flatMap((submission) => submission.deliveries);
      expect(rows.filter((delivery) => delivery.channel === "confirmation")).toHaveLength(3);
    },
  );

  it("RECEIPT_EMAIL=off sends the department e-mail only", { timeout: 60_000 }, async () => {
    const { database, smtp } = await databaseAndSmtpReceiver(kind);
    const forms = await backend(database, { SMTP_URL: smtp.url, RECEIPT_EMAIL: "off" });

    await forms.submissions.submit({
      form: "contact",
      fields: { name: "Ada", email: "ada@example.com", message: "m" },
    });
    await eventually(
      async () => (await listSubmissions(forms.storage.db))[0].deliveries.every((d) => d.status === "delivered"),
      15_000,
      "the delivery",
    );
    expect(smtp.messages.map((mail) => mail.to)).toEqual([[site.emails.info]]);
    expect((await listSubmissions(forms.storage.db))[0].deliveries.map((d) => d.channel)).toEqual(["email"]);
  });
});
