/**
 * What the newsletter and privacy commands share (server/newsletter/command-line.ts), in this process
 * on a real SQLite file: the settings and database the server uses, the exit codes, and messages
 * without a stack for a mistake in how a command was called or configured.
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { parseSiteConfig } from "~/config/site-schema";
import { runCommand as runWithSettings, UsageError } from "../../server/newsletter/command-line";
import { createTestDatabase, type TestDatabase } from "../support/test-databases";

/** Under Vitest the content modules are already Vite's: the site's configuration is parsed alone. */
const runCommand = (work: Parameters<typeof runWithSettings>[0]) =>
  runWithSettings(work, { loadSite: () => parseSiteConfig(process.env) });

describe("the newsletter's commands", () => {
  let database: TestDatabase;
  let errors: string[];
  const saved = { ...process.env };

  beforeEach(async () => {
    database = await createTestDatabase("sqlite");
    process.env.DATABASE_URL = database.url;
    process.env.NEWSLETTER_SECRET = "command-line-newsletter-secret";
    errors = [];
    vi.spyOn(console, "error").mockImplementation((message: string) => void errors.push(message));
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    process.env = { ...saved };
    await database.drop();
  });

  it("gives a command the settings, the migrated database and the keys, and returns its exit code", async () => {
    const code = await runCommand(async ({ site, env, storage, keys }) => {
      expect(site.productName).toBe("Aequa");
      expect(env.database).toEqual(database.location);
      const db = await storage.ready();
      expect(await db.selectFrom("subscribers").selectAll().execute()).toEqual([]);
      expect(keys.links).toHaveLength(32);
      return 3;
    });
    expect(code).toBe(3);
    expect(errors).toEqual([]);
  });

  it("a usage or configuration mistake exits with 2 and its message alone; any other failure with 1, naming the database", async () => {
    expect(
      await runCommand(async () => {
        throw new UsageError("Usage: npm run newsletter -- send");
      }),
    ).toBe(2);
    expect(
      await runCommand(async () => {
        throw new Error("disk full");
      }),
    ).toBe(1);
    process.env.NEWSLETTER_RATE_PER_MINUTE = "0";
    expect(await runCommand(async () => 0)).toBe(2);
    expect(errors[0]).toBe("Usage: npm run newsletter -- send");
    expect(errors[1]).toBe(
      `Could not complete the command on SQLite file ${database.location.kind === "sqlite" ? database.location.file : ""}: disk full`,
    );
    expect(errors[2]).toMatch(/NEWSLETTER_RATE_PER_MINUTE="0": use a whole number of messages, at least 1/);
    expect(errors).toHaveLength(3);
  });

  // The tests run the commands' compiled copies (tests/support/commands.ts); `npm run` runs their
  // source through tsx, as a checkout that has not been built can: one command proves that path.
  it("runs from its source as `npm run newsletter` does, without a build", { timeout: 30_000 }, async () => {
    const { stdout } = await promisify(execFile)("npm", ["run", "--silent", "newsletter", "--", "list"], {
      cwd: path.resolve(import.meta.dirname, "../.."),
    });
    expect(stdout).toBe("No subscribers yet.\n");
  });
});
