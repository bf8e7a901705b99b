/**
 * The desk on the real production server, as a browser without JavaScript uses it: the first owner's
 * link from `npm run desk -- add-owner`, an invitation e-mailed through a real SMTP receiver, a code
 * sign-in and its limit, a lead worked (and a save on an old version refused), the CSV, a privacy
 * request answered; subscribers listed, imported and unsubscribed on request; every refusal (401,
 * 403, 413, 415, 429) changes nothing; the headers of every desk answer; staff behind an address the
 * public forms have refused still get in; the public site sets no cookie. Every desk page it saw goes through the Nu Html Checker at the end.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { maxUploadBytes } from "~/desk/vocabulary";
import { Storage } from "../../server/storage/database";
import { runScript } from "../support/commands";
import { developerWordsIn, readableText } from "../support/desk-words";
import { codeIn, deskClient, printedLink } from "../support/desk-client";
import { checkHtmlFiles } from "../support/html-checker";
import { postForm, type RunningServer, startProductionServer, validFields } from "../support/production-server";
import { eventually, startSmtpReceiver } from "../support/receivers";
import { allPagePaths } from "../support/built-site";

let dir: string;
let server: RunningServer;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let storage: Storage;
const databaseUrl = () => `file:${path.join(dir, "site.db")}`;
/** Every desk page seen, by name, for the HTML checker. */
const pages = new Map<string, string>();
const owner = () => deskClient(server.url, { cookie: ownerCookie });
let ownerCookie = "";
let leadIds: string[] = [];

async function mailTo(address: string, after: number) {
  const message = await eventually(
    () => smtp.messages.slice(after).find((candidate) => candidate.to.includes(address)),
    15_000,
    `an e-mail to ${address}`,
  );
  return { raw: message.raw, parsed: await simpleParser(message.raw) };
}

