/**
 * Two production servers on one PostgreSQL database share the desk: a session begun on one is good
 * on the other and ends on both at sign-out; a code asked for on one is taken on the other, after
 * twenty wrong codes sent to both from other clients; an edition sent from both at once goes
 * out once, its progress counted from the outbox both servers' workers settle.
 */
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSignInLink } from "../../server/desk/sign-in-links";
import { addStaff } from "../../server/desk/staff";
import { newsletterKeysSource } from "../../server/newsletter/newsletter-keys";
import { importSubscribers } from "../../server/newsletter/subscriber-import";
import { Storage } from "../../server/storage/database";
import { codeIn, deskClient } from "../support/desk-client";
import { type RunningServer, startProductionServer } from "../support/production-server";
import { eventually, startSmtpReceiver } from "../support/receivers";
import { createTestDatabase, type TestDatabase } from "../support/test-databases";

let database: TestDatabase;
let storage: Storage;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let servers: RunningServer[] = [];

beforeAll(async () => {
  database = await createTestDatabase("postgres");
  storage = new Storage(database.location, () => {});
  smtp = await startSmtpReceiver();
  const env = { DATABASE_URL: database.url, SMTP_URL: smtp.url, NEWSLETTER_RATE_PER_MINUTE: "6000" };
  servers = await Promise.all([startProductionServer(env), startProductionServer(env)]);
}, 120_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await storage?.close();
  await smtp?.close();
  await database?.drop();
});

async function codeFor(address: string, after: number) {
  const message = await eventually(
    () => smtp.messages.slice(after).find((candidate) => candidate.to.includes(address)),
    15_000,
    `a code for ${address}`,
  );
  return codeIn((await simpleParser(message.raw)).text ?? "");
}

describe("two servers on one PostgreSQL", () => {
  it("share sessions: begun on one, good on the other, ended on both by signing out", async () => {
    const [a, b] = servers;
    const db = await storage.ready();
    const member = await addStaff(db, { email: "shared@example.com", role: "editor" }, Date.now());
    const token = await createSignInLink(db, member!.id, "invitation", Date.now());
    const onA = deskClient(a.url);
    expect((await onA.post("/desk/sign-in/link", { token })).status).toBe(303);
    const onB = deskClient(b.url, { cookie: onA.cookie });
    expect((await onB.get("/desk")).status).toBe(200);
    expect((await onB.post("/desk/sign-out", {})).status).toBe(303);
    expect((await deskClient(a.url, { cookie: onA.cookie }).get("/desk")).status).toBe(303);
  });

  it("share codes, and let no one lock a person out of theirs with wrong codes sent to both", async () => {
    const [a, b] = servers;
    await addStaff(await storage.ready(), { email: "coded@example.com", role: "viewer" }, Date.now());
    const before = smtp.messages.length;
    const holder = deskClient(a.url);
    const from = (client: string) => ({ "X-Forwarded-For": client });
    const asked = await holder.post(
      "/desk/sign-in",
      { intent: "send-code", email: "coded@example.com" },
      from("192.0.2.7"),
    );
    expect(asked.status).toBe(200);
    const code = await codeFor("coded@example.com", before);
    const wrong = code === "00000000" ? "11111111" : "00000000";
    // Twenty wrong codes at once, from twenty clients (as a proxy that the servers trust reports them),
    // with the address written three ways, half to each server; one of them asks for a code of its own.
    const variants = ["coded@example.com", " Coded@Example.com ", "CODED@EXAMPLE.COM"];
    const attackers = Array.from({ length: 20 }, (_, n) => ({ client: deskClient(n % 2 ? a.url : b.url), n }));
    await attackers[0].client.post("/desk/sign-in", { intent: "send-code", email: variants[1] }, from("198.51.100.0"));
    const statuses = await Promise.all(
      attackers.map(({ client, n }) =>
        client.post(
          "/desk/sign-in",
          { intent: "verify-code", email: variants[n % 3], code: wrong },
          from(`198.51.100.${n}`),
        ),
      ),
    );
    expect(statuses.map((answer) => answer.status)).toEqual(Array.from({ length: 20 }, () => 422));

    // The holder's code, taken on the other server, signs them in.
    const taken = await deskClient(b.url, { cookie: holder.cookie }).post(
      "/desk/sign-in",
      { intent: "verify-code", email: "Coded@example.com", code },
      from("192.0.2.7"),
    );
    expect([taken.status, taken.location]).toEqual([303, "/desk"]);
  });

  it("send an edition once when both are asked at the same moment, and count its progress from the outbox", async () => {
    const [a, b] = servers;
    const db = await storage.ready();
    const report = await importSubscribers(db, await newsletterKeysSource(storage, undefined)(), {
      text: "email\nreader1@example.com\nreader2@example.com\nreader3@example.com",
      fileName: "list.csv",
    });
    expect(report).toMatchObject({ imported: 3 });
    const member = await addStaff(db, { email: "sender@example.com", role: "editor" }, Date.now());
    const onA = deskClient(a.url);
    await onA.post("/desk/sign-in/link", { token: await createSignInLink(db, member!.id, "invitation", Date.now()) });
    const onB = deskClient(b.url, { cookie: onA.cookie });
    const answers = await Promise.all(
      [onA, onB].map((client) => client.post("/desk/editions", { intent: "send", number: "1", recipients: "3" })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([303, 409]);

    const edition = await db.selectFrom("editions").select(["id", "recipients"]).executeTakeFirstOrThrow();
    expect(edition.recipients).toBe(3);
    const page = await eventually(
      async () => {
        const answer = await onB.get("/desk/editions");
        return answer.text.includes("Edition 1 has gone out") ? answer.text : undefined;
      },
      30_000,
      "the edition gone out",
    );
    const copies = await db
      .selectFrom("deliveries")
      .select("delivered_at")
      .where("edition_id", "=", edition.id)
      .execute();
    expect(copies.map((copy) => copy.delivered_at !== null)).toEqual([true, true, true]);
    expect(page).toMatch(/<dd data-count="sent">3<\/dd>/);
    expect(page).toMatch(/<dd data-count="queued">0<\/dd>/);
    const received = smtp.messages.filter((message) => message.raw.includes("List-Unsubscribe-Post"));
    expect(received.flatMap((message) => message.to).sort()).toEqual([
      "reader1@example.com",
      "reader2@example.com",
      "reader3@example.com",
    ]);
    const mail = await simpleParser(received[0].raw);
    expect(mail.text).toMatch(/View this e-mail in your browser: https?:\/\/[^/]+\/newsletter\/archive\/1\n/);
    for (const server of servers) {
      const archive = await fetch(`${server.url}/newsletter/archive/1`);
      expect(archive.status).toBe(200);
      expect(await archive.text()).not.toContain("reader1@example.com");
      const feed = await fetch(`${server.url}/insights/feed.json`);
      expect(await feed.text()).toContain("/newsletter/archive/1");
    }
  });
});
