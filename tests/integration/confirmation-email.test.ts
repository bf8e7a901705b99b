/**
 * The two e-mails of a stored submission, through the real server wiring
 * (createFormBackend), a real SMTP receiver and a real database: the department's
 * and the visitor's confirmation, the per-address daily limit counted in the
 * database, and CONFIRMATION_EMAIL=off.
 */
import { afterEach, describe, expect, it } from "vitest";
import { emailCopy } from "~/forms/email-copy";
import { parseServerEnv } from "../../server/env";
import { createFormBackend, type FormBackend } from "../../server/services";
import { Storage } from "../../server/storage/database";
import { createSubmissionStore, listSubmissions } from "../../server/submissions/submission-store";
import { content } from "../support/content";
import { eventually, mailHeader, mimePart, type ReceivedMail, startSmtpReceiver } from "../support/receivers";
import { site } from "../support/site";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-databases";

const quiet = () => {};
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

describe.each(databaseKinds)("the e-mails of a submission on %s", (kind) => {
  it(
    "the department and the visitor each get theirs, with recipients, reply-to, subject, text and HTML, markup escaped",
    { timeout: 60_000 },
    async () => {
      const database = await createTestDatabase(kind);
      cleanups.push(() => database.drop());
      const smtp = await startSmtpReceiver();
      cleanups.push(smtp.close);
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
      expect(text(toDepartment)).toContain(`Name: ${fields.name}`);
      expect(text(toDepartment)).toContain("utm_campaign: <b>autumn</b>");
      expect(text(toDepartment)).toContain("Landing page: /platform");

      expect(mailHeader(toVisitor.raw, "Reply-To")).toBe(site.emails.sales);
      expect(mailHeader(toVisitor.raw, "Subject")).toBe(emailCopy.confirmation.subject["demo-request"]);
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
    "queues one confirmation per address a day, counted in the database by every process",
    { timeout: 60_000 },
    async () => {
      const database = await createTestDatabase(kind);
      cleanups.push(() => database.drop());
      // On PostgreSQL, two processes' worth of connections submitting at the same moment. An SQLite
      // connection waits for the write lock synchronously, so two in one process would wait on each
      // other: there one connection takes the concurrent submissions, as one server process does.
      const storages = Array.from({ length: kind === "postgres" ? 2 : 1 }, () => new Storage(database.location, quiet));
      for (const storage of storages) {
        cleanups.push(() => storage.close());
        await storage.ready();
      }
      let clock = Date.UTC(2030, 5, 1, 12);
      const stores = storages.map((storage) =>
        createSubmissionStore({ storage, channels: ["email", "confirmation"], now: () => clock, log: quiet }),
      );
      const from = (email: string, index: number) =>
        stores[index % stores.length].submit({ form: "contact", fields: { name: `n${index}`, email, message: "m" } });

      await Promise.all(
        Array.from({ length: 8 }, (_, index) => from(index % 2 ? "ada@example.com" : "ADA@example.com ", index)),
      );
      await from("grace@example.com", 8);
      clock += dayMs - 1;
      await from("ada@example.com", 9);
      clock += 1;
      await from("ada@example.com", 10);

      const confirmations = (await listSubmissions(storages[0].db))
        .filter((submission) => submission.deliveries.some((delivery) => delivery.channel === "confirmation"))
        .map((submission) => submission.fields.name);
      expect(confirmations).toHaveLength(3);
      expect(confirmations).toContain("n8");
      expect(confirmations).toContain("n10");
      // Every submission still reaches the department.
      const all = await listSubmissions(storages[0].db);
      expect(all).toHaveLength(11);
      expect(all.every((submission) => submission.deliveries.some((delivery) => delivery.channel === "email"))).toBe(
        true,
      );
    },
  );

  it("CONFIRMATION_EMAIL=off sends the department e-mail only", { timeout: 60_000 }, async () => {
    const database = await createTestDatabase(kind);
    cleanups.push(() => database.drop());
    const smtp = await startSmtpReceiver();
    cleanups.push(smtp.close);
    const forms = await backend(database, { SMTP_URL: smtp.url, CONFIRMATION_EMAIL: "off" });

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
