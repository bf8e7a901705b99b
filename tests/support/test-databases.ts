import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import type { DatabaseLocation } from "../../server/env";

export const databaseKinds = ["sqlite", "postgres"] as const;
export type DatabaseKind = (typeof databaseKinds)[number];

export type TestDatabase = {
  location: DatabaseLocation;
  /** The same database as a DATABASE_URL value. */
  url: string;
  drop(): Promise<void>;
};

/** A fresh, empty database: an SQLite file in a temporary folder, or a new database in the test cluster. */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === "sqlite") {
    const dir = mkdtempSync(path.join(os.tmpdir(), "site-test-sqlite-"));
    const file = path.join(dir, "site.db");
    return {
      location: { kind: "sqlite", file },
      url: `file:${file}`,
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const adminUrl = inject("postgresUrl");
  if (!adminUrl)
    throw new Error("The PostgreSQL test cluster is not running (tests/support/postgres-global-setup.ts).");
  const name = `site_test_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    location: { kind: "postgres", url: url.href },
    url: url.href,
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** A DATABASE_URL on which nothing listens: the database is "down". */
export function unreachableDatabase(kind: DatabaseKind): DatabaseLocation {
  return kind === "sqlite"
    ? // A path below a regular file can never be created.
      { kind: "sqlite", file: "/dev/null/site.db" }
    : { kind: "postgres", url: "postgres://postgres@127.0.0.1:9/site" };
}
