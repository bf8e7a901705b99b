/** `npm run submissions`: the team's listing, as JSON lines and as spreadsheet-safe CSV. */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { Storage } from "../../server/storage/database";
import { createSubmissionStore } from "../../server/submissions/submission-store";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-databases";

const root = path.resolve(import.meta.dirname, "../..");
const run = promisify(execFile);

function submissionsScript(databaseUrl: string, ...args: string[]) {
  return run(process.execPath, ["--import", "tsx", "scripts/submissions.ts", ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
}

describe.each(databaseKinds)("npm run submissions on %s", (kind) => {
  let database: TestDatabase;
  let id: string;
  const fields = {
    name: '=HYPERLINK("http://evil.example")',
    email: "a@example.com",
    inquiryType: "data",
    message: '<b>hi</b>, "you"\nbye',
  };

  beforeEach(async () => {
    database = await createTestDatabase(kind);
    const storage = new Storage(database.location, () => {});
    try {
      ({ id } = await createSubmissionStore({ storage, channels: ["email"], log: () => {} }).submit({
        form: "contact",
        fields,
      }));
    } finally {
      await storage.close();
    }
  });
  afterEach(() => database.drop());

  it("prints one JSON object per line with fields, creation time and delivery state", { timeout: 60_000 }, async () => {
    const { stdout } = await submissionsScript(database.url, "--json");
    const lines = stdout.trim().split("\n");
    expect(lines).toHaveLength(1);
    const record = JSON.parse(lines[0]);
    expect(record).toMatchObject({ id, form: "contact", fields });
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
      const { stdout } = await submissionsScript(database.url, "--csv");
      const [header, row] = stdout.split("\r\n");
      expect(header).toBe(
        "id,createdAt,form,name,email,inquiryType,message,emailStatus,emailAttempts,emailDeliveredAt,emailLastError",
      );
      expect(row.startsWith(`${id},`)).toBe(true);
      expect(row).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
      expect(stdout).toContain(`"<b>hi</b>, ""you""\nbye"`);
    },
  );
});
