/**
 * Issue 39 on the real production server: what visitors type reaches the desk with its hidden
 * characters shown as markers, never applied; an edition's subject holding one is refused and nothing
 * is stored; a list far over the forms' 32 KiB is imported, one over the desk's own limit gets the
 * desk's answer, and the public forms and the desk's other posts keep their small limit.
 */
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { maxUploadBytes } from "~/desk/vocabulary";
import { createSignInLink } from "../../server/desk/sign-in-links";
import { addStaff } from "../../server/desk/staff";
import { Storage } from "../../server/storage/database";
import { deskClient } from "../support/desk-client";
import { postForm, type RunningServer, startProductionServer, validFields } from "../support/production-server";
import { startSmtpReceiver } from "../support/receivers";

let dir: string;
let server: RunningServer;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let storage: Storage;
let editor: ReturnType<typeof deskClient>;

const spoofedName = "Invoice \u202Eexe.pdf";

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "desk-safe-text-"));
  smtp = await startSmtpReceiver();
  const file = path.join(dir, "site.db");
  server = await startProductionServer({ DATABASE_URL: `file:${file}`, SMTP_URL: smtp.url });
  storage = new Storage({ kind: "sqlite", file }, () => {});
  const member = await addStaff(storage.db, { email: "editor@example.com", role: "owner" }, Date.now());
  if (!member || !("id" in member)) throw new Error("no staff member");
  const token = await createSignInLink(storage.db, member.id, "invitation", Date.now());
  editor = deskClient(server.url);
  const used = await editor.send("/desk/sign-in/link", { method: "POST", form: { token } });
  if (used.status !== 303 || !editor.cookie) throw new Error("could not sign in");
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await storage?.close();
  await smtp?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Sends a multipart body of `bytes` bytes, declared up front; resolves with the status and text. */
function postDeclared(pathName: string, bytes: number, headers: Record<string, string>) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = http.request(`${server.url}${pathName}`, {
      method: "POST",
      headers: { Origin: server.url, "Content-Length": String(bytes), ...headers },
    });
    request.on("response", (response) => {
      let text = "";
      response.on("data", (chunk: Buffer) => (text += chunk.toString()));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
      response.on("error", reject);
    });
    request.on("error", reject);
    request.write("--x\r\n");
  });
}

describe("text that cannot break the desk, and a real list", () => {
  it("shows a lead's hidden characters as markers in the inbox and on the lead's page, in its own direction", async () => {
    const sent = await postForm(server.url, "contact", {
      ...validFields("contact", "spoof"),
      name: spoofedName,
      message: "Hello\nPay \u202Bthis\u202C now\u2066.",
    });
    expect(sent.status).toBe(200);
    const inbox = await editor.get("/desk");
    expect(inbox.status).toBe(200);
    const lead = await storage.db.selectFrom("leads").select("submission_id").executeTakeFirstOrThrow();
    const page = await editor.get(`/desk/leads/${lead.submission_id}`);
    expect(page.status).toBe(200);
    for (const [name, html] of [
      ["inbox", inbox.text],
      ["lead", page.text],
    ]) {
      // Without the site's stylesheet, which jsdom would take seconds to read.
      const { document } = new JSDOM(html.replace(/<style id="site-css">[\s\S]*?<\/style>/, "")).window;
      const raw = /.{0,80}[\u202A-\u202E\u2066-\u2069].{0,20}/.exec(html)?.[0];
      expect(raw, `${name}: no bidirectional control as itself`).toBeUndefined();
      const marker = Array.from(document.querySelectorAll("[data-hidden-character]")).find(
        (element) => element.textContent === "⟨U+202E⟩",
      );
      expect(marker?.parentElement?.getAttribute("dir"), `${name}: the name's own direction`).toBe("auto");
      expect(marker?.parentElement?.textContent, name).toBe("Invoice ⟨U+202E⟩exe.pdf");
    }
    expect(page.text).toContain("⟨U+202B⟩");
    expect(page.text).toContain("⟨U+2066⟩");
  });

  it("refuses an edition's subject with a control character, storing nothing", async () => {
    const refused = await editor.post("/desk/editions", {
      intent: "save",
      number: "1",
      subject: "Ledgers \u202Ereversed",
      introduction: "Hello.",
    });
    expect(refused.status).toBe(422);
    expect(refused.text).toContain("A subject holds an invisible control character (U+202E)");
    const nul = await editor.post("/desk/editions", {
      intent: "save",
      number: "1",
      subject: "A\u0000B",
      introduction: "",
    });
    // A NUL is refused with every desk form, before any field is read (app/desk/desk-route.server.ts).
    expect([nul.status, nul.text.includes("NUL character")]).toEqual([400, true]);
    expect(await storage.db.selectFrom("edition_drafts").selectAll().execute()).toEqual([]);
  });

  it("imports a list far over 32 KiB, and answers one over its own limit with its own message", async () => {
    const rows = Array.from({ length: 3000 }, (_, index) => `reader.${index}@example.org,2025-03-04,crm`);
    const csv = ["email,subscribed_at,source", ...rows, "not-an-address,,"].join("\n");
    expect(csv.length).toBeGreaterThan(64 * 1024);
    const form = new FormData();
    form.set("file", new Blob([csv]), "crm.csv");
    const imported = await fetch(`${server.url}/desk/subscribers/import`, {
      method: "POST",
      headers: { Cookie: editor.cookie, Origin: server.url },
      body: form,
    });
    const report = await imported.text();
    expect(imported.status).toBe(200);
    expect(report).toContain("Added 3,000 subscribers, confirmed on the list");
    expect(report).toContain("0 lines already here; 1 line refused.");
    const count = await storage.db
      .selectFrom("subscribers")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("source", "=", "import")
      .executeTakeFirstOrThrow();
    expect(Number(count.count)).toBe(3000);

    const tooLarge = await postDeclared("/desk/subscribers/import", maxUploadBytes + 1, {
      Cookie: editor.cookie,
      "Content-Type": "multipart/form-data; boundary=x",
    });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.text).toContain(`The file is too large: at most ${maxUploadBytes / 1024 / 1024} MB at a time.`);
  });

  it("keeps the small limit for the public forms and the desk's other posts, and reads no unsigned upload", async () => {
    const publicForm = await postDeclared("/contact", 64 * 1024, {
      "Content-Type": "application/x-www-form-urlencoded",
    });
    expect(publicForm.status).toBe(413);
    expect(publicForm.text).toContain("Message too large");
    const deskPost = await postDeclared("/desk/editions", 64 * 1024, {
      Cookie: editor.cookie,
      "Content-Type": "application/x-www-form-urlencoded",
    });
    expect(deskPost.status).toBe(413);
    const stranger = await postDeclared("/desk/subscribers/import", 1024 * 1024, {
      "Content-Type": "multipart/form-data; boundary=x",
    });
    expect(stranger.status, "no session: refused before the body is read").toBe(401);
  });
});
