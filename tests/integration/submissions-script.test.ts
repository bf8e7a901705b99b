/** `npm run submissions`: the team's listing, as JSON lines and as spreadsheet-safe CSV, with its filters. */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { Storage } from "../../server/storage/database";
import { markDelivered } from "../../server/delivery/outbox";
import {
  createSubmissionStore,
  listSubmissions,
  type SubmissionFilter,
} from "../../server/submissions/submission-store";
import { runScript } from "../support/commands";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-databases";

const submissionsScript = (databaseUrl: string, ...args: string[]) =>
  runScript("submissions", args, { DATABASE_URL: databaseUrl });

describe.each(databaseKinds)("npm run submissions on %s", (kind) => {
  let database: TestDatabase;
  let id: string;
  let demoId: string;
  const fields = {
    name: '=HYPERLINK("http://evil.example")',
    email: "a@example.com",
    inquiryType: "data",
    message: '<b>hi</b>, "you"\nbye',
  };
  const context = { landingPage: "/platform", sendingPage: "/contact", utmSource: "newsletter", utmCampaign: "autumn" };
  const demoFields = { name: "Grace", organization: "Navy", role: "cto", email: "g@example.com" };

  beforeEach(async () => {
    database = await createTestDatabase(kind);
    const storage = new Storage(database.location, () => {});
    try {
      const contactAt = Date.UTC(2030, 0, 10, 12);
      ({ id } = await createSubmissionStore({
        storage,
        channels: ["email"],
        now: () => contactAt,
        log: () => {},
      }).submit({ form: "contact", fields, context }));
      // A later demo request, already delivered.
      const demoAt = Date.UTC(2030, 0, 20, 12);
      ({ id: demoId } = await createSubmissionStore({
        storage,
        channels: ["webhook"],
        now: () => demoAt,
        log: () => {},
      }).submit({ form: "demo-request", fields: demoFields }));
      const delivery = await storage.db
        .selectFrom("deliveries")
        .select("id")
        .where("submission_id", "=", demoId)
        .executeTakeFirstOrThrow();
      await markDelivered(storage.db, [delivery.id], demoAt + 1_000);
    } finally {
      await storage.close();
    }
  });
  afterEach(() => database.drop());

  it("prints one JSON object per line with fields, creation time and delivery state", { timeout: 60_000 }, async () => {
    const { stdout } = await submissionsScript(database.url, "--json");
    const lines = stdout.trim().split("\n");
    expect(lines).toHaveLength(2);
    const record = JSON.parse(lines[0]);
    expect(record).toMatchObject({ id, form: "contact", fields, context, status: "pending" });
    expect(JSON.parse(lines[1])).toMatchObject({ id: demoId, form: "demo-request", context: {}, status: "delivered" });
    expect(Number.isNaN(Date.parse(record.createdAt))).toBe(false);
    expect(record.deliveries.email).toMatchObject({
      status: "pending",
      attempts: 0,
      lastError: null,
      deliveredAt: null,
    });
  });

  it(
    "writes CSV whose formula-like cells are neutralised and whose markup stays text",
    { timeout: 60_000 },
    async () => {
      const { stdout } = await submissionsScript(database.url, "--csv", "--form", "contact");
      const [header, row] = stdout.split("\r\n");
      expect(header).toBe(
        "id,createdAt,form,name,email,inquiryType,message,landingPage,sendingPage,referrer,utmSource,utmMedium,utmCampaign,utmTerm,utmContent,status,emailStatus,emailAttempts,emailDeliveredAt,emailLastError",
      );
      expect(row).toContain(",/platform,/contact,,newsletter,,autumn,,,pending,pending,0,,");
      expect(row.startsWith(`${id},`)).toBe(true);
      expect(row).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
      expect(stdout).toContain(`"<b>hi</b>, ""you""\nbye"`);
    },
  );

  it("filters by creation time, form and delivery status in the database's own query", async () => {
    const storage = new Storage(database.location, () => {});
    try {
      const ids = async (filter: SubmissionFilter) =>
        (await listSubmissions(await storage.ready(), filter)).map((submission) => submission.id);
      expect(await ids({ since: new Date("2030-01-15") })).toEqual([demoId]);
      expect(await ids({ since: new Date("2030-01-10T11:59:59Z") })).toEqual([id, demoId]);
      expect(await ids({ form: "contact" })).toEqual([id]);
      expect(await ids({ status: "delivered" })).toEqual([demoId]);
      expect(await ids({ status: "pending", form: "demo-request" })).toEqual([]);
    } finally {
      await storage.close();
    }
  });

  it(
    "applies the filters given on the command line and shows each submission's status and lead context",
    { timeout: 60_000 },
    async () => {
      const json = await submissionsScript(database.url, "--json", "--since", "2030-01-15", "--status", "delivered");
      expect(
        json.stdout
          .trim()
          .split("\n")
          .map((line) => JSON.parse(line).id),
      ).toEqual([demoId]);

      const { stdout } = await submissionsScript(database.url, "--form", "contact");
      expect(stdout).toContain("delivery: pending: email pending after 0 attempt(s)");
      expect(stdout).toContain("Landing page: /platform");
      expect(stdout).toContain("utm_campaign: autumn");
      expect(stdout).not.toContain(demoId);

      const failure = await submissionsScript(database.url, "--status", "lost");
      expect(failure.code).toBe(2);
      expect(failure.stderr).toContain('--status "lost" is not one of');
      expect(failure.stderr).toContain("Usage: npm run submissions");
    },
  );
});
