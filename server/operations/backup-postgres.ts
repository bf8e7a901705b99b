/**
 * PostgreSQL backups with Debian's client tools (package postgresql-client): `pg_dump --format=custom`
 * takes one consistent snapshot while the servers go on writing, `pg_restore --list` reads the whole
 * archive's table of contents back as the check, and `pg_restore --single-transaction` restores all or
 * nothing.
 */
import { execFile } from "node:child_process";
import pg from "pg";

/** The URL without its password, which goes in PGPASSWORD instead: a command line is visible to `ps`. */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return { dbname: parsed.href, env: { ...process.env, ...(password && { PGPASSWORD: password }) } };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { env, maxBuffer: 256 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (!error) return resolve(stdout);
      const missing = (error as NodeJS.ErrnoException).code === "ENOENT";
      reject(
        new Error(
          missing
            ? `${command} is not installed (Debian: apt-get install postgresql-client)`
            : `${command} failed: ${stderr.trim() || error.message}`,
        ),
      );
    });
  });
}

export async function dumpPostgres(url: string, target: string): Promise<void> {
  const { dbname, env } = connection(url);
  await run("pg_dump", ["--format=custom", "--no-owner", `--file=${target}`, `--dbname=${dbname}`], env);
}

/** Throws saying what is wrong unless the file is a complete pg_dump archive of this site's database. */
export async function verifyPostgresDump(file: string): Promise<void> {
  const contents = await run("pg_restore", ["--list", file], process.env);
  if (!/ TABLE public kysely_migration /.test(contents)) {
    throw new Error("not a backup of this site (the archive has no migrations table)");
  }
}

export type Session = { application: string; client: string };

/** Every other connection to the database: a server, a command, a person with psql. */
export async function otherSessions(url: string): Promise<Session[]> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    const { rows } = await client.query<{ application_name: string; client_addr: string | null }>(
      "select application_name, client_addr from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
    );
    return rows.map((row) => ({ application: row.application_name || "unnamed", client: row.client_addr ?? "socket" }));
  } finally {
    await client.end();
  }
}

/** Replaces the database's tables with the archive's, in one transaction: on any error nothing changes. */
export async function restorePostgres(file: string, url: string): Promise<void> {
  const { dbname, env } = connection(url);
  await run(
    "pg_restore",
    ["--clean", "--if-exists", "--no-owner", "--single-transaction", "--exit-on-error", `--dbname=${dbname}`, file],
    env,
  );
}