const auditCount = async () => (await storage.db.selectFrom("audit_log").select("id").execute()).length;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "desk-http-"));
  smtp = await startSmtpReceiver();
  server = await startProductionServer({ DATABASE_URL: databaseUrl(), SMTP_URL: smtp.url, RATE_LIMIT_PER_MINUTE: "3" });
  storage = new Storage({ kind: "sqlite", file: path.join(dir, "site.db") }, () => {});
  // Three leads from the public form, then a fourth post the form limit refuses: from now on the
  // flood guard refuses this address's public posts, and every desk post below comes from it too.
  for (const marker of ["one", "two", "three"]) {
    expect(
      (await postForm(server.url, "contact", { ...validFields("contact", marker), email: `${marker}@example.com` }))
        .status,
    ).toBe(200);
  }
  expect((await postForm(server.url, "contact", validFields("contact", "four"))).status).toBe(429);
  expect((await postForm(server.url, "contact", validFields("contact", "five"))).status).toBe(429);
  leadIds = (await storage.db.selectFrom("leads").select("submission_id").orderBy("id").execute()).map(
    (row) => row.submission_id,
  );
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await storage?.close();
  await smtp?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("the desk over HTTP, without JavaScript", () => {
  it("sets no cookie on any public page or form answer, and keeps its own answers out of caches and indexes", async () => {
    for (const pagePath of [...allPagePaths, "/no-such-page", "/robots.txt", "/sitemap.xml"]) {
      const response = await fetch(`${server.url}${pagePath}`);
      expect(response.headers.get("set-cookie"), pagePath).toBeNull();
    }
    const answer = await fetch(`${server.url}/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
      body: "name=x",
    });
    expect(answer.headers.get("set-cookie")).toBeNull();

    const visitor = deskClient(server.url);
    const door = await visitor.get("/desk");
    expect([door.status, door.location]).toEqual([303, "/desk/sign-in?next=%2Fdesk"]);
    const signIn = await visitor.get("/desk/sign-in");
    for (const answered of [door, signIn]) {
      expect(answered.headers.get("cache-control")).toBe("no-store");
      expect(answered.headers.get("x-robots-tag")).toBe("noindex, nofollow");
      expect(answered.headers.get("referrer-policy")).toBe("same-origin");
      expect(answered.headers.get("content-security-policy")).toMatch(
        /^default-src 'self'; script-src 'self' 'wasm-unsafe-eval' 'nonce-[^']+'; (?!.*connect-src)/,
      );
    }
    expect(signIn.text).toMatch(/<script src="\/assets\/desk-[\w-]+\.js" defer="" nonce="/);
    expect(signIn.text).not.toMatch(/data-page-script|data-analytics|site\.webmanifest|application\/ld\+json/);
    expect(signIn.text).toContain('<meta name="robots" content="noindex, nofollow"/>');
    pages.set("sign-in", signIn.text);
  });

  it("lets the first owner in with the link `npm run desk -- add-owner` prints, once", async () => {
    const printed = await runScript("desk", ["add-owner", "Owner@Example.com"], {
      DATABASE_URL: databaseUrl(),
    });
    expect(printed.code, printed.stderr).toBe(0);
    expect(printed.stdout).toContain("owner@example.com is now an owner of the desk.");
    const link = printedLink(printed.stdout);
    const browser = deskClient(server.url);
    const page = await browser.get(link);
    expect(page.status).toBe(200);
    expect(page.headers.get("referrer-policy"), "the token goes nowhere").toBe("no-referrer");
    expect(page.text).toContain("This link signs in <strong");
    pages.set("sign-in link", page.text);
    // The page's post carries Origin: null (no-referrer), which Sec-Fetch-Site vouches for.
    const token = link.split("/").at(-1) as string;
    const used = await browser.send("/desk/sign-in/link", {
      method: "POST",
      form: { token },
      headers: { Origin: "null", "Sec-Fetch-Site": "same-origin" },
    });
    expect([used.status, used.location]).toEqual([303, "/desk/account?notice=welcome"]);
    expect(used.headers.get("set-cookie")).toMatch(
      /^desk_session=[\w-]+; Path=\/desk; HttpOnly; SameSite=Lax; Max-Age=604800$/,
    );
    ownerCookie = browser.cookie;
    const account = await browser.get("/desk/account?notice=welcome");
    expect(account.text).toContain("You are signed in. Add a passkey");
    pages.set("account", account.text);

    const again = await deskClient(server.url).send("/desk/sign-in/link", {
      method: "POST",
      form: { token },
      headers: { Origin: "null", "Sec-Fetch-Site": "same-origin" },
    });
    expect([again.status, again.location, again.headers.get("set-cookie")]).toEqual([
      303,
      "/desk/sign-in?notice=link-unusable",
      null,
    ]);
    const spent = await deskClient(server.url).get(link);
    expect(spent.status).toBe(410);
    pages.set("spent link", spent.text);
  });

  it("invites an editor by e-mail, and signs a person in with an e-mailed code; a code takes five tries, a client ten before it waits (429)", async () => {
    const before = smtp.messages.length;
    const invited = await owner().post("/desk/team", { intent: "invite", email: "editor@example.com", role: "editor" });
    expect([invited.status, invited.location]).toEqual([303, "/desk/team?notice=invited"]);
    const invitation = await mailTo("editor@example.com", before);
    expect(invitation.parsed.subject).toBe("You are invited to the Aequa desk");
    const link = new URL(/(https?:\/\/\S+\/desk\/sign-in\/link\/[0-9a-f]{64})/.exec(invitation.parsed.text ?? "")![1])
      .pathname;
    expect((await deskClient(server.url).get(link)).text).toContain("editor@example.com");
    pages.set("team", (await owner().get("/desk/team?notice=invited")).text);
    expect(
      (await owner().post("/desk/team", { intent: "invite", email: "Editor@example.com", role: "viewer" })).status,
    ).toBe(409);

    // A code for the editor, asked for on a page that wants to come back to a lead.
    const next = `/desk/leads/${leadIds[0]}`;
    const browser = deskClient(server.url);
    // Counted once the invitation is in: another message arriving meanwhile cannot pass for the code.
    const beforeCode = smtp.messages.length;
    const door = await browser.get(next);
    expect(door.location).toBe(`/desk/sign-in?next=${encodeURIComponent(next)}`);
    const asked = await browser.post("/desk/sign-in", { intent: "send-code", email: "Editor@Example.com", next });
    const stranger = await deskClient(server.url).post("/desk/sign-in", {
      intent: "send-code",
      email: "nobody@example.com",
      next,
    });
    expect([asked.status, stranger.status]).toEqual([200, 200]);
    const same = (html: string, address: string) => html.replaceAll(address, "X").replace(/nonce="[^"]*"/g, "");
    expect(same(stranger.text, "nobody@example.com")).toBe(same(asked.text, "Editor@Example.com"));
    pages.set("code step", asked.text);
    const code = codeIn((await mailTo("editor@example.com", beforeCode)).parsed.text ?? "");

    const wrong = code === "00000000" ? "11111111" : "00000000";
    for (let attempt = 0; attempt < 4; attempt++) {
      expect(
        (await browser.post("/desk/sign-in", { intent: "verify-code", email: "editor@example.com", code: wrong, next }))
          .status,
      ).toBe(422);
    }
    const fifth = await browser.post("/desk/sign-in", {
      intent: "verify-code",
      email: "editor@example.com",
      code: wrong,
      next,
    });
    expect(fifth.status).toBe(422);
    pages.set("wrong code", fifth.text);
    const spent = await browser.post("/desk/sign-in", {
      intent: "verify-code",
      email: "editor@example.com",
      code,
      next,
    });
    expect(spent.status, "a code takes five tries").toBe(422);
    for (let attempt = 0; attempt < 4; attempt++) {
      await browser.post("/desk/sign-in", { intent: "verify-code", email: "editor@example.com", code: wrong, next });
    }
    const limited = await browser.post("/desk/sign-in", {
      intent: "verify-code",
      email: "editor@example.com",
      code,
      next,
    });
    expect(limited.status, "the eleventh try from this client waits").toBe(429);
    expect(limited.headers.get("retry-after")).toBe("30");
    expect(limited.text).toContain("Too many wrong codes from here. Wait 30 seconds, then try again.");
    expect(limited.headers.get("set-cookie")).toBeNull();

    // Another person behind the same office address signs in with their code meanwhile.
    const viaLink = deskClient(server.url);
    await viaLink.send("/desk/sign-in/link", { method: "POST", form: { token: link.split("/").at(-1) as string } });
    expect((await viaLink.get(next)).status, "the invitation's link signs the editor in").toBe(200);
  });

  it("works a lead from New to Won without JavaScript; a save made on an older version changes nothing", async () => {
    const editor = await signedInAs("editor@example.com");
    const id = leadIds[0];
    const inbox = await editor.get("/desk?q=ONE%40EXAMPLE.COM");
    expect(inbox.status).toBe(200);
    expect(inbox.text, "a lead's link carries the inbox's filters").toContain(
      `href="/desk/leads/${id}?q=ONE%40EXAMPLE.COM"`,
    );
    expect(inbox.text).toContain("1 lead, newest first.");
    pages.set("inbox", inbox.text);
    const lead = await editor.get(`/desk/leads/${id}`);
    expect(lead.text).toContain('name="version" value="0"');
    pages.set("lead", lead.text);

    const editorId = (
      await storage.db
        .selectFrom("staff")
        .select("id")
        .where("email", "=", "editor@example.com")
        .executeTakeFirstOrThrow()
    ).id;
    const saved = await editor.post(`/desk/leads/${id}`, {
      version: "0",
      status: "in-progress",
      assignee: editorId,
      note: "Called <b>back</b>",
    });
    expect([saved.status, saved.location]).toEqual([303, `/desk/leads/${id}?notice=saved`]);
    const stale = await owner().post(`/desk/leads/${id}`, {
      version: "0",
      status: "lost",
      assignee: "",
      note: "Not for us",
    });
    expect(stale.status).toBe(409);
    expect(stale.text).toContain("Someone changed this lead while you had it open");
    expect(stale.text, "the note typed is kept").toContain(">Not for us</textarea>");
    pages.set("lead, changed meanwhile", stale.text);
    const won = await editor.post(`/desk/leads/${id}`, { version: "1", status: "won", assignee: editorId, note: "" });
    expect(won.status).toBe(303);
    const after = await editor.get(`/desk/leads/${id}?notice=saved`);
    expect(after.text).toContain("Saved.");
    expect(after.text, "a note is text, never markup").toContain("Called &lt;b&gt;back&lt;/b&gt;");
    pages.set("lead, worked", after.text);
    const row = await storage.db
      .selectFrom("leads")
      .select(["status", "version"])
      .where("submission_id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: "won", version: 2 });

    const csv = await editor.get("/desk/leads.csv?status=won");
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = csv.text.trimEnd().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^id,createdAt,form,status,assignee,latestNote,/);
    expect(lines[1]).toContain(id);
    expect(lines[1].split(",")[3], "the lead's status, not its delivery").toBe("Won");

    const filtered = await editor.get("/desk?status=nonsense&from=2030-02-30");
    expect(filtered.status).toBe(400);
    expect(filtered.text).toContain("There is no status “nonsense”");
    pages.set("inbox, bad filters", filtered.text);

    // A search of words too short to look for reads no list: the message and the filters, no lead, no count.
    const refused = await editor.get("/desk?q=a+b&status=won");
    expect(refused.status).toBe(400);
    expect(refused.text).toContain("Type at least three characters to search");
    expect(refused.text).toContain("No leads are listed until the search has one.");
    expect(refused.text, "no count").not.toContain("newest first");
    expect(refused.text, "no lead").not.toContain(`href="/desk/leads/`);
    expect(refused.text, "the filters kept").toContain('value="a b"');
    pages.set("inbox, search refused", refused.text);
  });

  it("refuses with 401, 403, 413 and 415 and changes nothing", async () => {
    expect(
      (await owner().post("/desk/team", { intent: "invite", email: "viewer@example.com", role: "editor" })).status,
    ).toBe(303);
    const earlier = await signedInAs("viewer@example.com");
    const viewerId = (
      await storage.db
        .selectFrom("staff")
        .select("id")
        .where("email", "=", "viewer@example.com")
        .executeTakeFirstOrThrow()
    ).id;
    expect((await owner().post("/desk/team", { intent: "change-role", id: viewerId, role: "viewer" })).status).toBe(
      303,
    );
    expect((await earlier.get("/desk")).status, "a role change ends the person's sessions").toBe(303);
    const fresh = await signedInAs("viewer@example.com");

    const id = leadIds[1];
    const lead = () =>
      storage.db
        .selectFrom("leads")
        .select(["status", "version"])
        .where("submission_id", "=", id)
        .executeTakeFirstOrThrow();
    const editor = await signedInAs("editor@example.com");
    const [leadBefore, auditBefore] = [await lead(), await auditCount()];
    const change = { version: "0", status: "spam", assignee: "", note: "x" };
    expect((await fresh.post(`/desk/leads/${id}`, change)).status, "a viewer's change").toBe(403);
    const viewerPage = await fresh.get(`/desk/leads/${id}`);
    expect(viewerPage.text, "a viewer sees no form to change the lead").not.toContain('name="version"');
    expect((await fresh.get("/desk/team")).status, "a viewer on an owner's page").toBe(403);
    expect((await deskClient(server.url).post(`/desk/leads/${id}`, change)).status, "no session").toBe(401);
    const noSession = await deskClient(server.url).post(`/desk/leads/${id}`, change);
    pages.set("401", noSession.text);
    // A page action from another site meets React Router's own origin check first (400); the desk's answers the rest.
    expect(
      (await editor.post(`/desk/leads/${id}`, change, { Origin: "https://evil.example" })).status,
      "another site",
    ).toBe(400);
    const missingOrigin = await fetch(`${server.url}/desk/leads/${id}`, {
      method: "POST",
      headers: { Cookie: editor.cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(change),
    });
    expect(missingOrigin.status, "no Origin").toBe(403);
    expect((await editor.post(`/desk/leads/${id}`, { ...change, note: "x".repeat(40_000) })).status, "too large").toBe(
      413,
    );
    const plain = await editor.send(`/desk/leads/${id}`, {
      method: "POST",
      form: change,
      headers: { "Content-Type": "text/plain" },
    });
    expect(plain.status, "not a form").toBe(415);
    const json = await editor.send("/desk/account/passkeys", { method: "POST", form: { intent: "options" } });
    expect(json.status, "the passkey endpoint takes JSON only").toBe(415);
    const noDesk = await fetch(`${server.url}/desk/sign-in/passkey`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json", Origin: "https://evil.example" },
      body: JSON.stringify({ intent: "options" }),
    });
    expect([noDesk.status, await noDesk.json()]).toEqual([
      403,
      { message: "This request did not come from a page of the desk, so nothing was changed." },
    ]);
    expect(await lead()).toEqual(leadBefore);
    expect(await auditCount()).toBe(auditBefore);
  });

  it("leads follow people: only those who work leads are assigned (422), a conflict shows the other person's values, bulk changes, the lead page's ways on", async () => {
    const editor = await signedInAs("editor@example.com");
    const idOf = async (email: string) =>
      (await storage.db.selectFrom("staff").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id;
    const [viewerId, editorId, ownerId] = await Promise.all(
      ["viewer@example.com", "editor@example.com", "owner@example.com"].map(idOf),
    );
    const [newest, older] = [leadIds[2], leadIds[1]];
    const versionOf = async (id: string) =>
      String(
        (
          await storage.db
            .selectFrom("leads")
            .select("version")
            .where("submission_id", "=", id)
            .executeTakeFirstOrThrow()
        ).version,
      );

    const page = await editor.get(`/desk/leads/${older}?status=new`);
    expect(page.text, "the viewer cannot be picked").not.toContain(`value="${viewerId}"`);
    expect(page.text).toMatch(/<a href="\/desk\?status=new" [^>]*>← Back to the leads<\/a>/);
    expect(page.text).toContain(`href="/desk/leads/${newest}?status=new" rel="prev"`);
    expect(page.text).toContain('href="mailto:two@example.com?subject=Re%3A%20Dynamic%20Pricing%20Solution"');
    pages.set("lead, within filters", page.text);
    const version = await versionOf(older);
    const viewerAssigned = await editor.post(`/desk/leads/${older}?status=new`, {
      version,
      status: "new",
      assignee: viewerId,
      note: "",
    });
    expect(viewerAssigned.status).toBe(422);
    expect(viewerAssigned.text).toContain("That person&#x27;s role does not work leads");

    const theirs = await owner().post(`/desk/leads/${older}?status=new`, {
      version,
      status: "in-progress",
      assignee: ownerId,
      note: "",
    });
    expect([theirs.status, theirs.location]).toEqual([303, `/desk/leads/${older}?status=new&notice=saved`]);
    const stale = await editor.post(`/desk/leads/${older}`, { version, status: "lost", assignee: "", note: "Mine" });
    expect(stale.status).toBe(409);
    expect(stale.text, "the other person's status").toMatch(/<option value="in-progress" selected="">/);
    expect(stale.text, "and assignee").toContain(`<option value="${ownerId}" selected="">`);
    expect(stale.text, "the note typed is kept").toContain(">Mine</textarea>");

    const bulk = (search: string, entries: [string, string][], client = editor) =>
      fetch(`${server.url}/desk${search}`, {
        method: "POST",
        redirect: "manual",
        headers: { Cookie: client.cookie, Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(entries),
      });
    const auditBefore = await auditCount();
    const viewer = await signedInAs("viewer@example.com");
    // The newest lead is left as it is, for the privacy request below.
    const worked = [leadIds[0], older];
    const leadsOf = worked.map((id): [string, string] => ["lead", id]);
    expect((await bulk("", [...leadsOf, ["spam", "1"]], viewer)).status, "a viewer").toBe(403);
    const none = await bulk("?status=new", [["change", "status:won"]]);
    expect([none.status, await none.text()]).toEqual([422, expect.stringContaining("Tick the leads to change first")]);
    const many = Array.from({ length: 501 }, (_, index): [string, string] => ["lead", `lead-${index}`]);
    expect((await bulk("", [...many, ["change", "status:won"]])).status, "501 leads").toBe(422);
    expect((await bulk("", [...leadsOf, ["change", `assignee:${viewerId}`]])).status).toBe(422);
    expect(await auditCount()).toBe(auditBefore + 1);
    const assigned = await bulk("?status=new&q=example", [...leadsOf, ["change", `assignee:${editorId}`]]);
    expect([assigned.status, assigned.headers.get("location")]).toEqual([
      303,
      "/desk?q=example&status=new&notice=leads-changed",
    ]);
    const spam = await bulk("", [...leadsOf, ["spam", "1"]]);
    expect(spam.status).toBe(303);
    const rows = await storage.db
      .selectFrom("leads")
      .innerJoin("staff", "staff.id", "leads.assignee_id")
      .select(["leads.status", "staff.email"])
      .where("leads.submission_id", "in", worked)
      .execute();
    expect(rows).toEqual([
      { status: "spam", email: "editor@example.com" },
      { status: "spam", email: "editor@example.com" },
    ]);
    // One entry per lead changed (the first lead was the editor's already), after the viewer's sign-in.
    expect(await auditCount()).toBe(auditBefore + 1 + 3);
    const inbox = await editor.get("/desk?notice=leads-changed");
    expect(inbox.text).toContain("The leads ticked are changed");
    expect(inbox.text).toMatch(
      new RegExp(
        `<input type="checkbox" form="bulk-leads" aria-label="Tick Tester three"[^>]* name="lead" value="${newest}"`,
      ),
    );
    pages.set("inbox, bulk actions", inbox.text);

    const csv = await fetch(`${server.url}/desk/leads.csv?status=spam`, { headers: { Cookie: editor.cookie } });
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)], "a byte-order mark").toEqual([0xef, 0xbb, 0xbf]);
  });

  it("answers a privacy request: find, download, erase after naming what goes; both audited under the address's hash", async () => {
    const id = leadIds[2];
    const desk = owner();
    const found = await desk.post("/desk/privacy", { intent: "find", address: "THREE@example.com" });
    expect(found.status).toBe(200);
    expect(found.text).toContain("1 form submission with their delivery records");
    pages.set("privacy, found", found.text);
    const download = await desk.post("/desk/privacy/export", { address: "three@example.com" });
    expect(download.headers.get("content-disposition")).toMatch(/^attachment; filename="privacy-export-/);
    expect(JSON.parse(download.text).submissions[0]).toMatchObject({ id, lead: { status: "new", history: [] } });
    const review = await desk.post("/desk/privacy", { intent: "review-erase", address: "three@example.com" });
    expect(review.text).toContain("Erasing deletes everything listed above");
    pages.set("privacy, review", review.text);
    const erased = await desk.post("/desk/privacy", { intent: "erase", address: "three@example.com" });
    expect([erased.status, erased.location]).toEqual([303, "/desk/privacy?notice=erased"]);
    expect((await desk.get(`/desk/leads/${id}`)).status).toBe(404);
    const nothing = await desk.post("/desk/privacy", { intent: "find", address: "three@example.com" });
    expect(nothing.status).toBe(200);
    expect(nothing.text, "only the erasure's hash is left").toContain("This address was erased on");
    const audit = await desk.get("/desk/audit");
    expect(readableText(audit.text)).toContain("owner@example.com downloaded everything kept about an address");
    expect(readableText(audit.text)).toContain("owner@example.com erased everything kept about an address");
    expect(audit.text).not.toContain("three@example.com");
    pages.set("audit", audit.text);
    pages.set("privacy", (await desk.get("/desk/privacy")).text);
    pages.set("not found", (await desk.get("/desk/no-such-page")).text);
  });

  it("shows the subscribers, imports a CSV with its report, unsubscribes on request; a viewer changes nothing", async () => {
    const { requestSubscription } = await import("../../server/newsletter/subscriber-store");
    const consent = { page: "/insights", consent_version: "2026-11-26", client_hash: null };
    await requestSubscription(storage.db, { email: "ada@example.net", lists: ["insights"], consent, now: Date.now() });
    const editor = await signedInAs("editor@example.com");
    const upload = (file: Blob, headers: Record<string, string> = {}) => {
      const form = new FormData();
      form.set("file", file, "readers.csv");
      return fetch(`${server.url}/desk/subscribers/import`, {
        method: "POST",
        headers: { Cookie: editor.cookie, Origin: server.url, ...headers },
        body: form,
      });
    };
    const importPage = await editor.get("/desk/subscribers/import");
    expect(importPage.text).toMatch(/enctype="multipart\/form-data"/i);
    pages.set("subscriber import", importPage.text);
    const imported = await upload(new Blob(["email,source\ngrace@example.net,<b>fair</b>\nnot-an-address,\n"]));
    const report = await imported.text();
    expect(imported.status).toBe(200);
    expect(report).toContain("Added 1 subscriber, confirmed on the list");
    expect(report).toMatch(
      /<td[^>]*>3<\/td><td[^>]*><span dir="auto">&quot;not-an-address&quot; is not an e-mail address<\/span><\/td>/,
    );
    pages.set("subscriber import, report", report);
    const wrong = await upload(new Blob(["name\nAda\n"]));
    expect([wrong.status, await wrong.text()]).toEqual([
      422,
      expect.stringContaining("readers.csv: the first line must name the columns"),
    ]);
    // Refused on the length it declares, before the body is read (a client sending all of it would meet a closed socket).
    const tooLarge = await new Promise<number>((resolve, reject) => {
      const request = http.request(`${server.url}/desk/subscribers/import`, {
        method: "POST",
        headers: {
          Cookie: editor.cookie,
          Origin: server.url,
          "Content-Type": "multipart/form-data; boundary=x",
          "Content-Length": String(maxUploadBytes + 1),
        },
      });
      request.on("response", (response) => {
        resolve(response.statusCode ?? 0);
        request.destroy();
      });
      request.on("error", reject);
      request.write("--x\r\n");
    });
    expect(tooLarge, "too large").toBe(413);
    const plain = await editor.send("/desk/subscribers/import", { method: "POST", form: { file: "email" } });
    expect(plain.status, "not a file upload").toBe(415);

    const list = await editor.get("/desk/subscribers?q=EXAMPLE.NET");
    expect(list.status).toBe(200);
    expect(list.text).toContain("2 subscribers, newest first.");
    pages.set("subscribers", list.text);
    const id = (
      await storage.db
        .selectFrom("subscribers")
        .select("id")
        .where("email", "=", "grace@example.net")
        .executeTakeFirstOrThrow()
    ).id;
    expect(list.text).toContain(`href="/desk/subscribers/${id}"`);
    const refused = await editor.get("/desk/subscribers?q=ab");
    expect(refused.status).toBe(400);
    expect(refused.text).toContain("No subscribers are listed until the search has one.");
    expect(refused.text, "no count").not.toContain("newest first");
    expect(refused.text, "no subscriber").not.toContain(`href="/desk/subscribers/${id}"`);
    pages.set("subscribers, search refused", refused.text);
    const csv = await editor.get("/desk/subscribers.csv?q=grace");
    expect(csv.headers.get("content-disposition")).toMatch(
      /^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(csv.text).toMatch(/^email,source,created_at,insights,consortium,.*\r\ngrace@example\.net,import,/);

    const viewer = await signedInAs("viewer@example.com");
    const viewerPage = await viewer.get(`/desk/subscribers/${id}`);
    expect(viewerPage.text, "a viewer sees the consent, not the button").toContain("import: &lt;b&gt;fair&lt;/b&gt;");
    expect(viewerPage.text).not.toContain('value="unsubscribe"');
    const auditBefore = await auditCount();
    expect((await viewer.post(`/desk/subscribers/${id}`, { intent: "unsubscribe", id: "insights" })).status).toBe(403);
    expect((await viewer.get("/desk/subscribers/import")).status).toBe(403);
    expect(await auditCount()).toBe(auditBefore);
    const left = await editor.post(`/desk/subscribers/${id}`, { intent: "unsubscribe", id: "insights" });
    expect([left.status, left.location]).toEqual([303, `/desk/subscribers/${id}?notice=unsubscribed`]);
    const after = await editor.get(`/desk/subscribers/${id}?notice=unsubscribed`);
    expect(after.text).toContain("request by e-mail (desk)");
    pages.set("subscriber", after.text);
    expect(await auditCount()).toBe(auditBefore + 1);
  });

  it("works the newsletter's editions: composed, previewed, test-sent, sent once; a viewer reads only; the archive page", async () => {
    const editor = await signedInAs("editor@example.com");
    const viewer = await signedInAs("viewer@example.com");
    const editionRows = async () => (await storage.db.selectFrom("editions").select("number").execute()).length;
    const refused = await editor.post("/desk/editions", {
      intent: "save",
      number: "1",
      subject: "",
      introduction: "# Big",
    });
    expect(refused.status).toBe(422);
    expect(refused.text).toContain("Line 1: a heading is not allowed here");
    pages.set("editions, refused words", refused.text);
    const saved = await editor.post("/desk/editions", {
      intent: "save",
      number: "1",
      subject: "Ledgers <i>now</i>",
      introduction: "Read <b>this</b> and **that**.",
    });
    expect([saved.status, saved.location]).toEqual([303, "/desk/editions?notice=edition-saved"]);
    const preview = await editor.get(saved.location as string);
    // The e-mail's HTML in a sandbox with no permission, its typed markup escaped once more in the attribute.
    expect(preview.text).toMatch(
      /<iframe title="[^"]+" srcDoc="[^"]*Read &amp;lt;b&amp;gt;this&amp;lt;\/b&amp;gt; and &lt;strong&gt;that&lt;\/strong&gt;[^"]*" sandbox=""/,
    );
    expect(preview.text).toContain("Read &lt;b&gt;this&lt;/b&gt; and that.");
    pages.set("editions, preview", preview.text);

    const before = smtp.messages.length;
    expect((await editor.post("/desk/editions", { intent: "test", number: "1" })).location).toBe(
      "/desk/editions?notice=edition-test-sent",
    );
    expect((await mailTo("editor@example.com", before)).parsed.subject).toBe("[Test] Ledgers <i>now</i>");

    const reading = await viewer.get("/desk/editions");
    expect([reading.status, reading.text.includes("Send me a test")]).toEqual([200, false]);
    pages.set("editions, viewer", reading.text);
    const auditBefore = await auditCount();
    expect((await viewer.post("/desk/editions", { intent: "send", number: "1" })).status).toBe(403);
    expect([await editionRows(), await auditCount()]).toEqual([0, auditBefore]);

    const oneClick = await editor.post("/desk/editions", { intent: "send", number: "1" });
    expect([oneClick.status, await editionRows()]).toEqual([400, 0]);
    const review = await editor.post("/desk/editions", { intent: "review", number: "1", when: "now" });
    expect(review.status).toBe(200);
    expect(review.text).toMatch(/<dd data-confirm="list">New Insights articles<\/dd>/);
    pages.set("editions, send confirmation", review.text);
    const recipients = /name="recipients" value="(\d+)"/.exec(review.text)?.[1] as string;
    const confirmed = { intent: "send", number: "1", recipients };
    const twice = await Promise.all([1, 2].map(() => editor.post("/desk/editions", confirmed)));
    expect(twice.map((answer) => answer.status).sort()).toEqual([303, 409]);
    expect(twice.find((answer) => answer.status === 409)?.text).toContain("Edition 1 has already been sent");
    expect(await editionRows()).toBe(1);
    const sent = await editor.get("/desk/editions?notice=edition-sent");
    expect(sent.text).toContain("Edition 1 has gone out");
    pages.set("editions, sent", sent.text);

    const archive = await fetch(`${server.url}/newsletter/archive/1`);
    const archived = await archive.text();
    expect([archive.status, archive.headers.get("set-cookie")]).toEqual([200, null]);
    expect(archive.headers.get("content-security-policy")).toMatch(/script-src 'self' 'wasm-unsafe-eval' 'nonce-/);
    expect(archived).toContain("Ledgers &lt;i&gt;now&lt;/i&gt;");
    expect(archived).toContain("Read &lt;b&gt;this&lt;/b&gt; and <strong>that</strong>.");
    expect(archived).not.toMatch(/editor@example\.com|token=/);
    expect((await fetch(`${server.url}/newsletter/archive/2`)).status).toBe(404);
    expect(await (await fetch(`${server.url}/sitemap.xml`)).text()).toContain("/newsletter/archive/1</loc>");
    pages.set("archive edition", archived);
    pages.set("archive", await (await fetch(`${server.url}/newsletter/archive`)).text());
  });

  it("signs out on the server", async () => {
    const editor = await signedInAs("editor@example.com");
    const out = await editor.post("/desk/sign-out", {});
    expect([out.status, out.location]).toEqual([303, "/desk/sign-in?notice=signed-out"]);
    expect(out.headers.get("set-cookie")).toBe("desk_session=; Path=/desk; HttpOnly; SameSite=Lax; Max-Age=0");
  });

  it("names no command and no setting on any desk page it showed", () => {
    const deskPages = [...pages].filter(([name]) => !name.startsWith("archive"));
    expect(deskPages.length).toBeGreaterThan(20);
    expect(Object.fromEntries(deskPages.map(([name, html]) => [name, developerWordsIn(html)]))).toEqual(
      Object.fromEntries(deskPages.map(([name]) => [name, []])),
    );
  });

  it("serves every desk page as valid HTML (Nu Html Checker)", { timeout: 60_000 }, async () => {
    const files = [...pages].map(([name, html]) => {
      const file = path.join(dir, `${name.replace(/[^a-z0-9]+/gi, "-")}.html`);
      // The inline stylesheet is the site's own, checked with every page of tests/integration/html-validity.test.ts;
      // checking its 100 KB again per desk page would only cost time.
      writeFileSync(file, html.replace(/(<style id="site-css">)[\s\S]*?(<\/style>)/, "$1$2"));
      return [name, file] as const;
    });
    const errors = await checkHtmlFiles(files.map(([, file]) => file));
    expect(Object.fromEntries(files.map(([name, file]) => [name, errors.get(path.resolve(file))]))).toEqual(
      Object.fromEntries(files.map(([name]) => [name, []])),
    );
  });
});

/** A fresh session for a staff member, through a sign-in link made the way `npm run desk` makes one. */
async function signedInAs(email: string) {
  const { createSignInLink } = await import("../../server/desk/sign-in-links");
  const member = await storage.db.selectFrom("staff").select("id").where("email", "=", email).executeTakeFirstOrThrow();
  const token = await createSignInLink(storage.db, member.id, "invitation", Date.now());
  const browser = deskClient(server.url);
  const used = await browser.send("/desk/sign-in/link", { method: "POST", form: { token } });
  if (used.status !== 303 || !browser.cookie) throw new Error(`could not sign ${email} in`);
  return browser;
}
